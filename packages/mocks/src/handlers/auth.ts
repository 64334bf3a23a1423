import { http, HttpResponse } from 'msw';
import { routes } from '@imperio/api-client';
import { loginRequestSchema, logoutRequestSchema, profileUpdateSchema, refreshRequestSchema } from '@imperio/api-client/schemas/requests';
import { db } from '../db';
import { publicUser } from '../db/users';
import { advanceUniverse } from '../universe';
import { clock } from '../clock';
import { verifyPassword } from '../password';
import {
  api,
  authed,
  authSettings,
  bearerToken,
  DEMO_CLIENT_HEADER,
  issueAccessToken,
  newRefreshToken,
  randomSecret,
  revokeAccessToken,
  unauthorized,
  userFromRequest,
  validBody,
} from './util';

/** SimpleJWT's answer to a refresh token that is unknown, revoked or expired. */
const refreshRefused = () => HttpResponse.json({ detail: 'El token es inválido o ha expirado', code: 'token_not_valid' }, { status: 401 });

/**
 * Stores a new refresh token for `userId` in `family` (a new family when not given: a login),
 * valid for `authSettings.refreshTtlMs` of mock time.
 * @returns the token
 */
export async function storeRefreshToken(userId: number, family?: string): Promise<string> {
  const token = newRefreshToken(userId);
  await db.refreshTokens.create({
    token,
    user_id: userId,
    revoked: false,
    family: family ?? randomSecret(),
    expires_ms: clock.now() + authSettings.refreshTtlMs,
    successor: null,
    rotated_ms: null,
  });
  return token;
}

/** Revokes every refresh token of a family: a rotated token was replayed after its grace. */
async function revokeFamily(family: string): Promise<void> {
  await db.refreshTokens.updateMany((q) => q.where({ family }), { data: (token) => void (token.revoked = true) });
}

/**
 * The login throttle's verdict for a username from a client: how many seconds to wait, or 0.
 * Counts the failures of the last `authSettings.loginWindowMs` of mock time.
 */
function loginWait(key: string): number {
  const since = clock.now() - authSettings.loginWindowMs;
  const recent = db.loginFailures
    .findMany((q) => q.where({ key }))
    .map((failure) => failure.at_ms)
    .filter((at) => at > since)
    .sort((a, b) => a - b);
  if (recent.length < authSettings.loginFailures) return 0;
  // Free again when the oldest counted failure leaves the window.
  const freeAt = recent[recent.length - authSettings.loginFailures]! + authSettings.loginWindowMs;
  return Math.max(1, Math.ceil((freeAt - clock.now()) / 1000));
}

/**
 * Auth as a careful SimpleJWT backend answers it (spec p1 §7.1; docs/backend.md "Tokens"):
 * - login checks the PBKDF2 hash and is throttled per username and client (429 + Retry-After);
 * - refresh rotates the token; the used one answers the same successor within the grace, and
 *   replayed after it revokes its whole family; refresh tokens expire after 7 days;
 * - logout revokes the caller's own refresh token and ends the access token it was sent with;
 * - the auth root probe and the profile update.
 * Tokens are random (see `issueAccessToken`).
 */
export const authHandlers = [
  http.get(api(routes.auth.root), () => HttpResponse.json({ status: 'ok' })),

  http.post(api(routes.auth.login), async ({ request }) => {
    await advanceUniverse();
    const parsed = await validBody(request, loginRequestSchema);
    if (!parsed.ok) return parsed.response;
    const { username, password } = parsed.data;
    const key = `${username.toLowerCase()}|${request.headers.get(DEMO_CLIENT_HEADER) ?? 'browser'}`;
    const wait = loginWait(key);
    if (wait > 0) {
      return HttpResponse.json(
        { detail: `Demasiados intentos fallidos. Espera ${wait} s.`, code: 'throttled', retry_after: wait },
        { status: 429, headers: { 'Retry-After': String(wait) } },
      );
    }
    const user = db.users.findFirst((q) => q.where({ username }));
    if (!user || !(await verifyPassword(password, user.password))) {
      await db.loginFailures.create({ key, at_ms: clock.now() });
      return HttpResponse.json({ detail: 'No se encontró una cuenta activa con esas credenciales' }, { status: 401 });
    }
    db.loginFailures.deleteMany((q) => q.where({ key }));
    const refresh = await storeRefreshToken(user.id);
    return HttpResponse.json({ user: publicUser(user), access: issueAccessToken(user.id), refresh });
  }),

  http.post(api(routes.auth.refresh), async ({ request }) => {
    await advanceUniverse();
    const parsed = await validBody(request, refreshRequestSchema);
    if (!parsed.ok) return parsed.response;
    const { refresh } = parsed.data;
    const stored = db.refreshTokens.findFirst((q) => q.where({ token: refresh }));
    const now = clock.now();
    if (!stored || stored.revoked || stored.expires_ms <= now) return refreshRefused();
    if (!authSettings.rotateRefreshTokens) return HttpResponse.json({ access: issueAccessToken(stored.user_id) });
    if (stored.successor !== null && authSettings.blacklistAfterRotation) {
      // Used before: within the grace it is the same client whose answer was lost; after it, a
      // stolen copy is being replayed, so the whole family is revoked (reuse detection).
      if (now - (stored.rotated_ms ?? 0) > authSettings.refreshGraceMs) {
        await revokeFamily(stored.family);
        return refreshRefused();
      }
      const successor = db.refreshTokens.findFirst((q) => q.where({ token: stored.successor! }));
      if (!successor || successor.revoked || successor.expires_ms <= now) return refreshRefused();
      return HttpResponse.json({ access: issueAccessToken(stored.user_id), refresh: successor.token });
    }
    const rotated = await storeRefreshToken(stored.user_id, stored.family);
    await db.refreshTokens.update((q) => q.where({ token: refresh }), {
      data(token) {
        token.successor = rotated;
        token.rotated_ms = now;
      },
    });
    return HttpResponse.json({ access: issueAccessToken(stored.user_id), refresh: rotated });
  }),

  http.post(api(routes.auth.logout), async ({ request }) => {
    await advanceUniverse();
    // As DRF authenticates before any view: a bearer token that is sent but expired or unknown
    // is refused with 401 even here, so a client must refresh before it can revoke.
    const caller = userFromRequest(request);
    if (request.headers.has('Authorization') && !caller) return unauthorized();
    const parsed = await validBody(request, logoutRequestSchema);
    if (!parsed.ok) return parsed.response;
    const { refresh } = parsed.data;
    if (refresh) {
      const stored = db.refreshTokens.findFirst((q) => q.where({ token: refresh }));
      // Someone signed in cannot end another commander's session with a token they hold.
      if (stored && caller && stored.user_id !== caller.id) {
        return HttpResponse.json({ refresh: ['El token no pertenece a esta sesión.'] }, { status: 400 });
      }
      if (stored) await db.refreshTokens.update(stored, { data: (token) => void (token.revoked = true) });
    }
    const access = bearerToken(request);
    if (access) revokeAccessToken(access);
    return new HttpResponse(null, { status: 205 });
  }),

  http.patch(
    api(routes.auth.profile),
    authed(async ({ request, user }) => {
      const parsed = await validBody(request, profileUpdateSchema);
      if (!parsed.ok) return parsed.response;
      const changes = parsed.data;
      const updated = await db.users.update(user, {
        data(record) {
          for (const [key, value] of Object.entries(changes)) {
            if (value !== undefined) (record as Record<string, unknown>)[key] = value;
          }
        },
      });
      return HttpResponse.json(publicUser(updated ?? user));
    }),
  ),
];
