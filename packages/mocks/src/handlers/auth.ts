import { http, HttpResponse } from 'msw';
import { routes } from '@imperio/api-client';
import { db } from '../db';
import { publicUser } from '../db/users';
import { advanceUniverse } from '../universe';
import { api, authed, issueAccessToken, jsonBody } from './util';

/**
 * Auth as a JWT backend answers it (spec p1 §7.1): login, refresh, logout (revokes the refresh
 * token), the auth root probe and the profile update.
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
    const refresh = `mock-refresh.${user.id}.${Math.random().toString(36).slice(2)}`;
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
    return HttpResponse.json({ access: issueAccessToken(stored.user_id) });
  }),

  http.post(api(routes.auth.logout), async ({ request }) => {
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
