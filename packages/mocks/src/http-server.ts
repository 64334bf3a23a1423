import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { getResponse, type RequestHandler } from 'msw';
import { allHandlers } from './handlers';
import { authSettings, DEMO_CLIENT_HEADER } from './handlers/util';

// The refresh grace of the demo served over HTTP, in seconds (docs/backend.md "Tokens").
const graceS = Number(process.env.IMPERIO_DEMO_REFRESH_GRACE_S);
if (process.env.IMPERIO_DEMO_REFRESH_GRACE_S && Number.isFinite(graceS) && graceS >= 0) authSettings.refreshGraceMs = graceS * 1000;

export { startUniverseTimer, UNIVERSE_TIMER_MS, type UniverseTimer, type UniverseTimerOptions } from './universeTimer';

/** Methods the demo API answers; anything else is a 405 before a handler sees it. */
export const DEMO_API_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/** Options of {@link demoApiMiddleware}. */
export interface DemoApiOptions {
  /** Largest request body accepted, in bytes (default 1 MiB); a bigger one is a 413. */
  maxBodyBytes?: number;
  /** Where handler failures are reported (default `console.error`). */
  logError?: (message: string, error: unknown) => void;
  /** The handlers that answer (default: every handler of the contract). */
  handlers?: RequestHandler[];
}

/** The answer's JSON body and status when the demo cannot hand the request to a handler. */
class DemoHttpError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly code: string,
  ) {
    super(detail);
  }
}

/**
 * Throws away the rest of a refused body as it arrives, holding none of it, for five seconds at
 * most; then the connection is cut. (Closing at once could reset the connection before the
 * client reads the 413.)
 */
function discardRest(req: IncomingMessage): void {
  req.resume();
  const cut = setTimeout(() => req.destroy(), 5_000).unref();
  req.once('end', () => clearTimeout(cut));
}

/**
 * Reads a request body into memory, refusing (413) as soon as it passes `limit` bytes, whether
 * announced by Content-Length or streamed in chunks: at most `limit` bytes are ever held.
 * Takes the request and the limit in bytes; returns the body (empty for none); throws a
 * {@link DemoHttpError} 413 when too large, 400 when the client aborts or the stream fails.
 */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) {
    discardRest(req);
    return Promise.reject(new DemoHttpError(413, 'El cuerpo de la petición es demasiado grande.', 'payload_too_large'));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const fail = (error: DemoHttpError) => {
      req.removeAllListeners('data');
      discardRest(req);
      reject(error);
    };
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) fail(new DemoHttpError(413, 'El cuerpo de la petición es demasiado grande.', 'payload_too_large'));
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', () => fail(new DemoHttpError(400, 'Petición incompleta.', 'bad_request')));
  });
}

/**
 * Turns the Node request (with its whole path, `/api/...`) into a fetch `Request` the MSW handlers understand. The origin comes
 * from the Host header (the demo's paginated `next` links point back at it); a Host that is not
 * a valid `host[:port]` is a 400, as is a header undici refuses.
 */
function toFetchRequest(req: IncomingMessage, path: string, body: Buffer): Request {
  const method = req.method ?? 'GET';
  let url: URL;
  try {
    url = new URL(path, `http://${req.headers.host ?? '127.0.0.1'}`);
  } catch {
    throw new DemoHttpError(400, 'Petición mal formada.', 'bad_request');
  }
  const headers = new Headers();
  const raw = req.rawHeaders;
  for (let i = 0; i + 1 < raw.length; i += 2) {
    // Only the server says who the client is (the login throttle counts per client).
    if (raw[i]!.toLowerCase() === DEMO_CLIENT_HEADER) continue;
    try {
      headers.append(raw[i]!, raw[i + 1]!);
    } catch {
      throw new DemoHttpError(400, 'Cabecera no válida.', 'bad_request');
    }
  }
  headers.set(DEMO_CLIENT_HEADER, req.socket?.remoteAddress ?? 'unknown');
  const hasBody = method !== 'GET' && method !== 'HEAD' && body.length > 0;
  return new Request(url, { method, headers, body: hasBody ? new Uint8Array(body) : undefined });
}

/** Writes a JSON error answer unless the response has already started. */
function sendJsonError(res: ServerResponse, status: number, detail: string, code: string): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(JSON.stringify({ detail, code }));
}

/**
 * The demo `/api` over real HTTP (`pnpm start`, end-to-end tests): a Node/Express handler that
 * answers every row of the contract from the in-memory universe, with the same MSW handlers the
 * workbench uses (`getResponse`). Mount it on `/api` only. It never throws and never leaves a
 * request hanging:
 * - a method outside {@link DEMO_API_METHODS} is a 405 with `Allow`;
 * - a body over `maxBodyBytes` is a 413 (stream-limited), a malformed request a 400;
 * - a path no handler answers is a 404; a handler that throws is a 500, logged.
 * Takes {@link DemoApiOptions}; returns `(req, res) => Promise<void>` (the promise always
 * resolves). Every answer is JSON.
 */
export function demoApiMiddleware(options: DemoApiOptions = {}) {
  const limit = options.maxBodyBytes ?? 1024 * 1024;
  const handlers = options.handlers ?? allHandlers;
  const logError = options.logError ?? ((message: string, error: unknown) => console.error(message, error));
  return async function demoApi(req: IncomingMessage & { originalUrl?: string }, res: ServerResponse): Promise<void> {
    const method = req.method ?? 'GET';
    if (!(DEMO_API_METHODS as readonly string[]).includes(method)) {
      res.setHeader('Allow', DEMO_API_METHODS.join(', '));
      sendJsonError(res, 405, 'Método no permitido.', 'method_not_allowed');
      return;
    }
    try {
      const body = await readBody(req, limit);
      // Express strips the mount path from req.url; handlers match the whole `/api/...` path.
      const request = toFetchRequest(req, req.originalUrl ?? req.url ?? '/', body);
      const response = await getResponse(handlers, request);
      if (!response) {
        sendJsonError(res, 404, 'No encontrado.', 'not_found');
        return;
      }
      res.statusCode = response.status;
      response.headers.forEach((value, name) => res.appendHeader(name, value));
      if (!response.body || method === 'HEAD') {
        res.end();
        return;
      }
      Readable.fromWeb(response.body as import('node:stream/web').ReadableStream)
        .on('error', () => res.destroy())
        .pipe(res);
    } catch (error) {
      if (error instanceof DemoHttpError) {
        sendJsonError(res, error.status, error.detail, error.code);
        return;
      }
      logError(`[imperio] demo API: ${method} ${req.url ?? ''} failed`, error);
      sendJsonError(res, 500, 'Error interno del servidor.', 'server_error');
    }
  };
}
