import http from 'node:http';
import https from 'node:https';
import type { Request, Response } from 'express';
import { apiTargetOf, discardBody, isAllowedHost, sendError } from './http-guards';
import { errorClass, requestLine } from './log';

/** Options of {@link apiProxy}. */
export interface ApiProxyOptions {
  /** The backend's origin (optionally with a path prefix): `/api/x` goes to `<target>/api/x`. */
  target: string;
  /** How long the backend may take to start answering, and stay silent mid-answer, in ms. */
  timeoutMs: number;
  /** Largest request body forwarded, in bytes; a bigger one is a 413 and is not forwarded. */
  maxBodyBytes: number;
  /**
   * The Hosts this server answers for (`IMPERIO_ALLOWED_HOSTS`): the only values ever sent on as
   * `X-Forwarded-Host`. Empty or undefined: no `X-Forwarded-Host` is sent.
   */
  allowedHosts?: readonly string[];
  /** Where backend failures are reported, one line each (default `console.error`). */
  logError?: (message: string) => void;
}

/** The methods the API uses (RFC 9110 §9 plus PATCH); any other is a 405, never forwarded. */
export const PROXIED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/**
 * Request headers forwarded to the backend; every other one (`X-Client-IP`, `True-Client-IP`,
 * `CF-Connecting-IP`, `X-Original-URL`, `X-Rewrite-URL`, `X-HTTP-Method-Override`, `Via`, hop-by-hop
 * headers, the client's `X-Forwarded-*`…) is dropped: a header the backend or a framework might
 * trust must come from this server or not at all.
 */
const REQUEST_HEADERS = new Set([
  'accept',
  'accept-encoding',
  'accept-language',
  'authorization',
  'content-type',
  'cookie',
  'if-match',
  'if-modified-since',
  'if-none-match',
  'if-unmodified-since',
  'origin',
  'referer',
  'user-agent',
  'x-csrftoken',
  'x-requested-with',
]);

/**
 * Answer headers passed back to the browser; every other one (`Server`, `X-Powered-By`,
 * `X-Debug-*`, `Strict-Transport-Security`, `Access-Control-*`, the backend's CSP or caching…) is
 * dropped: this server sets the origin's policies itself. `Location` and `Set-Cookie` are checked
 * on the way ({@link localLocation}, {@link localCookie}).
 */
const ANSWER_HEADERS = new Set([
  'allow',
  'content-encoding',
  'content-language',
  'content-length',
  'content-type',
  'etag',
  'last-modified',
  'location',
  'retry-after',
  'set-cookie',
  'www-authenticate',
]);

/** A JSON media type: `application/json` or `application/<anything>+json` (problem+json). */
const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;

/** Whether `type` (a Content-Type value) is JSON. */
function isJson(type: string | string[] | undefined): boolean {
  return typeof type === 'string' && JSON_TYPE.test(type);
}

/**
 * The headers sent to the backend: the client's that {@link REQUEST_HEADERS} allows, plus
 * `X-Forwarded-For` (the client address as Express sees it, honouring `trust proxy`), `-Proto`,
 * `-Host` (only a Host of `allowedHosts`) and the body's `Content-Length` (bodies are read whole
 * first, so none is forwarded chunked).
 */
function forwardedHeaders(req: Request, bodyLength: number, allowedHosts: readonly string[]): http.OutgoingHttpHeaders {
  const headers: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined && REQUEST_HEADERS.has(name)) headers[name] = value;
  }
  if (bodyLength > 0 || req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined)
    headers['content-length'] = String(bodyLength);
  headers['x-forwarded-for'] = req.ip ?? req.socket.remoteAddress ?? '';
  headers['x-forwarded-proto'] = req.protocol;
  const host = req.headers.host;
  if (host && allowedHosts.length && isAllowedHost(host, allowedHosts)) headers['x-forwarded-host'] = host;
  return headers;
}

