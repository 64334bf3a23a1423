import { ApiError } from '../errors';
import { refreshAccessToken, RefreshRefusedError } from '../http/client';
import { call } from '../calls/call';
import { authCalls } from '../calls/auth';
import type { LoginResponse } from '../schemas/user';
import { clearSession, getAccessToken, getRefreshToken, saveSession } from '../session';
import { loadLoginSchema } from '../schemas/load';

// When the login's light answer schema loads: schemas/load.ts (the login screen prefetches it).
export { loadLoginSchema };

/**
 * POST /auth/login/ (spec p1 §7.1). Stores access, refresh and user on success.
 * @param options.remember the login screen's 'Recordarme': true (the default) keeps the session
 *   in localStorage, false for this browser session only (see `saveSession`)
 * @throws ApiError; a 400/401 carries the server's `message`/`detail`, default 'Error al iniciar sesión'.
 */
export async function login(credentials: { username: string; password: string }, options?: { remember?: boolean }): Promise<LoginResponse> {
  const { loginAnswerSchema } = await loadLoginSchema();
  // The table's answer is the full `loginResponseSchema`; this route parses with the light one.
  const answer = await call(authCalls.login, { body: credentials, schema: loginAnswerSchema });
  clearLogoutNotice();
  saveSession(answer, options);
  return answer;
}

/** What a logout achieved: `revoked` on the server too, or `local` (the server could not be reached). */
export type LogoutOutcome = 'revoked' | 'local';

/** sessionStorage key that tells the login screen the last logout could not reach the server. */
export const LOGOUT_NOTICE_KEY = 'imperio.logout_unrevoked';

function tabStorage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/** True when this tab's last logout could not revoke the session on the server. */
export function hasLogoutNotice(): boolean {
  return tabStorage()?.getItem(LOGOUT_NOTICE_KEY) === '1';
}

/** Forgets the notice of {@link hasLogoutNotice} (once shown, or at the next login). */
export function clearLogoutNotice(): void {
  tabStorage()?.removeItem(LOGOUT_NOTICE_KEY);
}

async function revoke(refresh: string): Promise<void> {
  await call(authCalls.logout, { body: { refresh } });
}

/** A 4xx other than 401 means the server will not honour this token any more: nothing to revoke. */
function tokenIsDead(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'http' && error.status >= 400 && error.status < 500 && error.status !== 401;
}

/**
 * POST /auth/logout/ with the refresh token, then clears the session whatever the answer
 * (spec p1 §4). When the server refuses the call because the access token has
 * expired (401), the session is refreshed first and the revoke is sent again with the current
 * (possibly rotated) refresh token. When the server cannot be reached, the session is still
 * cleared here and the login screen says so ({@link hasLogoutNotice}). Never throws.
 * @returns `revoked` when the server no longer honours the refresh token, else `local`
 */
export async function logout(): Promise<LogoutOutcome> {
  let outcome: LogoutOutcome = 'revoked';
  try {
    const refresh = getRefreshToken();
    if (refresh) {
      // The access token the revoke carries: if a screen's call has refreshed meanwhile, the
      // refresh below uses that result instead of spending another (rotated) refresh token.
      const sentAccess = getAccessToken();
      try {
        await revoke(refresh);
      } catch (error) {
        if (!(error instanceof ApiError && error.kind === 'http' && error.status === 401)) throw error;
        try {
          await refreshAccessToken(sentAccess);
        } catch (refreshError) {
          // The server refused the refresh token: it is already worthless.
          if (refreshError instanceof RefreshRefusedError) return outcome;
          throw refreshError;
        }
        await revoke(getRefreshToken() ?? refresh);
      }
    }
  } catch (error) {
    if (!tokenIsDead(error)) outcome = 'local';
  } finally {
    if (outcome === 'local') tabStorage()?.setItem(LOGOUT_NOTICE_KEY, '1');
    else clearLogoutNotice();
    clearSession('logout');
  }
  return outcome;
}
