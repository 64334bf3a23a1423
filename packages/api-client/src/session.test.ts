import { describe, expect, it, vi } from 'vitest';
import { http as mswHttp, HttpResponse } from 'msw';
import { server } from '@imperio/mocks/node';
import { api, DEMO_CREDENTIALS } from '@imperio/mocks';
import { login, logout } from './endpoints/auth';
import { routes } from './routes';
import { readSession, saveSession, SESSION_KEYS, subscribeSession } from './session';

describe('session storage', () => {
  it('login stores access, refresh and user under the documented keys', async () => {
    await login(DEMO_CREDENTIALS);
    expect(localStorage.getItem(SESSION_KEYS.access)).toMatch(/^mock-access\./);
    expect(localStorage.getItem(SESSION_KEYS.refresh)).toMatch(/^mock-refresh\./);
    expect(JSON.parse(localStorage.getItem(SESSION_KEYS.user)!)).toMatchObject({ id: 1, display_name: 'Almirante Demo' });
  });

  it('logout posts the refresh token and clears all three keys even when the server fails', async () => {
    await login(DEMO_CREDENTIALS);
    const refresh = localStorage.getItem(SESSION_KEYS.refresh);
    let posted: unknown;
    server.use(
      mswHttp.post(api(routes.auth.logout), async ({ request }) => {
        posted = await request.json();
        return HttpResponse.json({ detail: 'boom' }, { status: 500 });
      }),
    );
    await logout();
    expect(posted).toEqual({ refresh });
    expect(readSession()).toBeNull();
    for (const key of Object.values(SESSION_KEYS)) expect(localStorage.getItem(key)).toBeNull();
  });

  it('logout revokes the refresh token in the demo backend', async () => {
    await login(DEMO_CREDENTIALS);
    const refresh = localStorage.getItem(SESSION_KEYS.refresh)!;
    await logout();
    const answer = await fetch('http://localhost/api/auth/token/refresh/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh }),
    });
    expect(answer.status).toBe(401);
  });

  it('tells listeners about changes here and in other tabs', () => {
    const listener = vi.fn();
    const stop = subscribeSession(listener);
    saveSession({ access: 'a', refresh: 'r', user: { id: 7 } });
    expect(listener).toHaveBeenLastCalledWith(expect.objectContaining({ access: 'a' }), 'login');
    // Another tab removes the token: the browser fires a storage event here.
    localStorage.removeItem(SESSION_KEYS.access);
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_KEYS.access }));
    expect(listener).toHaveBeenLastCalledWith(null, 'external');
    stop();
    saveSession({ access: 'b', refresh: 'r', user: { id: 7 } });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('treats a corrupt stored user as no session', () => {
    localStorage.setItem(SESSION_KEYS.access, 'a');
    localStorage.setItem(SESSION_KEYS.refresh, 'r');
    localStorage.setItem(SESSION_KEYS.user, '{not json');
    expect(readSession()).toBeNull();
  });

  it('reads no session when the stored user is not a user (no id, an array, an empty id)', () => {
    for (const user of ['{"username":"demo"}', '[{"id":1}]', '{"id":""}', 'null']) {
      localStorage.setItem(SESSION_KEYS.access, 'a');
      localStorage.setItem(SESSION_KEYS.refresh, 'r');
      localStorage.setItem(SESSION_KEYS.user, user);
      expect(readSession(), user).toBeNull();
    }
    localStorage.setItem(SESSION_KEYS.user, '{"id":1,"display_name":"Almirante Demo"}');
    expect(readSession()?.user).toEqual({ id: 1, display_name: 'Almirante Demo' });
    localStorage.clear();
  });
});