/**
 * Reads a request body whole, refusing it as soon as it passes `limit` bytes (declared or
 * streamed, chunked included), so nothing of a refused body ever reaches the backend. Takes the
 * request and the limit in bytes; resolves to the body (empty for none); rejects with
 * `'too-large'` past the limit, or the stream's error.
 */
function readBody(req: Request, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      req.off('data', onData);
      reject(new Error('too-large'));
    };
    req.on('data', onData);
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/**
 * The `Location` to give the browser for a backend redirect: same-origin targets made relative
 * (the backend's path prefix removed), or `null` for a target on another origin (or scheme) than
 * the backend's, which the browser must never be sent to. Takes the value, the backend's base URL
 * and the request target the redirect answers.
 */
function localLocation(value: string, base: URL, prefix: string, target: string): string | null {
  let url: URL;
  try {
    url = new URL(value, new URL(prefix + target, base.origin));
  } catch {
    return null;
  }
  if (url.origin !== base.origin) return null;
  const path = prefix && url.pathname.startsWith(`${prefix}/`) ? url.pathname.slice(prefix.length) : url.pathname;
  return path + url.search;
}

/**
 * A backend `Set-Cookie` the browser may store on this origin, or `null`: a cookie with a
 * `Domain` other than the Host the player asked for would be set for (or be refused by) another
 * site, so it is dropped.
 */
function localCookie(cookie: string, requestHost: string | undefined): string | null {
  const domain = /;\s*domain\s*=\s*([^;]*)/i.exec(cookie)?.[1]?.trim().replace(/^\./, '').toLowerCase();
  if (domain === undefined) return cookie;
  const hostname = (requestHost ?? '').replace(/:\d+$/, '').toLowerCase();
  return domain === hostname ? cookie : null;
}

/**
 * The `/api` reverse proxy of `IMPERIO_API_URL` mode. For each request:
 * - the target must stay inside `/api/` ({@link apiTargetOf}), else 400; a method outside
 *   {@link PROXIED_METHODS} is a 405 with `Allow`; nothing of either is forwarded;
 * - the body is read whole first: over `maxBodyBytes` (declared or chunked) it is a 413 and the
 *   backend never hears of the request;
 * - only {@link REQUEST_HEADERS} go out and {@link ANSWER_HEADERS} come back; answers are
 *   `Cache-Control: no-store`; a redirect is made relative, or is a 502 when it leaves the
 *   backend's origin; a `Set-Cookie` for another domain is dropped;
 * - a backend's JSON answer passes untouched, errors included (status and body), so the client
 *   shows the backend's message or the spec's catalogue default (p1 §8, p2 §8); a non-JSON error
 *   page becomes this server's `{code}` of the same status; a non-JSON 2xx (HTML, script: it
 *   would run as this origin's), a status outside 100–599 and a down backend are a coded 502; no
 *   answer within `timeoutMs` is a 504;
 * - a client that goes away aborts the backend request (its socket is closed).
 * Takes {@link ApiProxyOptions}; returns an Express handler to mount on `/api`. Logs one line per
 * backend failure: the request line, the status or error class, never a header or a body.
 */
