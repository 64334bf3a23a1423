import { describe, expect, it, vi } from 'vitest';
import { http as mswHttp, HttpResponse, delay } from 'msw';
import { server } from '@imperio/mocks/node';
import { api, authSettings, clock, DEMO_CREDENTIALS, recordRequests } from '@imperio/mocks';
import { configureHttp, request } from './client';
import { setAnswerTurn } from './answer';
import { login } from '../endpoints/auth';
import { getOwnPlanets } from '../endpoints/planets';
import { ApiError } from '../errors';
import { routes } from '../routes';
import { readSession, saveSession, subscribeSession } from '../session';
import { planetListSchema } from '../schemas/planet';

async function loggedIn() {
  await login(DEMO_CREDENTIALS);
}

describe('refresh-on-401', () => {
  it('refreshes once for many concurrent 401s and repeats each request once', async () => {
    await loggedIn();
    clock.advance(authSettings.accessTtlMs + 1000); // the access token has expired
    const log = recordRequests(server);
    const results = await Promise.all(Array.from({ length: 100 }, () => getOwnPlanets()));
    log.stop();
    expect(results.every((planets) => planets.length === 3)).toBe(true);
    expect(log.count('POST', routes.auth.refresh)).toBe(1);
    expect(log.count('GET', routes.galaxy.planets)).toBe(200);
  });

  it('clears the session and reports expiry when the refresh fails', async () => {
    await loggedIn();
    clock.advance(authSettings.accessTtlMs + 1000);
    server.use(mswHttp.post(api(routes.auth.refresh), () => HttpResponse.json({ detail: 'x' }, { status: 401 })));
    const reasons: string[] = [];
    const stop = subscribeSession((_s, reason) => reasons.push(reason));
    await expect(getOwnPlanets()).rejects.toMatchObject({ status: 401 });
    stop();
    expect(readSession()).toBeNull();
    expect(reasons).toContain('expired');
  });

  it('does not loop when the refreshed token is refused too', async () => {
    await loggedIn();
    let calls = 0;
    let refreshes = 0;
    server.use(
      mswHttp.get(api(routes.galaxy.planets), () => {
        calls++;
        return HttpResponse.json({ detail: 'no' }, { status: 401 });
      }),
      mswHttp.post(api(routes.auth.refresh), () => {
        refreshes++;
        return HttpResponse.json({ access: 'mock-access.1.99999999999999.abc' });
      }),
    );
    await expect(getOwnPlanets()).rejects.toBeInstanceOf(ApiError);
    expect(calls).toBe(2);
    expect(refreshes).toBe(1);
  });

  it('never refreshes on a login 401 and shows the server text', async () => {
    const error = await login({ username: 'demo', password: 'wrong' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).serverMessage).toMatch(/credenciales/);
    expect((error as ApiError).fallbackKey).toBe('errors:login');
  });
});

describe('request', () => {
  it('sends the bearer token read from the session', async () => {
    saveSession({ access: 'tok-a', refresh: 'r', user: { id: 1 } });
    let header: string | null = null;
    server.use(
      mswHttp.get(api(routes.galaxy.planets), ({ request: req }) => {
        header = req.headers.get('Authorization');
        return HttpResponse.json([]);
      }),
    );
    await getOwnPlanets();
    expect(header).toBe('Bearer tok-a');
  });

  it('accepts a plain list and a {results} page alike', async () => {
    server.use(mswHttp.get(api(routes.galaxy.planets), () => HttpResponse.json({ count: 1, results: [{ id: 9 }] })));
    expect(await request({ path: routes.galaxy.planets, schema: planetListSchema, fallbackKey: 'k' })).toEqual([
      expect.objectContaining({ id: 9 }),
    ]);
    server.use(mswHttp.get(api(routes.galaxy.planets), () => HttpResponse.json([{ id: 8 }])));
    expect(await request({ path: routes.galaxy.planets, schema: planetListSchema, fallbackKey: 'k' })).toEqual([
      expect.objectContaining({ id: 8 }),
    ]);
  });

  it('turns a malformed answer into a parse error', async () => {
    server.use(mswHttp.get(api(routes.galaxy.planets), () => new HttpResponse('{"a":', { status: 200 })));
    await expect(getOwnPlanets()).rejects.toMatchObject({ kind: 'parse', fallbackKey: 'errors:planets.list' });
    server.use(mswHttp.get(api(routes.galaxy.planets), () => HttpResponse.json({ nope: 1 })));
    await expect(getOwnPlanets()).rejects.toMatchObject({ kind: 'parse' });
  });

  it('hands an answer over only once the configured answer turn has come', async () => {
    server.use(mswHttp.get(api(routes.galaxy.planets), () => HttpResponse.json([{ id: 7 }])));
    let letThrough = () => {};
    const turns: string[] = [];
    setAnswerTurn(
      () =>
        new Promise<void>((resolve) => {
          turns.push('asked');
          letThrough = resolve;
        }),
    );
    try {
      let answer: unknown;
      const pending = request({ path: routes.galaxy.planets, schema: planetListSchema, fallbackKey: 'k' }).then(
        (value) => (answer = value),
      );
      await vi.waitFor(() => expect(turns).toEqual(['asked']));
      // The response is in, the turn has not come: nothing is handed over yet.
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(answer).toBeUndefined();
      letThrough();
      await pending;
      expect(answer).toEqual([expect.objectContaining({ id: 7 })]);
    } finally {
      setAnswerTurn(undefined);
    }
  });

  it('gives up after the time-out', async () => {
    configureHttp({ timeoutMs: 50 });
    server.use(
      mswHttp.get(api(routes.galaxy.planets), async () => {
        await delay(500);
        return HttpResponse.json([]);
      }),
    );
    try {
      await expect(getOwnPlanets()).rejects.toMatchObject({ kind: 'timeout' });
    } finally {
      configureHttp({ timeoutMs: 15_000 });
    }
  });

  it('reports a dropped connection as a network error', async () => {
    server.use(mswHttp.get(api(routes.galaxy.planets), () => HttpResponse.error()));
    await expect(getOwnPlanets()).rejects.toMatchObject({ kind: 'network', status: 0 });
  });

  it('never puts a token in an error message', async () => {
    saveSession({ access: 'secret-token-123', refresh: 'secret-refresh', user: { id: 1 } });
    server.use(mswHttp.post(api(routes.auth.refresh), () => HttpResponse.json({}, { status: 401 })));
    const error = (await getOwnPlanets().catch((e: unknown) => e)) as ApiError;
    expect(String(error.message)).not.toMatch(/secret/);
    vi.restoreAllMocks();
  });

  it('removes tokens a server echoes in its error message', async () => {
    saveSession({ access: 'mock-access.1.99999999999999.secretx', refresh: 'refresh-secret-456', user: { id: 1 } });
    server.use(
      mswHttp.get(api(routes.galaxy.planets), ({ request: req }) =>
        HttpResponse.json({ detail: `${req.headers.get('Authorization')} rechazado; refresh refresh-secret-456` }, { status: 403 }),
      ),
    );
    const error = (await getOwnPlanets().catch((e: unknown) => e)) as ApiError;
    expect(error.serverMessage).toBe('Bearer … rechazado; refresh …');
    expect(error.message).not.toMatch(/secret/);
  });
});
