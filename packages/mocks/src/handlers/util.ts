import { HttpResponse, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw';
import type { z } from 'zod';
import { safeParse } from 'zod/mini';
import { clock } from '../clock';
import { db } from '../db';
import type { UserRecord } from '../db/users';
import { advanceUniverse } from '../universe';

/** MSW path for a route of the api-client's table: matches in the worker, Node and over HTTP. */
export function api(route: string): string {
  return `*/api/${route}`;
}

/**
 * Mock auth settings, as a careful SimpleJWT backend is configured (docs/backend.md "Tokens"):
 * - `accessTtlMs`: access tokens expire after this many ms (SimpleJWT's 5 min; the demo server
 *   reads `IMPERIO_DEMO_ACCESS_TTL_S`);
 * - `refreshTtlMs`: refresh tokens expire after this many ms (SimpleJWT's 7 days);
 * - `refreshGraceMs`: for this long after a rotation the used refresh token answers the same
 *   successor again, so a tab whose refresh answer was lost (reloaded mid-request) stays signed
 *   in; replayed later, it revokes its whole family (OAuth 2.0 Security BCP, refresh token reuse
 *   detection). The demo server reads `IMPERIO_DEMO_REFRESH_GRACE_S` (default 30 s);
 * - `rotateRefreshTokens`: a refresh answers a new refresh token too (`ROTATE_REFRESH_TOKENS`);
 * - `blacklistAfterRotation`: the refresh token just used is refused after the grace
 *   (`BLACKLIST_AFTER_ROTATION`). Both on by default, so the client is tested against the
 *   strictest common backend;
 * - `loginFailures` / `loginWindowMs`: that many failed logins per username and client within
 *   the window are answered 429 with `Retry-After` (a password cannot be guessed at speed).
 */
export const authSettings = {
  accessTtlMs: 5 * 60_000,
  refreshTtlMs: 7 * 86_400_000,
  refreshGraceMs: 30_000,
  rotateRefreshTokens: true,
  blacklistAfterRotation: true,
  loginFailures: 5,
  loginWindowMs: 60_000,
};

/** 128 random bits as hex, from the platform's CSPRNG (browser and Node alike). */
export function randomSecret(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The access tokens this run of the mock issued, token → user and expiry (ms). A token is valid
 * only if it is here: its visible user id and expiry are a convenience for people reading logs,
 * never trusted, so `mock-access.2.99999999999999.x` names nobody.
 */
const issuedAccess = new Map<string, { userId: number; expires: number }>();
const MAX_ISSUED = 10_000;

/** Makes an unguessable access token for `userId`, valid for `authSettings.accessTtlMs`. */
export function issueAccessToken(userId: number): string {
  const expires = clock.now() + authSettings.accessTtlMs;
  const token = `mock-access.${userId}.${expires}.${randomSecret()}`;
  if (issuedAccess.size >= MAX_ISSUED) {
    // Forget expired tokens first, then the oldest: the map stays bounded on a long-running demo.
    for (const [key, claims] of issuedAccess) if (claims.expires <= clock.now()) issuedAccess.delete(key);
    while (issuedAccess.size >= MAX_ISSUED) issuedAccess.delete(issuedAccess.keys().next().value!);
  }
  issuedAccess.set(token, { userId, expires });
  return token;
}

/**
 * Ends an access token before its expiry (logout): it is forgotten, so it is refused from then
 * on. The issued-token map is the allow-list, so dropping it is the denylist SimpleJWT keeps
 * until the token's expiry, with nothing left to expire.
 */
export function revokeAccessToken(token: string): void {
  issuedAccess.delete(token);
}

/**
 * The header in which the demo's HTTP server names the client (its address); the server drops
 * any such header a client sends. Absent in the browser worker, where there is one client.
 */
export const DEMO_CLIENT_HEADER = 'x-imperio-demo-client';

/** The bearer token of a request, or null when there is none. */
export function bearerToken(request: Request): string | null {
  const header = request.headers.get('Authorization') ?? '';
  return header.startsWith('Bearer ') ? header.slice('Bearer '.length) : null;
}

/** Makes an unguessable refresh token for `userId` (the caller stores it in `db.refreshTokens`). */
export function newRefreshToken(userId: number): string {
  return `mock-refresh.${userId}.${randomSecret()}`;
}

/** The 401 a JWT backend sends for a missing, expired or forged token. */
export function unauthorized() {
  return HttpResponse.json({ detail: 'Given token not valid for any token type', code: 'token_not_valid' }, { status: 401 });
}

/** Reads the bearer token; returns the user or null when missing, expired, unknown or forged. */
export function userFromRequest(request: Request): UserRecord | null {
  const token = bearerToken(request);
  const claims = token ? issuedAccess.get(token) : undefined;
  if (!claims || claims.expires <= clock.now()) return null;
  return db.users.findFirst((q) => q.where({ id: claims.userId })) ?? null;
}

type AuthedResolver<Params extends PathParams> = (
  info: Parameters<HttpResponseResolver<Params, DefaultBodyType>>[0] & { user: UserRecord },
) => ReturnType<HttpResponseResolver<Params, DefaultBodyType>>;

/**
 * Wraps a resolver: brings the universe up to now, answers 401 without a valid token, and
 * passes the user on.
 */
export function authed<Params extends PathParams = PathParams>(resolver: AuthedResolver<Params>) {
  return (async (info) => {
    await advanceUniverse();
    const user = userFromRequest(info.request);
    if (!user) return unauthorized();
    return resolver({ ...info, user });
  }) as HttpResponseResolver<Params, DefaultBodyType>;
}

/** DRF's field errors: field (dotted path for nested ones, `non_field_errors` for the body) → messages. */
export type FieldErrors = Record<string, string[]>;

/** One zod issue in the words a Spanish DRF backend uses. */
function drfMessage(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'Este campo es requerido.';
      if (issue.input === null) return 'Este campo no puede ser nulo.';
      if (issue.expected === 'int') return 'Introduzca un número entero válido.';
      if (issue.expected === 'number') return 'Se requiere un número válido.';
      if (issue.expected === 'boolean') return 'Se requiere un valor booleano válido.';
      if (issue.expected === 'string') return 'Se requiere una cadena de texto válida.';
      if (issue.expected === 'array') return 'Se esperaba una lista de elementos.';
      return 'Tipo de dato no válido.';
    case 'too_big':
      if (issue.origin === 'string') return `Asegúrese de que este campo no tenga más de ${issue.maximum} caracteres.`;
      if (issue.origin === 'array') return `Asegúrese de que este campo no tenga más de ${issue.maximum} elementos.`;
      return `Asegúrese de que este valor sea menor o igual a ${issue.maximum}.`;
    case 'too_small':
      if (issue.origin === 'string') return 'Este campo no puede estar en blanco.';
      if (issue.origin === 'array') return 'Esta lista no puede estar vacía.';
      return `Asegúrese de que este valor sea mayor o igual a ${issue.minimum}.`;
    case 'invalid_value':
      return `«${String(issue.input).slice(0, 40)}» no es una elección válida.`;
    case 'invalid_format':
      return issue.format === 'datetime' ? 'Formato de fecha y hora no válido.' : 'Formato no válido.';
    case 'invalid_union':
      return 'Valor no válido.';
    default:
      return issue.message;
  }
}

/**
 * Turns zod issues into DRF's error body: `{"field": ["…"]}`, nested fields by dotted path
 * (`ships.0.sc`), a body that is not an object under `non_field_errors`.
 */
export function fieldErrors(error: z.core.$ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : 'non_field_errors';
    (errors[key] ??= []).push(drfMessage(issue));
  }
  return errors;
}

