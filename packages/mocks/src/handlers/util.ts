import { HttpResponse, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw';
import { clock } from '../clock';
import { db } from '../db';
import type { UserRecord } from '../db/users';
import { advanceUniverse } from '../universe';

/** MSW path for a route of the api-client's table: matches in the worker, Node and over HTTP. */
export function api(route: string): string {
  return `*/api/${route}`;
}

/** Mock auth settings: access tokens expire after `accessTtlMs` (a JWT backend's 5 min). */
export const authSettings = { accessTtlMs: 5 * 60_000 };

/** Makes an access token that names its user and expiry, like a JWT's claims. */
export function issueAccessToken(userId: number): string {
  const nonce = Math.random().toString(36).slice(2, 10);
  return `mock-access.${userId}.${clock.now() + authSettings.accessTtlMs}.${nonce}`;
}

/** The 401 a JWT backend sends for a missing, expired or forged token. */
export function unauthorized() {
  return HttpResponse.json(
    { detail: 'Given token not valid for any token type', code: 'token_not_valid' },
    { status: 401 },
  );
}

/** Reads the bearer token; returns the user or null when missing, expired or unknown. */
export function userFromRequest(request: Request): UserRecord | null {
  const header = request.headers.get('Authorization') ?? '';
  const match = /^Bearer mock-access\.(\d+)\.(\d+)\.\w+$/.exec(header);
  if (!match) return null;
  const [, id, expires] = match;
  if (Number(expires) <= clock.now()) return null;
  return db.users.findFirst((q) => q.where({ id: Number(id) })) ?? null;
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
    return body && typeof body === 'object' ? (body as Partial<T>) : {};
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
