import { http, HttpResponse } from 'msw';
import { routes } from '@imperio/api-client';
import { db } from '../db';
import { publicUser } from '../db/users';
import { advanceUniverse } from '../universe';
import { api, authed, authSettings, issueAccessToken, jsonBody, newRefreshToken, unauthorized, userFromRequest } from './util';

/**
 * Auth as a SimpleJWT backend answers it (spec p1 §7.1): login, refresh (rotating and
 * blacklisting the used refresh token per `authSettings`), logout (revokes the refresh token),
 * the auth root probe and the profile update. Tokens are random (see `issueAccessToken`).
 */
export const authHandlers = [
  http.get(api(routes.auth.root), () => HttpResponse.json({ status: 'ok' })),

  http.post(api(routes.auth.login), async ({ request }) => {
    await advanceUniverse();
    const body = await jsonBody<{ username: string; password: string }>(request);
    const missing: Record<string, string[]> = {};
    if (!body.username) missing.username = ['Este campo es requerido.'];
    if (!body.password) missing.password = ['Este campo es requerido.'];
    if (Object.keys(missing).length) return HttpResponse.json(missing, { status: 400 });
    const user = db.users.findFirst((q) => q.where({ username: body.username, password: body.password }));
    if (!user) {
      return HttpResponse.json({ detail: 'No se encontró una cuenta activa con esas credenciales' }, { status: 401 });
    }
    const refresh = newRefreshToken(user.id);
    await db.refreshTokens.create({ token: refresh, user_id: user.id, revoked: false });
    return HttpResponse.json({ user: publicUser(user), access: issueAccessToken(user.id), refresh });
  }),

  http.post(api(routes.auth.refresh), async ({ request }) => {
    await advanceUniverse();
    const { refresh } = await jsonBody<{ refresh: string }>(request);
    const stored = refresh ? db.refreshTokens.findFirst((q) => q.where({ token: refresh })) : undefined;
    if (!stored || stored.revoked) {
      return HttpResponse.json({ detail: 'El token es inválido o ha expirado', code: 'token_not_valid' }, { status: 401 });
    }
    const access = issueAccessToken(stored.user_id);
    if (!authSettings.rotateRefreshTokens) return HttpResponse.json({ access });
    const rotated = newRefreshToken(stored.user_id);
    await db.refreshTokens.create({ token: rotated, user_id: stored.user_id, revoked: false });
    if (authSettings.blacklistAfterRotation) {
      await db.refreshTokens.update((q) => q.where({ token: refresh! }), {
        data(token) {
          token.revoked = true;
        },
      });
    }
    return HttpResponse.json({ access, refresh: rotated });
  }),

  http.post(api(routes.auth.logout), async ({ request }) => {
    await advanceUniverse();
    // As DRF authenticates before any view: a bearer token that is sent but expired or unknown
    // is refused with 401 even here, so a client must refresh before it can revoke (item 11).
    if (request.headers.has('Authorization') && !userFromRequest(request)) return unauthorized();
    const { refresh } = await jsonBody<{ refresh: string }>(request);
    if (refresh) {
      await db.refreshTokens.update((q) => q.where({ token: refresh }), {
        data(token) {
          token.revoked = true;
        },
      });
    }
    return new HttpResponse(null, { status: 205 });
  }),

  http.patch(
    api(routes.auth.profile),
    authed(async ({ request, user }) => {
      const changes = await jsonBody<Record<string, unknown>>(request);
      const allowed = ['display_name', 'empire_name', 'timezone', 'language', 'vacation_mode', 'vacation_until'] as const;
      const updated = await db.users.update(user, {
        data(record) {
          for (const key of allowed) {
            if (key in changes) (record as Record<string, unknown>)[key] = changes[key];
          }
        },
      });
      return HttpResponse.json(publicUser(updated ?? user));
    }),
  ),
];
