import type { NextFunction, Request, Response } from 'express';

/** Largest request body `/api` accepts (demo and proxy), in bytes: 1 MiB (issue 15 item 2). */
export const MAX_BODY_BYTES = 1024 * 1024;

/** The JSON `detail` of each error status the server itself answers (Spanish, like the backend). */
const DETAILS: Record<number, { detail: string; code: string }> = {
  400: { detail: 'Petición mal formada.', code: 'bad_request' },
  401: { detail: 'No autorizado.', code: 'not_authenticated' },
  403: { detail: 'Acceso denegado.', code: 'permission_denied' },
  404: { detail: 'No encontrado.', code: 'not_found' },
  405: { detail: 'Método no permitido.', code: 'method_not_allowed' },
  413: { detail: 'El cuerpo de la petición es demasiado grande.', code: 'payload_too_large' },
  429: { detail: 'Demasiadas peticiones.', code: 'throttled' },
  500: { detail: 'Error interno del servidor.', code: 'server_error' },
  502: { detail: 'El servidor del juego no está disponible.', code: 'bad_gateway' },
  503: { detail: 'El servidor del juego no está disponible.', code: 'service_unavailable' },
  504: { detail: 'El servidor del juego tardó demasiado en responder.', code: 'gateway_timeout' },
};

/**
 * Answers `status` with the server's own JSON error (`{detail, code}`, Content-Type JSON), never
 * a stack trace or a host name. Takes the response and an HTTP status (other 4xx/5xx fall back
 * to 400/500's text); if the answer has already started, the connection is cut instead.
 */
export function sendError(res: Response, status: number): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body = DETAILS[status] ?? DETAILS[status >= 500 ? 500 : 400]!;
  res.status(status);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
}

/**
 * Throws away the rest of a refused request body as it arrives (holding none of it) for five
 * seconds at most, then cuts the connection: closing at once could reset it before the client
 * reads the answer.
 */
export function discardBody(req: Request): void {
  req.unpipe();
  req.resume();
  const cut = setTimeout(() => req.destroy(), 5_000).unref();
  req.once('end', () => clearTimeout(cut));
}

/** A Host header value: a DNS name, IPv4 or [IPv6] literal, with an optional port 1–65535. */
const HOST = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?)(?::(\d{1,5}))?$/;

/** Whether `host` is a well-formed Host header (see {@link HOST}); a missing one (HTTP/1.0) is fine. */
export function isValidHost(host: string | undefined): boolean {
  if (host === undefined) return true;
  const match = HOST.exec(host);
  if (!match) return false;
  const port = match[1];
  return port === undefined || (Number(port) >= 1 && Number(port) <= 65535);
}

/**
 * Refuses (400) what no route should see: a malformed Host header (`a b`, `[`, `x:99999`), a
 * request target that is not a path (absolute-form `http://…`, `*`), and one that looks like
 * the API but leaves `/api/` ({@link apiTargetOf}). Express middleware.
 */
export function requestGuard(req: Request, res: Response, next: NextFunction): void {
  // `/API/..`, `/api\..`, `/api%2f..`: whatever could be read as the API must pass its guard.
  const apiLike = /^\/api(?![A-Za-z0-9_.~-])/i.test(req.url) && apiTargetOf(req.url) === null;
  if (!isValidHost(req.headers.host) || !req.url.startsWith('/') || apiLike) {
    sendError(res, 400);
    return;
  }
  next();
}

/** Escapes that a backend may decode into a separator, a dot segment or another escape. */
const DANGEROUS_ESCAPE = /%(?:2e|2f|5c|25|00)/i;

/**
 * The request target to forward to the backend, or `null` when its path leaves `/api/`
 * (issue 15 item 3). Takes the raw target as received (`req.originalUrl`, path-as-is, with its
 * query); refuses backslashes, `#`, encoded dots, slashes, backslashes, percent signs and NULs
 * (which cover `%2e%2e`, `.%2e`, `..%2f` and double encoding), control characters, and after
 * decoding any `.`/`..` (also `..;x`) or empty segment (`//../`, `x/../../`). Returns the target unchanged,
 * since what is accepted needs no normalising.
 */
export function apiTargetOf(rawTarget: string): string | null {
  const queryAt = rawTarget.indexOf('?');
  const path = queryAt === -1 ? rawTarget : rawTarget.slice(0, queryAt);
  if (path !== '/api' && !path.startsWith('/api/')) return null;
  if (path.includes('\\') || path.includes('#') || DANGEROUS_ESCAPE.test(path)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(decoded)) return null;
  // A segment's `;params` are dropped by some servers (`..;/` is `../` to Tomcat).
  const segments = decoded
    .split('/')
    .slice(1)
    .map((segment) => segment.split(';')[0]);
  const dotted = (segment: string | undefined) => segment === '.' || segment === '..';
  // Only the last segment may be empty (`/api/planets/`).
  if (segments.slice(0, -1).some((segment) => segment === '' || dotted(segment))) return null;
  if (dotted(segments[segments.length - 1])) return null;
  return rawTarget;
}

/**
 * `/api` guard shared by the demo and the proxy: every answer is `Cache-Control: no-store`, and
 * a target that leaves `/api/` is a 400 before anything else reads it. Express middleware.
 */
export function apiGuard(req: Request, res: Response, next: NextFunction): void {
  res.setHeader('Cache-Control', 'no-store');
  if (apiTargetOf(req.originalUrl) === null) {
    sendError(res, 400);
    return;
  }
  next();
}
