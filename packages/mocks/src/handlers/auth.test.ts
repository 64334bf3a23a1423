import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clock, db, DEMO_CREDENTIALS, DEMO_USER_ID, OTHER_PLAYERS, resetUniverse } from '../index';
import { storeRefreshToken } from './auth';
import { authSettings, issueAccessToken } from './util';

/**
 * The demo's auth over MSW's node server: tokens cannot be forged, refresh tokens rotate with a
 * reuse grace and family revocation, expire, logout ends both tokens; passwords are hashed and
 * logins throttled.
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

  it('rotates the refresh token; the used one answers the same successor within the grace', async () => {
    const { refresh } = await demoLogin();
    const first = await post('auth/token/refresh/', { refresh });
    expect(first.status).toBe(200);
    const rotated = (await first.json()) as { access: string; refresh: string };
    expect(rotated.refresh).toMatch(/^mock-refresh\./);
    expect(rotated.refresh).not.toBe(refresh);
    expect(await whoAmI(rotated.access)).toBe(200);
    clock.advance(authSettings.refreshGraceMs - 1000);
    const again = await post('auth/token/refresh/', { refresh });
    expect(again.status).toBe(200);
    const replay = (await again.json()) as { access: string; refresh: string };
    expect(replay.refresh).toBe(rotated.refresh);
    expect(await whoAmI(replay.access)).toBe(200);
    expect((await post('auth/token/refresh/', { refresh: rotated.refresh })).status).toBe(200);
  });

  it('keeps a tab signed in when it reloads after its refresh answer was lost', async () => {
    // The tab sends its stored refresh token, the answer never arrives (reload), and the
    // reloaded tab sends the same stored token again: 3 reloads, each must stay signed in.
    let loggedOut = 0;
    for (let reload = 0; reload < 3; reload++) {
      const { refresh } = await demoLogin();
      await post('auth/token/refresh/', { refresh }); // answer lost
      clock.advance(2000);
      if ((await post('auth/token/refresh/', { refresh })).status !== 200) loggedOut++;
    }
    expect(loggedOut).toBe(0);
  });

  it('revokes the whole family when a rotated token is replayed after the grace (reuse detection)', async () => {
    const { refresh } = await demoLogin();
    const rotated = (await (await post('auth/token/refresh/', { refresh })).json()) as { refresh: string };
    const next = (await (await post('auth/token/refresh/', { refresh: rotated.refresh })).json()) as { refresh: string };
    clock.advance(authSettings.refreshGraceMs + 1000);
    expect((await post('auth/token/refresh/', { refresh })).status).toBe(401);
    expect((await post('auth/token/refresh/', { refresh: next.refresh })).status).toBe(401);
    expect((await post('auth/token/refresh/', { refresh: rotated.refresh })).status).toBe(401);
    // Another session of the same commander is another family, untouched.
    const other = await demoLogin();
    expect((await post('auth/token/refresh/', { refresh: other.refresh })).status).toBe(200);
  });

  it('expires refresh tokens after 7 days', async () => {
    const { refresh } = await demoLogin();
    clock.advance(7 * 86_400_000 + 1000);
    expect((await post('auth/token/refresh/', { refresh })).status).toBe(401);
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

  it('ends the access token at logout, not at its expiry', async () => {
    const { access, refresh } = await demoLogin();
    expect(await whoAmI(access)).toBe(200);
    expect((await post('auth/logout/', { refresh }, access)).status).toBe(205);
    expect(await whoAmI(access)).toBe(401);
  });

  it("revokes only the caller's own refresh token", async () => {
    const mine = await demoLogin();
    const stored = db.users.findFirst((q) => q.where({ id: OTHER_PLAYERS[0].id }))!;
    const theirs = await storeRefreshToken(stored.id);
    const answer = await post('auth/logout/', { refresh: theirs }, mine.access);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ refresh: [expect.any(String)] });
    expect((await post('auth/token/refresh/', { refresh: theirs })).status).toBe(200);
  });
});

describe('demo passwords and the login throttle', () => {
  beforeEach(async () => {
    await resetUniverse();
  });

  it('stores passwords hashed, and only the demo commander has a known one', async () => {
    for (const user of db.users.findMany()) {
      expect(user.password).toMatch(/^pbkdf2-sha256\$\d+\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
      expect(user.password).not.toContain('imperio');
    }
    for (const player of OTHER_PLAYERS) {
      expect((await post('auth/login/', { username: player.username, password: 'imperio' })).status).toBe(401);
    }
    expect((await post('auth/login/', DEMO_CREDENTIALS)).status).toBe(200);
  });

  it('signs the rivals in with the password a test rig names, read at every seeding and not only the first', async () => {
    // The universe was seeded (before this test) without a named password: naming one now must
    // still count, as it does for a test file that runs after others in the same worker.
    vi.stubEnv('IMPERIO_DEMO_RIVAL_PASSWORD', 'imperio');
    try {
      await resetUniverse();
      expect((await post('auth/login/', { username: 'nova', password: 'imperio' })).status).toBe(200);
    } finally {
      vi.unstubAllEnvs();
    }
    await resetUniverse();
    expect((await post('auth/login/', { username: 'nova', password: 'imperio' })).status).toBe(401);
  });

  it('answers 429 with Retry-After after 5 failures a minute, per username and client', async () => {
    const wrong = { username: 'demo', password: 'nope' };
    for (let i = 0; i < authSettings.loginFailures; i++) expect((await post('auth/login/', wrong)).status).toBe(401);
    const throttled = await post('auth/login/', DEMO_CREDENTIALS);
    expect(throttled.status).toBe(429);
    const wait = Number(throttled.headers.get('Retry-After'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await throttled.json()).toMatchObject({ detail: expect.any(String) });
    // Another username from the same client is not held back.
    expect((await post('auth/login/', { username: 'nova', password: 'x' })).status).toBe(401);
    clock.advance(wait * 1000);
    expect((await post('auth/login/', DEMO_CREDENTIALS)).status).toBe(200);
  });

  it('refuses a wrongly typed login body with field errors, not a 500', async () => {
    const answer = await post('auth/login/', { username: 42, password: ['x'] });
    expect(answer.status).toBe(400);
    expect(Object.keys((await answer.json()) as object).sort()).toEqual(['password', 'username']);
  });
});
