import { describe, expect, it } from 'vitest';
import { http as mswHttp, HttpResponse } from 'msw';
import { server } from '@imperio/mocks/node';
import { api, authSettings, clock, DEMO_CREDENTIALS, recordRequests } from '@imperio/mocks';
import { clearLogoutNotice, hasLogoutNotice, login, logout } from './auth';
import { routes } from '../routes';
import { readSession, SESSION_KEYS } from '../session';

/** Logout always revokes, or says it could not. */

async function refreshStatus(refresh: string): Promise<number> {
  const answer = await fetch(`http://localhost/api/${routes.auth.refresh}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ refresh }),
  });
  return answer.status;
}

describe('logout', () => {
  it('with a valid access token revokes the refresh token and leaves no notice', async () => {
    await login(DEMO_CREDENTIALS);
    const refresh = localStorage.getItem(SESSION_KEYS.refresh)!;
    expect(await logout()).toBe('revoked');
    expect(readSession()).toBeNull();
    expect(hasLogoutNotice()).toBe(false);
    expect(await refreshStatus(refresh)).toBe(401);
  });

  it('with an expired access token refreshes first, then revokes the current refresh token', async () => {
    await login(DEMO_CREDENTIALS);
    const first = localStorage.getItem(SESSION_KEYS.refresh)!;
    clock.advance(authSettings.accessTtlMs + 1000);
    const log = recordRequests(server);
    let rotated = '';
    server.events.on('response:mocked', async ({ request, response }) => {
      if (request.url.endsWith(routes.auth.refresh)) rotated = ((await response.clone().json()) as { refresh: string }).refresh;
    });
    expect(await logout()).toBe('revoked');
    server.events.removeAllListeners();
    log.stop();
    expect(rotated).toMatch(/^mock-refresh\./);
    expect(log.requests.map((request) => request.path)).toEqual([routes.auth.logout, routes.auth.refresh, routes.auth.logout]);
    expect(readSession()).toBeNull();
    expect(Object.keys(localStorage)).toEqual([]);
    // Neither the first token nor the rotated one buys an access token any more.
    expect(await refreshStatus(first)).toBe(401);
    expect(await refreshStatus(rotated)).toBe(401);
  });

  it('when the server cannot be reached, clears locally and leaves a notice for the login screen', async () => {
    await login(DEMO_CREDENTIALS);
    server.use(mswHttp.post(api(routes.auth.logout), () => HttpResponse.error()));
    expect(await logout()).toBe('local');
    expect(readSession()).toBeNull();
    expect(hasLogoutNotice()).toBe(true);
    // The next login forgets it.
    server.resetHandlers();
    await login(DEMO_CREDENTIALS);
    expect(hasLogoutNotice()).toBe(false);
  });

  it('when the access token expired and the refresh is unreachable, still clears and says so', async () => {
    await login(DEMO_CREDENTIALS);
    clock.advance(authSettings.accessTtlMs + 1000);
    server.use(mswHttp.post(api(routes.auth.refresh), () => HttpResponse.json({ detail: 'down' }, { status: 503 })));
    expect(await logout()).toBe('local');
    expect(readSession()).toBeNull();
    expect(hasLogoutNotice()).toBe(true);
    clearLogoutNotice();
  });

  it('a 500 from the revoke is "not reached"; a refused refresh means nothing is left to revoke', async () => {
    await login(DEMO_CREDENTIALS);
    server.use(mswHttp.post(api(routes.auth.logout), () => HttpResponse.json({ detail: 'boom' }, { status: 500 })));
    expect(await logout()).toBe('local');
    clearLogoutNotice();
    server.resetHandlers();

    await login(DEMO_CREDENTIALS);
    clock.advance(authSettings.accessTtlMs + 1000);
    server.use(mswHttp.post(api(routes.auth.refresh), () => HttpResponse.json({ detail: 'no' }, { status: 401 })));
    expect(await logout()).toBe('revoked');
    expect(hasLogoutNotice()).toBe(false);
    expect(readSession()).toBeNull();
  });
});
