import { request } from '../http/client';
import { routes } from '../routes';
import { loginResponseSchema, userSchema, type LoginResponse, type ProfileUpdate, type User } from '../schemas/user';
import { clearSession, getRefreshToken, readSession, saveSession, saveUser } from '../session';

/**
 * POST /auth/login/ (spec p1 §7.1). Stores access, refresh and user on success.
 * @throws ApiError; a 400/401 carries the server's `message`/`detail`, default 'Error al iniciar sesión'.
 */
export async function login(credentials: { username: string; password: string }): Promise<LoginResponse> {
  const answer = await request({
    method: 'post',
    path: routes.auth.login,
    json: credentials,
    schema: loginResponseSchema,
    fallbackKey: 'errors:login',
  });
  saveSession(answer);
  return answer;
}

/**
 * POST /auth/logout/ with the refresh token, then clears the session whatever the answer
 * (spec p1 §4). Never throws.
 */
export async function logout(): Promise<void> {
  const refresh = getRefreshToken();
  try {
    if (refresh) await request({ method: 'post', path: routes.auth.logout, json: { refresh }, fallbackKey: 'errors:generic' });
  } catch {
    // the server may already consider the token gone; the local session goes regardless
  } finally {
    clearSession('logout');
  }
}

/**
 * PATCH /auth/profile/ (spec p1 §7.1, p2 §7). Stores the returned user locally, which announces
 * the change app-wide through the session listeners.
 * @throws ApiError, default 'Error al actualizar el perfil'.
 */
export async function updateProfile(changes: ProfileUpdate): Promise<User> {
  const user = await request({
    method: 'patch',
    path: routes.auth.profile,
    json: changes,
    schema: userSchema,
    fallbackKey: 'errors:profile.update',
  });
  const stored = readSession()?.user;
  saveUser({ ...stored, ...user });
  return user;
}
