import ky, { HTTPError, TimeoutError, type KyInstance, type Options } from 'ky';
import type { z } from 'zod';
import { config } from '../config';
import { ApiError, extractors, type MessageExtractor } from '../errors';
import { routes } from '../routes';
import { clearSession, getAccessToken, getRefreshToken, saveTokens } from '../session';

/**
 * The ky instance every endpoint goes through (spec p1 §4, §7; ARCHITECTURE "data flow").
 *
 * - prefix `/api` unless configured (an absolute URL in Node tests);
 * - 15 s time-out per attempt;
 * - `Authorization: Bearer <access>` read from the session on every attempt;
 * - on a 401: one refresh per request, shared by every request that is waiting for it, then the
 *   request is repeated once with the new token; if the refresh fails the session is cleared
 *   (listeners see reason `expired` and the app returns to login);
 * - no retries of its own: TanStack Query is the one retry layer.
 */
export interface HttpSettings {
  /** Base URL of the API. @default '/api' */
  prefixUrl: string;
  /** Per-attempt time-out in ms. @default 15000 */
  timeoutMs: number;
}

/** Paths whose 401 means "wrong credentials", not "token expired". */
const NO_REFRESH = new Set<string>([routes.auth.login, routes.auth.refresh, routes.auth.logout]);

let settings: HttpSettings = { prefixUrl: config.api.prefix, timeoutMs: config.api.timeoutMs };
let instance: KyInstance | undefined;
let refreshInFlight: Promise<string> | null = null;

function isNoRefresh(url: string): boolean {
  const path = new URL(url, 'http://x').pathname;
  for (const route of NO_REFRESH) if (path.endsWith(`/${route}`)) return true;
  return false;
}

/** Resolves a prefix that may be relative (`/api`) against the page, as ky requires in browsers. */
function absolutePrefix(prefix: string): string {
  if (/^https?:/.test(prefix)) return prefix.replace(/\/?$/, '/');
  const origin = globalThis.location?.origin ?? 'http://localhost';
  return new URL(prefix.replace(/\/?$/, '/'), origin).toString();
}

/**
 * Exchanges the stored refresh token for a new access token. Concurrent callers share one
 * request. Resolves with the new access token; rejects (after clearing the session) otherwise.
 */
export function refreshAccessToken(): Promise<string> {
  if (refreshInFlight) return refreshInFlight;
  const refresh = getRefreshToken();
  refreshInFlight = (async () => {
    if (!refresh) throw new Error('no refresh token');
    const body = await ky
      .post(routes.auth.refresh, {
        prefixUrl: absolutePrefix(settings.prefixUrl),
        json: { refresh },
        timeout: settings.timeoutMs,
        retry: 0,
      })
      .json<{ access?: unknown; refresh?: unknown }>();
    if (typeof body.access !== 'string' || !body.access) throw new Error('refresh answer without access');
    saveTokens(body.access, typeof body.refresh === 'string' ? body.refresh : undefined);
    return body.access;
  })()
    .catch((error: unknown) => {
      clearSession('expired');
      throw error;
    })
    .finally(() => {
      refreshInFlight = null;
    });
  return refreshInFlight;
}

function build(): KyInstance {
  return ky.create({
    prefixUrl: absolutePrefix(settings.prefixUrl),
    timeout: settings.timeoutMs,
    // One forced retry is allowed, for the repeat after a refresh; nothing else is retried here.
    retry: { limit: 1, shouldRetry: () => false },
    hooks: {
      beforeRequest: [
        (request) => {
          const token = getAccessToken();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
          else request.headers.delete('Authorization');
        },
      ],
      afterResponse: [
        async (request, _options, response, state) => {
          if (response.status !== 401 || state.retryCount > 0 || isNoRefresh(request.url)) return;
          const sent = request.headers.get('Authorization')?.replace(/^Bearer /, '');
          const current = getAccessToken();
          // Another request already refreshed while this one was in flight: just repeat it.
          if (current && sent && current !== sent) return ky.retry({ delay: 0, code: 'TOKEN_REFRESHED' });
          if (!getRefreshToken()) return;
          try {
            await refreshAccessToken();
          } catch {
            return; // the session is cleared; the 401 goes on to the caller
          }
          return ky.retry({ delay: 0, code: 'TOKEN_REFRESHED' });
        },
      ],
    },
  });
}

