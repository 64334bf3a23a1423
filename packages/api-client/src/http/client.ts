import ky, { HTTPError, TimeoutError, type KyInstance, type Options } from 'ky';
import type * as z from 'zod/v4/core';
import { config } from '../config';
import { ApiError, extractors, withoutTokens, type MessageExtractor } from '../errors';
import { authCalls } from '../calls/auth';
import { clearSession, getAccessToken, getRefreshToken, readSession, saveTokens } from '../session';
import { waitForStorage, withTabLock } from './tabLock';
import { noteDateHeader } from '../serverClock';
import { readAnswer, type AnswerSchema, type SchemaRef } from './answer';

/**
 * The ky instance every endpoint goes through (spec p1 §4, §7; docs/architecture.md "How a request flows").
 *
 * - prefix `/api` unless configured (an absolute URL in Node tests);
 * - 15 s time-out per attempt;
 * - `Authorization: Bearer <access>` read from the session on every attempt;
 * - on a 401: one refresh shared by every waiting request of every tab (no racing refreshes), then
 *   the request is repeated once with the new token. Only a refused refresh (401/403) ends the
 *   session (listeners see reason `expired` and the app returns to login); a transient failure
 *   keeps the tokens and fails the waiting requests with their catalogue error;
 * - no retries of its own: TanStack Query is the one retry layer.
 */
export interface HttpSettings {
  /** Base URL of the API. @default '/api' */
  prefixUrl: string;
  /** Per-attempt time-out in ms. @default 15000 */
  timeoutMs: number;
}

/** Paths whose 401 means "wrong credentials", not "token expired". */
const NO_REFRESH = new Set<string>([authCalls.login, authCalls.refreshToken, authCalls.logout].map((call) => call.path.slice(1)));

/** The Web Locks name under which one tab at a time refreshes. */
export const REFRESH_LOCK = 'imperio.refresh';

let settings: HttpSettings = { prefixUrl: config.api.prefix, timeoutMs: config.api.timeoutMs };
let instance: KyInstance | undefined;
let refreshInFlight: Promise<string> | null = null;

// A refresh cut short by a reload or a navigation away is not an answer from the server.
let unloading = false;
globalThis.addEventListener?.('pagehide', () => {
  unloading = true;
});
globalThis.addEventListener?.('pageshow', () => {
  unloading = false;
});

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

/** The server refused the refresh token (401/403): the session is over and has been cleared. */
export class RefreshRefusedError extends Error {
  constructor(message = 'refresh refused') {
    super(message);
    this.name = 'RefreshRefusedError';
  }
}

/**
 * The refresh did not get an answer it could use: 5xx, an answer that is not JSON or has no
 * `access`, a dropped connection, a time-out or an abort. The tokens are kept; the next call
 * that meets a 401 refreshes again.
 */
export class RefreshUnavailableError extends Error {
  readonly reason: 'http' | 'parse' | 'network' | 'timeout' | 'aborted';
  readonly status: number;
  constructor(reason: RefreshUnavailableError['reason'], status = 0, cause?: unknown) {
    super(`refresh unavailable (${reason}${status ? ` ${status}` : ''})`, { cause });
    this.name = 'RefreshUnavailableError';
    this.reason = reason;
    this.status = status;
  }
}

function hasAnySessionKey(): boolean {
  return Boolean(getAccessToken() || getRefreshToken() || readSession());
}

/**
 * How long a tab waits for another tab's tokens to reach its storage, in ms: localStorage syncs
 * between processes asynchronously, and a browser-session copy arrives over the session channel.
 */
const STORAGE_SYNC_MS = 750;