export function apiProxy(options: ApiProxyOptions) {
  const base = new URL(options.target);
  const transport = base.protocol === 'https:' ? https : http;
  const agent = new transport.Agent({ keepAlive: true, maxSockets: 256 });
  const prefix = base.pathname.replace(/\/+$/, '');
  const allowedHosts = options.allowedHosts ?? [];
  const logError = options.logError ?? ((message: string) => console.error(message));

  return function proxy(req: Request, res: Response): void {
    const target = apiTargetOf(req.originalUrl);
    if (target === null) return sendError(res, 400);
    if (!(PROXIED_METHODS as readonly string[]).includes(req.method)) {
      discardBody(req);
      res.setHeader('Allow', PROXIED_METHODS.join(', '));
      return sendError(res, 405);
    }
    const declared = req.headers['content-length'] === undefined ? undefined : Number(req.headers['content-length']);
    if (declared !== undefined && !(declared >= 0)) return sendError(res, 400);
    if (declared !== undefined && declared > options.maxBodyBytes) {
      discardBody(req);
      return sendError(res, 413);
    }
    const line = requestLine(req.method, target);

    let done = false;
    let upstream: http.ClientRequest | undefined;
    let timer: NodeJS.Timeout | undefined;
    const finish = (status?: number) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      upstream?.destroy();
      if (status !== undefined) sendError(res, status);
      else if (!res.writableFinished) res.destroy(); // cut mid-answer: the client must not wait
    };
    // The player closed the tab or navigated: nobody waits for this answer any more.
    res.on('close', () => {
      if (!res.writableFinished) finish();
      clearTimeout(timer);
    });

    const forward = (body: Buffer) => {
      if (done) return;
      const request = transport.request({
        protocol: base.protocol,
        hostname: base.hostname,
        port: base.port || undefined,
        method: req.method,
        path: prefix + target,
        headers: { ...forwardedHeaders(req, body.length, allowedHosts), host: base.host },
        agent,
      });
      upstream = request;
      timer = setTimeout(() => {
        if (done) return;
        logError(`[imperio] proxy: ${line} timed out after ${options.timeoutMs} ms`);
        finish(504);
      }, options.timeoutMs);

      request.on('error', (error: NodeJS.ErrnoException) => {
        if (done) return;
        logError(`[imperio] proxy: ${line} failed: ${error.code ?? errorClass(error)}`);
        finish(502);
      });

      request.on('response', (answer) => {
        if (done) return void answer.resume();
        const status = answer.statusCode ?? 0;
        const type = answer.headers['content-type'];
        const refuse = (why: string, as: number) => {
          answer.resume();
          logError(`[imperio] proxy: ${line} answered ${status}${why}`);
          finish(as);
        };
        if (status < 100 || status > 599) return refuse(' (not an HTTP status)', 502);
        const empty = answer.headers['content-length'] === '0' || req.method === 'HEAD' || [204, 205, 304].includes(status);
        if (!isJson(type) && !empty) {
          if (status >= 400) return refuse(status >= 500 ? '' : ' (not JSON)', status);
          if (status < 300) return refuse(' (not JSON)', 502);
        }
        const location =
          typeof answer.headers.location === 'string' ? localLocation(answer.headers.location, base, prefix, target) : undefined;
        if (location === null) return refuse(' (redirect off the backend)', 502);
        if (status >= 500) logError(`[imperio] proxy: ${line} answered ${status}`);
        for (const [name, value] of Object.entries(answer.headers)) {
          if (value === undefined || !ANSWER_HEADERS.has(name) || name === 'location') continue;
          if (name === 'set-cookie') {
            const cookies = (value as string[])
              .map((cookie) => localCookie(cookie, req.headers.host))
              .filter((cookie): cookie is string => cookie !== null);
            if (cookies.length) res.setHeader(name, cookies);
          } else res.setHeader(name, value);
        }
        if (location !== undefined) res.setHeader('Location', location);
        res.status(status);
        // A redirect's own page (HTML) is not served: the browser follows the Location.
        if (status >= 300 && status < 400 && !isJson(type)) {
          res.removeHeader('Content-Length');
          res.removeHeader('Content-Type');
          answer.resume();
          done = true;
          clearTimeout(timer);
          return void res.end();
        }
        // A backend that goes silent mid-answer is cut after the same time-out.
        timer?.refresh();
        answer.on('data', () => timer?.refresh());
        answer.on('error', () => finish());
        answer.on('end', () => {
          done = true;
          clearTimeout(timer);
        });
        answer.pipe(res);
      });
      request.end(body);
    };

    readBody(req, options.maxBodyBytes).then(forward, (error: unknown) => {
      if (error instanceof Error && error.message === 'too-large') {
        discardBody(req);
        finish(413);
      } else finish();
    });
  };
}
