/**
 * `pnpm start` / `pnpm --filter @imperio/game serve`: serves the production bundle and `/api` on
 * one local port. Built by `pnpm build` into `apps/game/dist-server/index.mjs` (every dependency,
 * the demo universe included, bundled in: it runs with `node` alone).
 * - With IMPERIO_API_URL set, `/api` is proxied to that backend (IMPERIO_PROXY_TIMEOUT_MS,
 *   default 30 000; IMPERIO_TRUST_PROXY, Express's `trust proxy`, default off).
 * - IMPERIO_ALLOWED_HOSTS (comma-separated, e.g. `imperio.example.com,www.imperio.example.com`):
 *   the Hosts answered (any other is a 400) and the only ones sent on as `X-Forwarded-Host`.
 * - Otherwise the built-in demo universe answers `/api` (the same MSW handlers over HTTP).
 * PORT (default 4173) and HOST (default 127.0.0.1) choose where it listens.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format } from 'node:util';
import { createApp } from './app';
import { errorBody } from './http-guards';
import { errorClass, logLine, safeLogLine } from './log';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, '..', 'dist');
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';
const backend = process.env.IMPERIO_API_URL || undefined;
const proxyTimeoutMs = Number(process.env.IMPERIO_PROXY_TIMEOUT_MS ?? 30_000);
const trustProxy = process.env.IMPERIO_TRUST_PROXY;
const allowedHosts = (process.env.IMPERIO_ALLOWED_HOSTS ?? '')
  .split(',')
  .map((entry) => entry.trim())
  .filter(Boolean);

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

if (!existsSync(join(dist, 'index.html'))) fail('No production bundle in apps/game/dist: run `pnpm build` first (or `pnpm start`).');
if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`PORT must be a port number, not "${process.env.PORT}".`);
if (!(proxyTimeoutMs > 0))
  fail(`IMPERIO_PROXY_TIMEOUT_MS must be a positive number of milliseconds, not "${process.env.IMPERIO_PROXY_TIMEOUT_MS}".`);
if (backend && !/^https?:\/\/[^/]/.test(backend))
  fail(`IMPERIO_API_URL must be an http(s) URL such as https://game.example.com, not "${backend}".`);

// Whatever writes to the console (this server, the demo's data library, Express) writes one
// redacted line of bounded length: a library that prints a record cannot leak a password into
// the log or flood it.
for (const level of ['log', 'info', 'warn', 'error'] as const) {
  const write = console[level].bind(console);
  console[level] = (...args: unknown[]) => write(safeLogLine(format(...args)));
}

// Process-level safety: a bug that escapes a handler is logged (its class only: the error can
// hold a request's data); the server keeps answering.
process.on('uncaughtException', (error) => logLine(`[imperio] uncaught exception (still serving): ${errorClass(error)}`));
process.on('unhandledRejection', (reason) => logLine(`[imperio] unhandled rejection (still serving): ${errorClass(reason)}`));

const app = await createApp({
  dist,
  backend,
  proxyTimeoutMs,
  allowedHosts,
  // `true`, a hop count (`1`) or addresses/subnets (`loopback`, `10.0.0.0/8`), as Express reads them.
  trustProxy:
    trustProxy === undefined || trustProxy === 'false'
      ? false
      : trustProxy === 'true'
        ? true
        : /^\d+$/.test(trustProxy)
          ? Number(trustProxy)
          : trustProxy,
  demoAccessTtlS: process.env.IMPERIO_DEMO_ACCESS_TTL_S ? Number(process.env.IMPERIO_DEMO_ACCESS_TTL_S) : undefined,
});

const server = app.listen(port, host, () => {
  const url = `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/`;
  console.log(`\nImperio is running at ${url}`);
  if (backend) console.log(`/api is proxied to ${backend}`);
  else console.log('Demo universe: log in as  demo / imperio');
});
server.on('error', (error) => fail(`Cannot listen on ${host}:${port}: ${error.message}`));
// The demo universe moves by itself, as a game server's scheduler would (due fleets, finished
// queues and research), even while nobody asks; the timer ends with the server.
if (!backend) {
  const { startUniverseTimer } = await import('@imperio/mocks/http-server');
  const timer = startUniverseTimer();
  server.on('close', () => timer.stop());
}
// Slow or stuck clients cannot hold a connection for ever.
server.headersTimeout = 20_000;
server.requestTimeout = Math.max(60_000, proxyTimeoutMs + 10_000);
// A request Node cannot parse (bad request line, header overflow) gets a 400, not a crash.
const badRequest = errorBody(400);
server.on('clientError', (_error, socket) => {
  if (!socket.writable) return socket.destroy();
  socket.end(
    `HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(badRequest)}\r\n\r\n${badRequest}`,
  );
});
// CONNECT is not for this server (Node would otherwise just drop the socket).
server.on('connect', (_req, socket) => socket.end('HTTP/1.1 405 Method Not Allowed\r\nConnection: close\r\nContent-Length: 0\r\n\r\n'));

function shutdown(signal: string) {
  console.log(`\n${signal}: closing`);
  server.close(() => process.exit(0));
  server.closeAllConnections();
  setTimeout(() => process.exit(0), 2000).unref();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