/** The 400 of an invalid body, in DRF's shape. */
export function badRequest(errors: FieldErrors) {
  return HttpResponse.json(errors, { status: 400 });
}

/**
 * Reads and validates a write's JSON body with the api-client's request schema for the call
 * (`@imperio/api-client/schemas/requests`), the one check every write handler makes before it
 * changes anything. An empty body reads as `{}`; a body that is not JSON is a 400.
 * @returns `{ok: true, data}` (the schema's output) or `{ok: false, response}`: a 400 with DRF
 *   field errors, never a 500
 */
export async function validBody<S extends z.core.$ZodType>(
  request: Request,
  schema: S,
  /** Checks of the server's own (a recipient exists…) on the raw body, reported with the schema's, first. */
  check?: (body: Record<string, unknown>) => FieldErrors,
): Promise<{ ok: true; data: z.output<S> } | { ok: false; response: ReturnType<typeof badRequest> }> {
  let body: unknown = {};
  const text = await request.text().catch(() => '');
  if (text.trim()) {
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      return { ok: false, response: badRequest({ non_field_errors: ['JSON mal formado.'] }) };
    }
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    return { ok: false, response: badRequest({ non_field_errors: ['Se esperaba un objeto JSON.'] }) };
  }
  // reportInput: the messages tell a missing field from a wrong one, and name a refused choice.
  const parsed = safeParse(schema, body, { reportInput: true });
  const errors = { ...check?.(body as Record<string, unknown>), ...(parsed.success ? {} : fieldErrors(parsed.error)) };
  if (parsed.success && !Object.keys(errors).length) return { ok: true, data: parsed.data };
  return { ok: false, response: badRequest(errors) };
}

/** Answers a list as a plain array or, when `listStyle.paginated`, as `{count, results}`. */
export const listStyle = { paginated: false };
export function list<T>(items: T[]): HttpResponse<T[] | { count: number; next: null; previous: null; results: T[] }> {
  // Typed by the items, so a handler of the call table (`mockRoute`) is checked against its answer.
  const body = listStyle.paginated ? { count: items.length, next: null, previous: null, results: items } : items;
  return HttpResponse.json(body);
}
