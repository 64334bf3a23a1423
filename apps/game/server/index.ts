/**
 * `pnpm start`: serves the production bundle and `/api` on one local port.
 * - With IMPERIO_API_URL set, `/api` is proxied to that backend.
 * - Otherwise the built-in demo universe answers `/api` (the same MSW handlers over HTTP).
 * PORT (default 4173) and HOST (default 127.0.0.1) choose where it listens.
 */
import compression from 'compression';
import express from 'express';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { contentSecurityPolicy } from './csp';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, '..', 'dist');
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';
const backend = process.env.IMPERIO_API_URL;

if (!existsSync(join(dist, 'index.html'))) {
  console.error('No production bundle in apps/game/dist: run `pnpm build` first (or `pnpm start`).');
  process.exit(1);
}

const app = express();
app.disable('x-powered-by');
app.use((_req, res, next) => {
  res.setHeader('Content-Security-Policy', contentSecurityPolicy());
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('X-Frame-Options', 'DENY');
  next();
});

if (backend) {
  app.use('/api', createProxyMiddleware({ target: backend.replace(/\/$/, '') + '/api', changeOrigin: true }));
} else {
  const { demoApiMiddleware } = await import('@imperio/mocks/http-server');
  if (process.env.IMPERIO_DEMO_ACCESS_TTL_S) {
    const { authSettings } = await import('@imperio/mocks');
    authSettings.accessTtlMs = Number(process.env.IMPERIO_DEMO_ACCESS_TTL_S) * 1000;
  }
  app.use(demoApiMiddleware());
  // Anything else under /api that no handler answered.
  app.use('/api', (_req, res) => res.status(404).json({ detail: 'No encontrado.' }));
}

app.use(compression());
// Hashed bundles never change under the same name: cache them for a year.
app.use('/assets', express.static(join(dist, 'assets'), { immutable: true, maxAge: '1y' }));
app.use(express.static(dist, { index: false, maxAge: '1h' }));
app.get(/.*/, (_req, res) => res.sendFile(join(dist, 'index.html')));

app.listen(port, host, () => {
  const url = `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/`;
  console.log(`\nImperio is running at ${url}`);
  if (backend) console.log(`/api is proxied to ${backend}`);
  else console.log('Demo universe: log in as  demo / imperio');
});