/** One refresh call, made while this tab holds the cross-tab lock. */
async function refreshUnderLock(seenAccess: string | null, seenRefresh: string | null, contended: boolean): Promise<string> {
  const changed = () => getRefreshToken() !== seenRefresh || getAccessToken() !== seenAccess;
  // Another tab held the lock first: it has probably refreshed, and its tokens may still be on
  // their way to this tab's storage. Give them a moment rather than spend a rotated token.
  if (contended) await waitForStorage(changed, STORAGE_SYNC_MS);
  // Re-read after acquiring the lock: another tab may have refreshed while this one waited.
  const refresh = getRefreshToken();
  const access = getAccessToken();
  if (!refresh) {
    if (hasAnySessionKey()) clearSession('expired');
    throw new RefreshRefusedError('no refresh token');
  }
  if (access && (refresh !== seenRefresh || access !== seenAccess)) return access;

  let response: Response;
  try {
    response = await ky.post(authCalls.refreshToken.path.slice(1), {
      prefixUrl: absolutePrefix(settings.prefixUrl),
      json: { refresh },
      timeout: settings.timeoutMs,
      retry: 0,
      throwHttpErrors: false,
    });
  } catch (error) {
    if (unloading || (error instanceof DOMException && error.name === 'AbortError')) {
      throw new RefreshUnavailableError('aborted', 0, error);
    }
    if (error instanceof TimeoutError) throw new RefreshUnavailableError('timeout', 0, error);
    throw new RefreshUnavailableError('network', 0, error);
  }

  if (response.status === 401 || response.status === 403) {
    // Refused: the session is over, unless another tab rotated or replaced the token meanwhile
    // (its write may still be on its way to this tab's storage).
    await waitForStorage(() => getRefreshToken() !== refresh, STORAGE_SYNC_MS);
    if (getRefreshToken() === refresh) {
      clearSession('expired');
      throw new RefreshRefusedError(`refresh answered ${response.status}`);
    }
    const replaced = getAccessToken();
    if (replaced) return replaced;
    throw new RefreshRefusedError(`refresh answered ${response.status}`);
  }
  if (!response.ok) throw new RefreshUnavailableError('http', response.status);

  let body: { access?: unknown; refresh?: unknown } | null;
  try {
    body = (await response.json()) as typeof body;
  } catch (error) {
    throw new RefreshUnavailableError(unloading ? 'aborted' : 'parse', response.status, error);
  }
  if (!body || typeof body.access !== 'string' || !body.access) throw new RefreshUnavailableError('parse', response.status);
  // A logout (or another login) while the call was out: the answer belongs to no stored session.
  if (getRefreshToken() !== refresh || !readSession()) {
    const current = getAccessToken();
    if (current && readSession()) return current;
    throw new RefreshRefusedError('session ended during the refresh');
  }
  saveTokens(body.access, typeof body.refresh === 'string' && body.refresh ? body.refresh : undefined);
  return body.access;
}

/**
 * Exchanges the stored refresh token for a new access token (spec p1 §4).
 * Every caller in this tab shares one promise; across tabs a Web Lock lets one tab call the
 * server and the others read its result from storage (if the stored tokens changed while a tab
 * waited for the lock, it uses them without a call).
 * @param staleAccess the access token the server just refused @default the stored one
 * @returns the access token to use now
 * @throws RefreshRefusedError when the server refused (401/403; the session is cleared);
 *   RefreshUnavailableError for a transient failure (the session is kept)
 */
export function refreshAccessToken(staleAccess?: string | null): Promise<string> {
  if (refreshInFlight) return refreshInFlight;
  const seenAccess = staleAccess ?? getAccessToken();
  const seenRefresh = getRefreshToken();
  refreshInFlight = withTabLock(REFRESH_LOCK, (contended) => refreshUnderLock(seenAccess, seenRefresh, contended)).finally(() => {
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
        // Every answer's Date header keeps the countdowns on the server's clock (serverClock.ts).
        (_request, _options, response) => noteDateHeader(response.headers.get('Date')),
        async (request, _options, response, state) => {
          if (response.status !== 401 || state.retryCount > 0 || isNoRefresh(request.url)) return;
          const sent = request.headers.get('Authorization')?.replace(/^Bearer /, '');
          const current = getAccessToken();
          // Another request already refreshed while this one was in flight: just repeat it.
          if (current && sent && current !== sent) return ky.retry({ delay: 0, code: 'TOKEN_REFRESHED' });
          if (!getRefreshToken()) return;
          try {
            await refreshAccessToken(sent ?? null);
          } catch (error) {
            // Transient: the caller gets its catalogue error and the session stays.
            if (error instanceof RefreshUnavailableError) throw error;
            return; // refused: the session is cleared; the 401 goes on to the caller
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

// When an answer's schema loads and when the answer is parsed: answer.ts (the performance policy).
export type { AnswerSchema, SchemaRef };

export interface RequestOptions<S extends AnswerSchema> {
  method?: 'get' | 'post' | 'patch' | 'put' | 'delete';
  /** A relative path: a call's template filled (`calls/call.ts` `pathOf`). */
  path: string;
  /**
   * The zod schema (classic or mini) the answer must satisfy, or its pick from the lazily loaded
   * answer schemas (`answer.ts`); omit for calls whose answer is not read.
   */
  schema?: SchemaRef<S>;
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

function cleanParams(params: RequestOptions<AnswerSchema>['searchParams']) {
  if (!params) return undefined;
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') out[key] = String(value);
  }
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
 *   `timeout`, `network` (also: the schemas' chunk did not load), or `parse` (the answer is not
 *   JSON or not of the schema's shape).
 */
export async function request<S extends AnswerSchema = AnswerSchema>(options: RequestOptions<S>): Promise<z.output<S>> {
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
    if (error instanceof RefreshUnavailableError) {
      throw new ApiError({ kind: error.reason === 'timeout' ? 'timeout' : 'network', status: 0, fallbackKey, cause: error });
    }
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError({ kind: 'network', fallbackKey, cause: error });
  }
  if (!schema) return undefined as z.output<S>;
  return readAnswer(response, schema, fallbackKey);
}

/** Sends a call whose answer is not read. @throws ApiError as {@link request} does */
export async function send(options: Omit<RequestOptions<AnswerSchema>, 'schema'>): Promise<void> {
  await request(options);
}
