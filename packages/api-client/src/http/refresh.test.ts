import { describe, expect, it } from 'vitest';
import { http as mswHttp, HttpResponse, delay } from 'msw';
import { server } from '@imperio/mocks/node';
import { api, authSettings, clock, DEMO_CREDENTIALS, recordRequests } from '@imperio/mocks';
import { configureHttp, refreshAccessToken, REFRESH_LOCK, RefreshRefusedError, RefreshUnavailableError } from './client';
import { withStorageLease } from './tabLock';
import { login } from '../endpoints/auth';
import { getOwnPlanets } from '../endpoints/planets';
import { ApiError } from '../errors';
import { routes } from '../routes';
import { readSession, SESSION_CHANNEL, SESSION_KEYS, subscribeSession, type SessionChangeReason } from '../session';

/**
 * Only a refused refresh (401/403) ends the session. Every transient failure
 * keeps the tokens, fails the waiting call with its catalogue error, and the next call
 * refreshes again. The single-refresh rules (one refresh for every tab at once) are checked here
 * with the storage lease.
 */

/** Logs in, lets the access token run out, and counts refresh calls and session changes. */
async function expiredSession(remember = true) {
  await login(DEMO_CREDENTIALS, { remember });
  clock.advance(authSettings.accessTtlMs + 1000);
  const log = recordRequests(server);
  const counts = {
    get refresh() {
      return log.count('POST', routes.auth.refresh);
    },
  };
  const reasons: SessionChangeReason[] = [];
  const stop = subscribeSession((_s, reason) => reasons.push(reason));
  const before = readSession();
  return {
    counts,
    reasons,
    before,
    done() {
      stop();
      log.stop();
    },
  };
}

const transient: Array<[string, () => Response | Promise<Response>, ApiError['kind']]> = [
  ['a 500', () => HttpResponse.json({ detail: 'boom' }, { status: 500 }), 'network'],
  ['a 503', () => HttpResponse.json({ detail: 'down' }, { status: 503 }), 'network'],
  [
    'an HTML page with 200',
    () => new HttpResponse('<html><body>Maintenance</body></html>', { status: 200, headers: { 'Content-Type': 'text/html' } }),
    'network',
  ],
  [
    'an HTML 502 from a proxy',
    () => new HttpResponse('<html>Bad gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
    'network',
  ],
  ['a 200 without access', () => HttpResponse.json({ refresh: 'x' }), 'network'],
  ['a 200 with an empty access', () => HttpResponse.json({ access: '' }), 'network'],
  ['a dropped connection', () => HttpResponse.error(), 'network'],
];

describe('a transient refresh failure keeps the session', () => {
  for (const [name, answer, kind] of transient) {
    it(`keeps the tokens after ${name}, fails the call with its catalogue error, and refreshes again next time`, async () => {
      const run = await expiredSession();
      server.use(mswHttp.post(api(routes.auth.refresh), answer));
      const error = (await getOwnPlanets().catch((e: unknown) => e)) as ApiError;
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ kind, status: 0, fallbackKey: 'errors:planets.list', serverMessage: undefined });
      expect(readSession()).toEqual(run.before);
      expect(run.reasons).toEqual([]);

      server.resetHandlers();
      expect(await getOwnPlanets()).toHaveLength(3);
      expect(run.counts.refresh).toBe(2);
      expect(readSession()?.access).not.toBe(run.before?.access);
      run.done();
    });
  }

  it('keeps the tokens after a refresh time-out', async () => {
    const run = await expiredSession();
    configureHttp({ timeoutMs: 300 });
    try {
      server.use(
        mswHttp.post(api(routes.auth.refresh), async () => {
          await delay(3000);
          return HttpResponse.json({ access: 'late' });
        }),
      );
      await expect(getOwnPlanets()).rejects.toMatchObject({ kind: 'timeout', fallbackKey: 'errors:planets.list' });
      expect(readSession()).toEqual(run.before);
      expect(run.reasons).toEqual([]);
    } finally {
      configureHttp({ timeoutMs: 15_000 });
      run.done();
    }
  });

  it('treats a refresh cut short by a reload as no result', async () => {
    const run = await expiredSession();
    server.use(
      mswHttp.post(api(routes.auth.refresh), () => {
        globalThis.dispatchEvent(new Event('pagehide'));
        return HttpResponse.error();
      }),
    );
    try {
      const error = await refreshAccessToken().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(RefreshUnavailableError);
      expect((error as RefreshUnavailableError).reason).toBe('aborted');
      expect(readSession()).toEqual(run.before);
      expect(run.reasons).toEqual([]);
    } finally {
      globalThis.dispatchEvent(new Event('pageshow'));
      run.done();
    }
  });
});

