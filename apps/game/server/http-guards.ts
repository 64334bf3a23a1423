import type { NextFunction, Request, Response } from 'express';

/**
 * Largest request body `/api` accepts (demo and proxy), in bytes: 1 MiB, so a huge body cannot
 * tie up the server.
 */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * The `code` of each error status the server itself answers. The body carries no text: the
 * client words the code in the player's language (the api-client's proxy codes), and a backend's
 * own error bodies pass through the proxy untouched.
 */
const CODES: Record<number, string> = {
  400: 'bad_request',
  401: 'not_authenticated',
  403: 'permission_denied',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  429: 'throttled',
  500: 'server_error',
  502: 'bad_gateway',
  503: 'service_unavailable',
  504: 'gateway_timeout',
};

/** The JSON body of this server's own error answers: `{"code": …}` (see {@link sendError}). */
export function errorBody(status: number): string {
  return JSON.stringify({ code: CODES[status] ?? CODES[status >= 500 ? 500 : 400] });
}

/**
 * Answers `status` with the server's own JSON error (`{code}`, Content-Type JSON), never a stack
 * trace, a host name or a text in one language. Takes the response and an HTTP status (other
 * 4xx/5xx fall back to 400/500's code); if the answer has already started, the connection is cut
 * instead.
 */
export function sendError(res: Response, status: number): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.status(status);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(errorBody(status));
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
 * Whether `host` is one of `allowed` (`IMPERIO_ALLOWED_HOSTS`, compared without case): an entry
 * with a port must match exactly, one without matches that name on any port.
 */
export function isAllowedHost(host: string, allowed: readonly string[]): boolean {
  const wanted = host.toLowerCase();
  const name = wanted.replace(/:\d+$/, '');
  return allowed.some((entry) => {
    const candidate = entry.toLowerCase();
    return /:\d+$/.test(candidate) && !candidate.endsWith(']') ? candidate === wanted : candidate === name;
  });
}

/**
 * Refuses (400) what no route should see: a request line that is not HTTP/1.x (`HTTP/2.0`,
 * `HTTP/0.9`), more than one Host header, a malformed Host (`a b`, `[`, `x:99999`), a Host
 * outside `allowedHosts` when that list is given, a request target that is not a path
 * (absolute-form `http://…`, `*`), and one that looks like the API but leaves `/api/`
 * ({@link apiTargetOf}). Takes the allowed Hosts (`IMPERIO_ALLOWED_HOSTS`; empty or undefined:
 * any well-formed Host); returns the Express middleware.
 */
export function requestGuard(allowedHosts?: readonly string[]) {
  return function guard(req: Request, res: Response, next: NextFunction): void {
    const hostHeaders = req.rawHeaders.filter((value, index) => index % 2 === 0 && value.toLowerCase() === 'host').length;
    const host = req.headers.host;
    const hostRefused =
      hostHeaders > 1 || !isValidHost(host) || (host !== undefined && !!allowedHosts?.length && !isAllowedHost(host, allowedHosts));
    // `/API/..`, `/api\..`, `/api%2f..`: whatever could be read as the API must pass its guard.
    const apiLike = /^\/api(?![A-Za-z0-9_.~-])/i.test(req.url) && apiTargetOf(req.url) === null;
    if (req.httpVersionMajor !== 1 || hostRefused || !req.url.startsWith('/') || apiLike) {
      sendError(res, 400);
      return;
    }
    next();
  };
}

/** Escapes that a backend may decode into a separator, a dot segment or another escape. */
const DANGEROUS_ESCAPE = /%(?:2e|2f|5c|25|00)/i;

/**
 * The request target to forward to the backend, or `null` when its path leaves `/api/`
 * Takes the raw target as received (`req.originalUrl`, path-as-is, with its
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
