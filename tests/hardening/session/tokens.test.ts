import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../helpers';

/**
 * Forged and rotated tokens against the built server in demo mode (`node dist-server/index.mjs`):
 * demo tokens cannot be forged, refresh tokens rotate and the used one is refused, and
 * `IMPERIO_DEMO_ACCESS_TTL_S` still sets the access-token lifetime.
 */
const PORT = 31151;
const SHORT_TTL_PORT = 31152;
let server: RunningServer;

beforeAll(async () => {
  // Nova's password is random unless a rig names one; these tests sign in as her too.
  server = await startServer(PORT, { IMPERIO_DEMO_RIVAL_PASSWORD: 'imperio' });
});
afterAll(async () => {
  await server?.stop();
});

async function post(origin: string, path: string, body: unknown): Promise<Response> {
  return fetch(`${origin}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
}

async function login(origin: string, username = 'demo'): Promise<{ access: string; refresh: string; user: { id: number } }> {
  const answer = await post(origin, '/api/auth/login/', { username, password: 'imperio' });
  expect(answer.status).toBe(200);
  return (await answer.json()) as { access: string; refresh: string; user: { id: number } };
}

const status = async (origin: string, path: string, token: string) =>
  (await fetch(`${origin}${path}`, { headers: { Authorization: `Bearer ${token}` } })).status;

describe('item 6: demo tokens cannot be forged', () => {
  it('accepts 0 forged tokens, for any commander, on any call', async () => {
    const demo = await login(server.origin);
    const other = await login(server.origin, 'nova');
    expect(await status(server.origin, '/api/galaxy/planets/?owner=me', demo.access)).toBe(200);
    const hex = other.access.split('.').at(-1)!;
    const forged = [
      'mock-access.2.99999999999999.x',
      'mock-access.1.99999999999999.x',
      `mock-access.${other.user.id}.99999999999999.${hex}`, // a real nonce with a new expiry
      demo.access.replace(/^mock-access\.\d+\./, `mock-access.${other.user.id}.`), // another commander
      `${demo.access.slice(0, -4)}0000`,
      demo.refresh, // a refresh token is not an access token
      'mock-access.1.99999999999999.' + '0'.repeat(32),
    ];
    const paths = [
      '/api/galaxy/planets/?owner=me',
      '/api/messages/',
      '/api/research/user/',
      '/api/notifications/counts/',
      '/api/resources/summary/',
    ];
    let accepted = 0;
    for (const token of forged) for (const path of paths) if ((await status(server.origin, path, token)) !== 401) accepted++;
    expect(accepted).toBe(0);
  });
});

describe('refresh rotation with a reuse grace (docs/backend.md "Tokens")', () => {
  it('answers a new refresh token; the used one answers the same successor within the grace', async () => {
    const { refresh } = await login(server.origin);
    const first = await post(server.origin, '/api/auth/token/refresh/', { refresh });
    expect(first.status).toBe(200);
    const rotated = (await first.json()) as { access: string; refresh: string };
    expect(rotated.refresh).not.toBe(refresh);
    expect(await status(server.origin, '/api/messages/', rotated.access)).toBe(200);
    const again = await post(server.origin, '/api/auth/token/refresh/', { refresh });
    expect(((await again.json()) as { refresh: string }).refresh).toBe(rotated.refresh);
    expect((await post(server.origin, '/api/auth/token/refresh/', { refresh: rotated.refresh })).status).toBe(200);
  });
});

describe('IMPERIO_DEMO_ACCESS_TTL_S', () => {
  it('still sets how long an access token lives', async () => {
    const short = await startServer(SHORT_TTL_PORT, { IMPERIO_DEMO_ACCESS_TTL_S: '1' });
    try {
      const { access, refresh } = await login(short.origin);
      expect(await status(short.origin, '/api/messages/', access)).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(await status(short.origin, '/api/messages/', access)).toBe(401);
      const renewed = (await (await post(short.origin, '/api/auth/token/refresh/', { refresh })).json()) as { access: string };
      expect(await status(short.origin, '/api/messages/', renewed.access)).toBe(200);
    } finally {
      await short.stop();
    }
  });
});