/** Changes the prefix or time-out (the app at start, tests with an absolute URL). */
export function configureHttp(next: Partial<HttpSettings>): void {
  settings = { ...settings, ...next };
  instance = undefined;
}

/** The configured ky instance. */
export function http(): KyInstance {
  instance ??= build();
  return instance;
}

/** Current settings (read-only copy). */
export function httpSettings(): HttpSettings {
  return { ...settings };
}

export interface RequestOptions<S extends z.ZodType> {
  method?: 'get' | 'post' | 'patch' | 'put' | 'delete';
  /** A path from `routes`. */
  path: string;
  /** The zod schema the answer must satisfy; omit for calls whose answer is not read. */
  schema?: S;
  /** i18n key of the catalogue's default text for this call, e.g. `errors:planets.list`. */
  fallbackKey: string;
  /** How to find the server's message in an error body. @default extractors.standard */
  extract?: MessageExtractor;
  searchParams?: Record<string, string | number | boolean | undefined | null>;
  json?: unknown;
  /** Per-call time-out in ms (the start-up probes use 5000). */
  timeoutMs?: number;
  signal?: AbortSignal;
}

function cleanParams(params: RequestOptions<z.ZodType>['searchParams']) {
  if (!params) return undefined;
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') out[key] = String(value);
  }
  return out;
}

/**
 * Removes any token from a server text before it can reach the screen or a log (issue 11
 * "Tokens"): a backend that echoes the bearer token in its 401 message must not display it.
 */
export function withoutTokens(text: string | undefined, tokens: Array<string | null | undefined>): string | undefined {
  if (!text) return text;
  let out = text;
  for (const token of tokens) if (token && token.length >= 8) out = out.split(token).join('…');
  // Anything still shaped like a bearer header or a JWT goes too.
  out = out.replace(/Bearer\s+\S+/gi, 'Bearer …').replace(/\beyJ[\w-]+\.[\w-]+\.[\w-]+/g, '…');
  return out;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Sends one call and returns its parsed answer.
 * @returns the answer parsed by `schema` (or `undefined` without a schema)
 * @throws ApiError with kind `http` (a non-2xx answer; `serverMessage` by `extract`),
 *   `timeout`, `network`, or `parse` (the answer is not JSON or not of the schema's shape).
 */
export async function request<S extends z.ZodType = z.ZodUnknown>(options: RequestOptions<S>): Promise<z.output<S>> {
  const { method = 'get', path, schema, fallbackKey, extract = extractors.standard } = options;
  const kyOptions: Options = {
    method,
    searchParams: cleanParams(options.searchParams),
    json: options.json,
    signal: options.signal,
  };
  if (options.timeoutMs) kyOptions.timeout = options.timeoutMs;
  let response: Response;
  try {
    response = await http()(path, kyOptions);
  } catch (error) {
    if (error instanceof HTTPError) {
      const body = await readBody(error.response).catch(() => undefined);
      const sent = error.request.headers.get('Authorization')?.replace(/^Bearer /, '');
      throw new ApiError({
        kind: 'http',
        status: error.response.status,
        body,
        serverMessage: withoutTokens(extract(body), [sent, getAccessToken(), getRefreshToken()]),
        fallbackKey,
        cause: error,
      });
    }
    if (error instanceof TimeoutError) throw new ApiError({ kind: 'timeout', fallbackKey, cause: error });
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError({ kind: 'network', fallbackKey, cause: error });
  }
  if (!schema) return undefined as z.output<S>;
  const text = await response.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch (cause) {
    throw new ApiError({ kind: 'parse', status: response.status, body: text, fallbackKey, cause });
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new ApiError({ kind: 'parse', status: response.status, body: data, fallbackKey, cause: parsed.error });
  }
  return parsed.data;
}

/** Sends a call whose answer is not read. @throws ApiError as {@link request} does */
export async function send(options: Omit<RequestOptions<z.ZodType>, 'schema'>): Promise<void> {
  await request(options);
}
