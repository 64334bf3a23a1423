import { describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS, DEMO_USER_ID, OTHER_PLAYERS } from '../index';
import { authSettings, issueAccessToken } from './util';

/**
 * The demo's auth over MSW's node server (issue 15 item 6): tokens cannot be forged, refresh
 * tokens rotate and the used one is blacklisted, logout with a stale bearer is refused.
 */
const base = 'http://localhost/api/';

async function post(path: string, body: unknown, bearer?: string) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (bearer) headers.Authorization = `Bearer ${bearer}`;
  return fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
}

async function whoAmI(bearer: string): Promise<number> {
  const response = await fetch(`${base}galaxy/planets/?owner=me`, { headers: { Authorization: `Bearer ${bearer}` } });
  return response.status;
}

async function demoLogin(): Promise<{ access: string; refresh: string }> {
  const response = await post('auth/login/', DEMO_CREDENTIALS);
  expect(response.status).toBe(200);
  return (await response.json()) as { access: string; refresh: string };
}

describe('demo tokens', () => {
  it('refuses forged access tokens for any commander, accepts the issued one', async () => {
    const { access } = await demoLogin();
    expect(await whoAmI(access)).toBe(200);
    const otherId = OTHER_PLAYERS[0].id;
    const forged = [
      'mock-access.2.99999999999999.x',
      `mock-access.${otherId}.99999999999999.x`,
      `mock-access.${DEMO_USER_ID}.99999999999999.x`,
      access.replace(/^mock-access\.\d+\./, `mock-access.${otherId}.`),
      access.replace(/\.(\d+)\.(\w+)$/, '.99999999999999.$2'),
      access.slice(0, -1) + (access.endsWith('0') ? '1' : '0'),
    ];
    let accepted = 0;
    for (const token of forged) if ((await whoAmI(token)) !== 401) accepted++;
    expect(accepted).toBe(0);
  });

  it('issues tokens that cannot be guessed from each other', () => {
    const a = issueAccessToken(DEMO_USER_ID);
    const b = issueAccessToken(DEMO_USER_ID);
    expect(a).not.toBe(b);
    expect(a.split('.').at(-1)).toMatch(/^[0-9a-f]{32}$/);
  });

  it('rotates the refresh token and refuses the used one afterwards (SimpleJWT blacklist)', async () => {
    const { refresh } = await demoLogin();
    const first = await post('auth/token/refresh/', { refresh });
    expect(first.status).toBe(200);
    const rotated = (await first.json()) as { access: string; refresh: string };
    expect(rotated.refresh).toMatch(/^mock-refresh\./);
    expect(rotated.refresh).not.toBe(refresh);
    expect(await whoAmI(rotated.access)).toBe(200);
    expect((await post('auth/token/refresh/', { refresh })).status).toBe(401);
    expect((await post('auth/token/refresh/', { refresh: rotated.refresh })).status).toBe(200);
  });

  it('answers only an access token when rotation is off', async () => {
    authSettings.rotateRefreshTokens = false;
    try {
      const { refresh } = await demoLogin();
      const body = (await (await post('auth/token/refresh/', { refresh })).json()) as Record<string, unknown>;
      expect(Object.keys(body)).toEqual(['access']);
      expect((await post('auth/token/refresh/', { refresh })).status).toBe(200);
    } finally {
      authSettings.rotateRefreshTokens = true;
    }
  });

  it('refuses a logout sent with a stale bearer token, and revokes with a valid one', async () => {
    const { access, refresh } = await demoLogin();
    expect((await post('auth/logout/', { refresh }, 'mock-access.1.1000.stale')).status).toBe(401);
    expect((await post('auth/token/refresh/', { refresh })).status).toBe(200);
    const again = await demoLogin();
    expect((await post('auth/logout/', { refresh: again.refresh }, again.access)).status).toBe(205);
    expect((await post('auth/token/refresh/', { refresh: again.refresh })).status).toBe(401);
    expect(access).toMatch(/^mock-access\./);
  });
});
