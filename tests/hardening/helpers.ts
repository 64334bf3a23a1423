import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import { join } from 'node:path';
import { inject } from 'vitest';

/** A running built server (`node dist-server/index.mjs`) on a loopback port. */
export interface RunningServer {
  port: number;
  origin: string;
  child: ChildProcess;
  /** Everything the server wrote to stdout and stderr so far. */
  output: () => string;
  /** Whether the process is still running. */
  alive: () => boolean;
  stop: () => Promise<void>;
}

/**
 * Starts the built server from the suite's copy (no node_modules) on `127.0.0.1:port` with
 * `env` added, and waits until it answers (at most 20 s). Takes the port and extra environment;
 * returns a {@link RunningServer}; throws with the server's output if it does not come up.
 * Suites use fixed ports below 32768: from there up is Linux's ephemeral range, where a port
 * can be held by one of the tests' own outgoing connections (EADDRINUSE at random).
 */
export async function startServer(port: number, env: Record<string, string> = {}): Promise<RunningServer> {
  const root = inject('serverRoot');
  const child = spawn(process.execPath, [join(root, 'dist-server', 'index.mjs')], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const server: RunningServer = {
    port,
    origin: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    alive: () => child.exitCode === null && child.signalCode === null,
    stop: () =>
      new Promise((resolve) => {
        if (!server.alive()) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
  const deadline = Date.now() + 20_000;
  while (!output.includes('Imperio is running')) {
    if (!server.alive() || Date.now() > deadline) {
      await server.stop();
      throw new Error(`the server did not start on port ${port}:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return server;
}

/** What came back on a raw socket: the status (0 when the server closed without one) and text. */
export interface RawAnswer {
  status: number;
  head: string;
  body: string;
  /** The connection was neither answered nor closed within the time limit. */
  hung: boolean;
}

/**
 * Sends `request` as raw bytes (path-as-is, any Host, any method) to `127.0.0.1:port` and reads
 * until the server closes or `timeoutMs` passes. The request should say `Connection: close`.
 * Takes the port, the bytes and a time limit in ms; returns a {@link RawAnswer}; never throws.
 */
export function rawRequest(port: number, request: string | Buffer, timeoutMs = 5_000): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let settled = false;
    const settle = (hung: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      // Interim answers (`100 Continue` to `Expect: 100-continue`) precede the real one.
      const text = Buffer.concat(chunks)
        .toString('latin1')
        .replace(/^(?:HTTP\/1\.[01] 1\d\d[^\r]*\r\n(?:[^\r]+\r\n)*\r\n)+/, '');
      const split = text.indexOf('\r\n\r\n');
      const head = split === -1 ? text : text.slice(0, split);
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0);
      let body = split === -1 ? '' : text.slice(split + 4);
      if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) body = dechunk(body);
      resolve({ status, head, body: Buffer.from(body, 'latin1').toString('utf8'), hung });
    };
    const timer = setTimeout(() => settle(true), timeoutMs);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => settle(false));
    socket.on('close', () => settle(false));
    socket.on('error', () => settle(false));
    socket.write(request);
  });
}

/** The payload of a chunked body (latin1 text in, latin1 text out; a cut-off body as far as it goes). */
function dechunk(body: string): string {
  let out = '';
  let at = 0;
  while (at < body.length) {
    const lineEnd = body.indexOf('\r\n', at);
    if (lineEnd === -1) break;
    const size = parseInt(body.slice(at, lineEnd), 16);
    if (!(size > 0)) break;
    out += body.slice(lineEnd + 2, lineEnd + 2 + size);
    at = lineEnd + 2 + size + 2;
  }
  return out;
}

/** The value of header `name` in a raw answer's head, or undefined. */
export function headerOf(answer: RawAnswer, name: string): string | undefined {
  const line = answer.head.split('\r\n').find((row) => row.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(line.indexOf(':') + 1).trim();
}

/** A plain GET with `Connection: close` for `path` (sent as-is) on `Host: 127.0.0.1:port`. */
export function get(port: number, path: string, extraHeaders = ''): Promise<RawAnswer> {
  return rawRequest(port, `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n${extraHeaders}Connection: close\r\n\r\n`);
}

/** One request the fake backend received. */
export interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A fake backend on a loopback port that records what reaches it (proxy tests). */
export interface FakeUpstream {
  port: number;
  origin: string;
  received: Received[];
  /** Requests whose head arrived, finished or not (a body cut short is never `received`). */
  started: () => number;
  /** Sockets open to it right now. */
  openSockets: () => number;
  close: () => Promise<void>;
}

/**
 * Starts the fake backend on `127.0.0.1:port`. Paths:
 * - `/api/slow/…` never answers; `/api/stall/` starts a JSON answer and goes silent;
 * - `/api/leaky/` answers JSON with `Server`, `X-Powered-By`, `X-Debug-*`, a public
 *   `Cache-Control` and a `Connection`-listed header;
 * - `/api/boom/` a 500 HTML page with a stack trace and an internal host name;
 * - `/api/html404/` a 404 HTML page; `/api/moved/` a 301 to its own absolute URL;
 * - `/api/status/<n>/` answers status n with JSON: `{}` for 500, a maintenance `detail` otherwise;
 * - `/api/offsite/` and `/api/protocol-relative/` redirect to another host;
 * - `/api/cookies/` sets a host-only cookie and one for another domain, with HSTS and CORS headers;
 * - `/api/html200/`, `/api/jsonp/` a 200 page and a 200 script; `/api/empty204/` a bare 204;
 * - anything else a 200 JSON echo of the method and path.
 * Takes the port; returns a {@link FakeUpstream}.
 */
export async function startFakeUpstream(port: number): Promise<FakeUpstream> {
  const received: Received[] = [];
  const sockets = new Set<net.Socket>();
  let started = 0;
  const server = http.createServer((req, res) => {
    started++;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString() });
      const url = req.url ?? '';
      if (url.startsWith('/api/slow/')) return; // never answers
      if (url.startsWith('/api/stall/')) {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        return void res.write('{"partial":'); // then silence
      }
      if (url.startsWith('/api/leaky/')) {
        res.writeHead(200, {
          'Content-Type': 'application/json',
          Server: 'gunicorn/21.2.0',
          'X-Powered-By': 'Django/5.0',
          'X-Debug-Token': 'abc123',
          'X-Debug-Token-Link': `http://internal-db.local:8000/_profiler/abc123`,
          'Cache-Control': 'public, max-age=600',
          Connection: 'keep-alive, x-hop',
          'X-Hop': 'hop',
          'X-Kept': 'kept',
        });
        return res.end(JSON.stringify({ ok: true }));
      }
      if (url.startsWith('/api/boom/')) {
        res.writeHead(500, { 'Content-Type': 'text/html' });
        return res.end(
          '<h1>Server Error</h1><pre>Traceback (most recent call last):\n  File "/srv/app/views.py" at internal-db.local:5432</pre>',
        );
      }
      if (url.startsWith('/api/html404/')) {
        res.writeHead(404, { 'Content-Type': 'text/html' });
        return res.end('<h1>Not Found</h1><p>Using the URLconf defined in backend.urls: admin/ __log/</p>');
      }
      const status = /^\/api\/status\/(\d{3})\//.exec(url)?.[1];
      if (status) {
        res.writeHead(Number(status), { 'Content-Type': 'application/json' });
        return res.end(status === '500' ? '{}' : JSON.stringify({ detail: `mantenimiento (${status})` }));
      }
      if (url.startsWith('/api/offsite/') || url.startsWith('/api/protocol-relative/')) {
        const location = url.startsWith('/api/offsite/') ? 'https://evil.example/steal' : '//evil.example/steal';
        res.writeHead(302, { Location: location, 'Content-Type': 'text/html' });
        return res.end('<a href="https://evil.example/steal">moved</a>');
      }
      if (url.startsWith('/api/cookies/')) {
        res.writeHead(200, {
          'Content-Type': 'application/json',
          'Set-Cookie': ['own=1; Path=/; HttpOnly', 'foreign=1; Domain=evil.example; Path=/'],
          'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
          'Access-Control-Allow-Origin': '*',
          'Access-Control-Allow-Credentials': 'true',
          ETag: '"v1"',
        });
        return res.end('{}');
      }
      if (url.startsWith('/api/html200/')) {
        res.writeHead(200, { 'Content-Type': 'text/html' });
        return res.end('<script>alert(document.cookie)</script>');
      }
      if (url.startsWith('/api/jsonp/')) {
        res.writeHead(200, { 'Content-Type': 'application/javascript' });
        return res.end('callback({"planets":[]})');
      }
      if (url.startsWith('/api/empty204/')) {
        res.writeHead(204);
        return res.end();
      }
      if (url.startsWith('/api/moved/')) {
        res.writeHead(301, { Location: `http://127.0.0.1:${port}/api/planets/`, 'Content-Type': 'application/json' });
        return res.end('{}');
      }
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ method: req.method, url }));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    received,
    started: () => started,
    openSockets: () => sockets.size,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Polls `check` every 50 ms until it is true or `timeoutMs` passes; returns its last value. */
export async function waitFor(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}
