import http from 'node:http';
import https from 'node:https';
import { Transform, type TransformCallback } from 'node:stream';
import type { Request, Response } from 'express';
import { apiTargetOf, discardBody, sendError } from './http-guards';

/** Options of {@link apiProxy}. */
export interface ApiProxyOptions {
  /** The backend's origin (optionally with a path prefix): `/api/x` goes to `<target>/api/x`. */
  target: string;
  /** How long the backend may take to start answering, and stay silent mid-answer, in ms. */
  timeoutMs: number;
  /** Largest request body forwarded, in bytes; a bigger one is a 413 and is not forwarded. */
  maxBodyBytes: number;
  /** Where backend failures are reported (default `console.error`). */
  logError?: (message: string) => void;
}

/** Hop-by-hop headers (RFC 9110 §7.6.1): never forwarded in either direction. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** Client headers that would let a client speak for the proxy, or that the proxy sets itself. */
const CLIENT_DROPPED = new Set(['host', 'forwarded', 'x-real-ip', 'expect', 'content-length']);

/** Backend headers that reveal its software or internals, or that this server sets itself. */
const UPSTREAM_DROPPED = new Set([
  'server',
  'x-powered-by',
  'x-aspnet-version',
  'x-aspnetmvc-version',
  'x-runtime',
  'x-sourcefiles',
  'x-backend-server',
  'x-served-by',
  'via',
  'cache-control',
  'content-security-policy',
  'x-frame-options',
  'x-content-type-options',
  'referrer-policy',
  'cross-origin-opener-policy',
  'permissions-policy',
]);

/** Names listed in a `Connection` header: hop-by-hop for this one message. */
function connectionTokens(value: string | string[] | undefined): Set<string> {
  const joined = Array.isArray(value) ? value.join(',') : (value ?? '');
  return new Set(
    joined
      .split(',')
      .map((token) => token.trim().toLowerCase())
      .filter(Boolean),
  );
}

/**
 * The headers sent to the backend: the client's, minus hop-by-hop ones, `Host`, `Forwarded`,
 * `X-Real-IP` and every `X-Forwarded-*`; plus `X-Forwarded-For` (the client address as Express
 * sees it, honouring `trust proxy`), `-Proto` and `-Host` set by this server. A body keeps its
 * declared length; one sent without it is forwarded chunked.
 */
function forwardedHeaders(req: Request, contentLength: number | undefined): http.OutgoingHttpHeaders {
  const listed = connectionTokens(req.headers.connection);
  const headers: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name) || CLIENT_DROPPED.has(name) || listed.has(name) || name.startsWith('x-forwarded-'))
      continue;
    headers[name] = value;
  }
  if (contentLength !== undefined) headers['content-length'] = String(contentLength);
  headers['x-forwarded-for'] = req.ip ?? req.socket.remoteAddress ?? '';
  headers['x-forwarded-proto'] = req.protocol;
  if (req.headers.host) headers['x-forwarded-host'] = req.headers.host;
  return headers;
}

/** Counts the bytes going through and fails with `'too-large'` past `limit`. */
class ByteLimit extends Transform {
  private seen = 0;
  constructor(private readonly limit: number) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.seen += chunk.length;
    if (this.seen > this.limit) callback(new Error('too-large'));
    else callback(null, chunk);
  }
}

/**
 * The `/api` reverse proxy of `IMPERIO_API_URL` mode (issue 15 items 2–5). For each request:
 * - the target must stay inside `/api/` ({@link apiTargetOf}), else 400, nothing forwarded;
 * - a body over `maxBodyBytes` is a 413 (by Content-Length at once, or while streaming);
 * - headers are cleaned both ways (hop-by-hop, client `X-Forwarded-*`, backend `Server`,
 *   `X-Powered-By`, `X-Debug-*`…), answers are `Cache-Control: no-store`, and a `Location` on the
 *   backend's origin is made relative;
 * - a backend error (5xx, or a 4xx that is not JSON) and a down backend become this server's
 *   JSON error (`{detail, code}`); no answer within `timeoutMs` is a 504;
 * - a client that goes away aborts the backend request (its socket is closed).
 * Takes {@link ApiProxyOptions}; returns an Express handler to mount on `/api`.
 */
export function apiProxy(options: ApiProxyOptions) {
  const base = new URL(options.target);
  const transport = base.protocol === 'https:' ? https : http;
  const agent = new transport.Agent({ keepAlive: true, maxSockets: 256 });
  const prefix = base.pathname.replace(/\/+$/, '');
  const logError = options.logError ?? ((message: string) => console.error(message));

  return function proxy(req: Request, res: Response): void {
    const target = apiTargetOf(req.originalUrl);
    if (target === null) return sendError(res, 400);
    const declared = req.headers['content-length'] === undefined ? undefined : Number(req.headers['content-length']);
    if (declared !== undefined && !(declared >= 0)) return sendError(res, 400);
    if (declared !== undefined && declared > options.maxBodyBytes) {
      discardBody(req);
      return sendError(res, 413);
    }

    let done = false;
    const upstream = transport.request({
      protocol: base.protocol,
      hostname: base.hostname,
      port: base.port || undefined,
      method: req.method,
      path: prefix + target,
      headers: { ...forwardedHeaders(req, declared), host: base.host },
      agent,
    });
    const finish = (status?: number) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      upstream.destroy();
      if (status !== undefined) sendError(res, status);
      else if (!res.writableFinished) res.destroy(); // cut mid-answer: the client must not wait
    };
    const timer = setTimeout(() => {
      if (done) return;
      logError(`[imperio] proxy: ${req.method} ${target} timed out after ${options.timeoutMs} ms`);
      finish(504);
    }, options.timeoutMs);

    // The player closed the tab or navigated: nobody waits for this answer any more.
    res.on('close', () => {
      if (!res.writableFinished) finish();
      clearTimeout(timer);
    });

    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (done) return;
      logError(`[imperio] proxy: ${req.method} ${target} failed: ${error.code ?? error.message}`);
      finish(502);
    });

    upstream.on('response', (answer) => {
      if (done) {
        answer.resume();
        return;
      }
      const status = answer.statusCode ?? 502;
      const type = String(answer.headers['content-type'] ?? '');
      if (status >= 500 || (status >= 400 && !/[/+]json\b/i.test(type))) {
        answer.resume();
        if (status >= 500) logError(`[imperio] proxy: ${req.method} ${target} answered ${status}`);
        finish(status);
        return;
      }
      const listed = connectionTokens(answer.headers.connection);
      for (const [name, value] of Object.entries(answer.headers)) {
        if (value === undefined || HOP_BY_HOP.has(name) || UPSTREAM_DROPPED.has(name) || listed.has(name) || name.startsWith('x-debug'))
          continue;
        if (name === 'location' && typeof value === 'string' && value.startsWith(base.origin))
          res.setHeader(name, value.slice(base.origin.length) || '/');
        else res.setHeader(name, value);
      }
      res.status(status);
      // A backend that goes silent mid-answer is cut after the same time-out.
      timer.refresh();
      answer.on('data', () => timer.refresh());
      answer.on('error', () => finish());
      answer.on('end', () => {
        done = true;
        clearTimeout(timer);
      });
      answer.pipe(res);
    });

    const limit = new ByteLimit(options.maxBodyBytes);
    limit.on('error', () => {
      discardBody(req);
      finish(413);
    });
    req.on('error', () => finish());
    req.pipe(limit).pipe(upstream);
  };
}
