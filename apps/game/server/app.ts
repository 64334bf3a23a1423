import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { basename, join } from 'node:path';
import { securityHeaders } from './csp';
import { MAX_BODY_BYTES, apiGuard, requestGuard, sendError } from './http-guards';
import { errorClass, logLine, requestLine } from './log';
import { apiProxy } from './proxy';

/** What {@link createApp} serves. */
export interface AppConfig {
  /** The production bundle (`apps/game/dist`). */
  dist: string;
  /** The backend's origin for proxy mode (`IMPERIO_API_URL`); without it the demo answers `/api`. */
  backend?: string;
  /** Proxy time-out in ms (`IMPERIO_PROXY_TIMEOUT_MS`, default 30 000). */
  proxyTimeoutMs?: number;
  /** Express `trust proxy` (`IMPERIO_TRUST_PROXY`): which hops may set `X-Forwarded-*`. */
  trustProxy?: boolean | number | string;
  /**
   * The Hosts the server answers for (`IMPERIO_ALLOWED_HOSTS`): any other Host is a 400, and only
   * these are sent on to the backend as `X-Forwarded-Host`. Empty or undefined: any well-formed
   * Host is answered and no `X-Forwarded-Host` is sent.
   */
  allowedHosts?: readonly string[];
  /** Demo access-token lifetime in seconds (`IMPERIO_DEMO_ACCESS_TTL_S`). */
  demoAccessTtlS?: number;
}

/** Files served at the root without a content hash: they must be revalidated on every load. */
function revalidated(path: string): boolean {
  const name = basename(path);
  return name === 'index.html' || name.endsWith('.js');
}

/**
 * The game server as an Express app:
 * - every answer carries {@link securityHeaders}; a bad or unknown Host, a duplicate Host, a
 *   request line that is not HTTP/1.x or a bad request target is a 400;
 * - `/api` only: the demo universe or the proxy, `Cache-Control: no-store`, 1 MiB bodies;
 * - answers compressed for browsers that accept it (the API's JSON too);
 * - `/assets/*` cached for a year (hashed names), a missing one a 404;
 * - `index.html` and the preferences/Trusted Types bootstrap script `no-cache`;
 * - no path with a dot segment (`/.vite/manifest.json`) is served;
 * - any other GET/HEAD of a path without an extension gets the SPA page; other methods 405;
 * - an error anywhere is a JSON answer (500 logged: request line, status and error class, with
 *   secrets redacted and the line capped), never a crash.
 * Takes an {@link AppConfig}; returns the app, ready for `listen`.
 */
export async function createApp(config: AppConfig): Promise<express.Express> {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy ?? false);
  const headers = securityHeaders();
  app.use((_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  });
  app.use(requestGuard(config.allowedHosts));
  // Compressed for browsers that accept it: the static files below that have no build-time
  // Brotli copy, and the API's JSON (a planet's buildings: 6 KB, about 1 KB gzipped), from the
  // demo universe or the backend (an answer the backend compressed already is left as it is).
  app.use(compression());

  app.use('/api', apiGuard);
  if (config.backend) {
    app.use(
      '/api',
      apiProxy({
        target: config.backend,
        timeoutMs: config.proxyTimeoutMs ?? 30_000,
        maxBodyBytes: MAX_BODY_BYTES,
        allowedHosts: config.allowedHosts,
        logError: logLine,
      }),
    );
  } else {
    const { demoApiMiddleware } = await import('@imperio/mocks/http-server');
    if (config.demoAccessTtlS) {
      const { authSettings } = await import('@imperio/mocks');
      authSettings.accessTtlMs = config.demoAccessTtlS * 1000;
    }
    // A handler's error can hold the user's whole record (password included): the log gets the
    // request line, the status and the error's class, never the error itself.
    const demoApi = demoApiMiddleware({
      maxBodyBytes: MAX_BODY_BYTES,
      // `message` is '[imperio] demo API: <method> <target> failed'; the query is left out.
      logError: (message, error) => logLine(`${message.replace(/\?\S*/, '')} (500): ${errorClass(error)}`),
    });
    app.use('/api', (req, res) => void demoApi(req, res));
  }

  // Dot-directories and dot-files (`/.vite/manifest.json`, `/.env`) are never served.
  app.use((req, res, next) => (req.path.split('/').some((segment) => segment.startsWith('.')) ? sendError(res, 404) : next()));
  // Hashed bundles never change under the same name: cache them for a year. The build's Brotli
  // copies (`.br`, build/precompressAssets.ts) go to browsers that accept them; the rest
  // is compressed on the fly (above).
  app.use(
    '/assets',
    expressStaticGzip(join(config.dist, 'assets'), {
      enableBrotli: true,
      orderPreference: ['br'],
      index: false,
      serveStatic: { immutable: true, maxAge: '1y', index: false, dotfiles: 'ignore' },
    }),
  );
  app.use('/assets', (_req, res) => sendError(res, 404));
  app.use(
    express.static(config.dist, {
      index: false,
      dotfiles: 'ignore',
      maxAge: '1h',
      setHeaders: (res, path) => {
        if (revalidated(path)) res.setHeader('Cache-Control', 'no-cache');
      },
    }),
  );
  app.use((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return sendError(res, 405);
    }
    // A missing file (`/favicon.png`, `/mockServiceWorker.js`) is a 404; a route gets the app.
    if (/\.[^/]*$/.test(req.path)) return sendError(res, 404);
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(join(config.dist, 'index.html'), { dotfiles: 'deny' });
  });

  // Last resort: a body-parser, `send` or handler error becomes a JSON answer, logged if ours.
  app.use((error: { status?: number; statusCode?: number }, req: Request, res: Response, _next: NextFunction) => {
    const status = error.status ?? error.statusCode ?? 500;
    if (status >= 500) logLine(`[imperio] ${requestLine(req.method, req.originalUrl)} answered ${status}: ${errorClass(error)}`);
    sendError(res, status >= 400 && status < 600 ? status : 500);
  });
  return app;
}