describe('a refused refresh ends the session', () => {
  for (const status of [401, 403]) {
    it(`clears the session on ${status} and the call gets its 401`, async () => {
      const run = await expiredSession();
      server.use(mswHttp.post(api(routes.auth.refresh), () => HttpResponse.json({ detail: 'no', code: 'token_not_valid' }, { status })));
      await expect(getOwnPlanets()).rejects.toMatchObject({ kind: 'http', status: 401 });
      expect(readSession()).toBeNull();
      for (const key of Object.values(SESSION_KEYS)) expect(localStorage.getItem(key)).toBeNull();
      expect(run.reasons).toContain('expired');
      run.done();
    });
  }

  it('rejects with RefreshRefusedError when called directly', async () => {
    const run = await expiredSession();
    server.use(mswHttp.post(api(routes.auth.refresh), () => HttpResponse.json({}, { status: 401 })));
    await expect(refreshAccessToken()).rejects.toBeInstanceOf(RefreshRefusedError);
    run.done();
  });
});

describe('one refresh for every tab', () => {
  it('stores the rotated refresh token and never stores tokens without the user', async () => {
    const run = await expiredSession();
    const oldRefresh = run.before!.refresh;
    await refreshAccessToken();
    expect(readSession()?.refresh).not.toBe(oldRefresh);

    // A logout lands while the refresh is out: the answer is dropped, nothing is half-stored.
    server.use(
      mswHttp.post(api(routes.auth.refresh), async () => {
        localStorage.clear();
        return HttpResponse.json({ access: 'orphan', refresh: 'orphan-refresh' });
      }),
    );
    await expect(refreshAccessToken()).rejects.toBeInstanceOf(RefreshRefusedError);
    expect(Object.keys(localStorage)).toEqual([]);
    run.done();
  });

  it('uses the tokens another tab stored while this one waited for the lock, without a call', async () => {
    const run = await expiredSession();
    let release!: () => void;
    const otherTab = withStorageLease(REFRESH_LOCK, () => new Promise<void>((resolve) => (release = resolve)));
    await delay(100); // the other tab holds the lease
    const waiting = refreshAccessToken();
    // The other tab finishes its refresh: new tokens in storage, then it releases the lease.
    localStorage.setItem(SESSION_KEYS.access, 'from-the-other-tab');
    localStorage.setItem(SESSION_KEYS.refresh, 'rotated-by-the-other-tab');
    release();
    await otherTab;
    expect(await waiting).toBe('from-the-other-tab');
    expect(run.counts.refresh).toBe(0);
    run.done();
  });

  it('without Recordarme, uses the tokens another tab sent over the session channel while this one waited', async () => {
    const run = await expiredSession(false);
    const otherTab = new BroadcastChannel(SESSION_CHANNEL);
    let release!: () => void;
    const holder = withStorageLease(REFRESH_LOCK, () => new Promise<void>((resolve) => (release = resolve)));
    await delay(100);
    const waiting = refreshAccessToken();
    // The other tab's refresh lands in its own sessionStorage; it sends the copy to the others.
    const rotated = { ...run.before!, access: 'from-the-other-tab', refresh: 'rotated-by-the-other-tab' };
    otherTab.postMessage({ type: 'set', mode: 'browser', session: rotated });
    release();
    await holder;
    expect(await waiting).toBe('from-the-other-tab');
    expect(sessionStorage.getItem(SESSION_KEYS.refresh)).toBe('rotated-by-the-other-tab');
    expect(run.counts.refresh).toBe(0);
    otherTab.close();
    run.done();
  });

  it('the storage lease lets one holder in at a time', async () => {
    let inside = 0;
    let most = 0;
    const task = async () => {
      inside++;
      most = Math.max(most, inside);
      await delay(30);
      inside--;
    };
    await Promise.all(Array.from({ length: 5 }, () => withStorageLease('test.lock', task)));
    expect(most).toBe(1);
    expect(localStorage.getItem('test.lock.lease')).toBeNull();
  });
});
