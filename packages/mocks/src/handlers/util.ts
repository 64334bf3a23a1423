import { HttpResponse, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw';
import { clock } from '../clock';
import { db } from '../db';
import type { UserRecord } from '../db/users';
import { advanceUniverse } from '../universe';

/** MSW path for a route of the api-client's table: matches in the worker, Node and over HTTP. */
export function api(route: string): string {
  return `*/api/${route}`;
}

/**
 * Mock auth settings, as a SimpleJWT backend is configured:
 * - `accessTtlMs`: access tokens expire after this many ms (SimpleJWT's 5 min; the demo server
 *   reads `IMPERIO_DEMO_ACCESS_TTL_S`);
 * - `rotateRefreshTokens`: a refresh answers a new refresh token too (`ROTATE_REFRESH_TOKENS`);
 * - `blacklistAfterRotation`: the refresh token just used is refused from then on
 *   (`BLACKLIST_AFTER_ROTATION`). Both on by default, so the client is tested against the
 *   strictest common backend (issue 15 items 6 and 10).
 */
export const authSettings = { accessTtlMs: 5 * 60_000, rotateRefreshTokens: true, blacklistAfterRotation: true };

/** 128 random bits as hex, from the platform's CSPRNG (browser and Node alike). */
export function randomSecret(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The access tokens this run of the mock issued, token → user and expiry (ms). A token is valid
 * only if it is here: its visible user id and expiry are a convenience for people reading logs,
 * never trusted, so `mock-access.2.99999999999999.x` names nobody (issue 15 item 6).
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
  const header = request.headers.get('Authorization') ?? '';
  if (!header.startsWith('Bearer ')) return null;
  const claims = issuedAccess.get(header.slice('Bearer '.length));
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

/** Reads a JSON body, or `{}` when the body is empty or not JSON. */
export async function jsonBody<T = Record<string, unknown>>(request: Request): Promise<Partial<T>> {
  try {
    const body = (await request.json()) as unknown;
    return body && typeof body === 'object' ? body : {};
  } catch {
    return {};
  }
}

/** Answers a list as a plain array or, when `listStyle.paginated`, as `{count, results}`. */
export const listStyle = { paginated: false };
export function list<T>(items: T[]) {
  return listStyle.paginated
    ? HttpResponse.json({ count: items.length, next: null, previous: null, results: items } as never)
    : HttpResponse.json(items as never);
}
