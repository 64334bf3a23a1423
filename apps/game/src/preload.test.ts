import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';

// What each step loads, recorded when the module is first evaluated (a dynamic import).
const loaded = vi.hoisted(() => [] as string[]);
// The shell's chunk arrives when a test says so (`shellArrives`): it is the largest to download.
const shell = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrived, arrive };
});
vi.mock('./AuthenticatedApp', async () => {
  await shell.arrived;
  loaded.push('shell');
  return {
    default: () => null,
    preloadScreen: (path: string) => loaded.push(`route component ${path}`),
  };
});
vi.mock('./firstQueries', () => ({ prepareFirstQueries: () => loaded.push('first queries') }));
vi.mock('@imperio/ui/routes', () => {
  loaded.push('routes');
  const dashboard = {
    load: () => {
      loaded.push('dashboard');
      return Promise.resolve({ default: () => null });
    },
  };
  // Every location of these tests lands on the dashboard.
  return { landingRouteForPath: () => dashboard };
});
vi.mock('@imperio/ui/lib/format', () => ({ warmUpFormats: () => loaded.push('intl') }));

const { preloadSignedIn } = await import('./preload');
// The `unit` project shares modules between the files of a worker (isolate: false); Vitest keeps
// the mocks to this file, but the preload.ts evaluated against them would stay: reset when done.
afterAll(() => vi.resetModules());

describe('preloadSignedIn', () => {
  afterEach(() => {
    vi.useRealTimers();
    loaded.length = 0;
  });

  it('starts the first requests without waiting for the shell, then loads the shell, the screen and the Intl data, none of it in the caller’s task', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    preloadSignedIn('/');
    // Time for a dynamic import to settle, without running the page's timers.
    for (let turn = 0; turn < 50; turn++) await new Promise((resolve) => setImmediate(resolve));
    // Nothing yet: the caller (a React commit, a login) finishes first.
    expect(loaded).toEqual([]);
    await vi.runAllTimersAsync();
    // The shell's chunk is still on its way; the first requests are out.
    await vi.waitFor(() => expect(loaded).toContain('first queries'));
    expect(loaded).not.toContain('shell');
    shell.arrive();
    await vi.runAllTimersAsync();
    await vi.waitFor(() => expect(loaded).toHaveLength(6));
    expect(new Set(loaded)).toEqual(new Set(['shell', 'first queries', 'route component /', 'routes', 'dashboard', 'intl']));
    // The route component is the shell's (its routes).
    expect(loaded.indexOf('route component /')).toBeGreaterThan(loaded.indexOf('shell'));
  });
});

describe('startIntlWarmUp', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    loaded.length = 0;
  });

  it('starts the Intl warm-up worker once per page, also when a login preloads the shell', async () => {
    vi.resetModules();
    const { preloadSignedIn, startIntlWarmUp } = await import('./preload');
    const started: string[] = [];
    vi.stubGlobal(
      'Worker',
      class {
        constructor(url: string) {
          started.push(url);
        }
        addEventListener() {}
      },
    );
    void startIntlWarmUp();
    void startIntlWarmUp();
    preloadSignedIn('/');
    expect(started).toEqual(['/intl-warm-up.js']);
  });

  it('builds the formats only once the worker has finished its set-up (a formatter built meanwhile waits for it)', async () => {
    vi.resetModules();
    const fresh = await import('./preload');
    const workers: { listeners: Map<string, () => void>; terminated: boolean }[] = [];
    vi.stubGlobal(
      'Worker',
      class {
        listeners = new Map<string, () => void>();
        terminated = false;
        constructor() {
          workers.push(this);
        }
        addEventListener(type: string, listener: () => void) {
          this.listeners.set(type, listener);
        }
        terminate() {
          this.terminated = true;
        }
      },
    );
    fresh.preloadSignedIn('/');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loaded).not.toContain('intl');
    workers[0]!.listeners.get('message')!();
    await vi.waitFor(() => expect(loaded).toContain('intl'));
    expect(workers[0]!.terminated).toBe(true);
  });

  it('builds the formats at once when the worker fails', async () => {
    vi.resetModules();
    const fresh = await import('./preload');
    let fail = () => {};
    vi.stubGlobal(
      'Worker',
      class {
        addEventListener(type: string, listener: () => void) {
          if (type === 'error') fail = listener;
        }
        terminate() {}
      },
    );
    const ready = fresh.startIntlWarmUp();
    fail();
    await expect(ready).resolves.toBeUndefined();
  });

  it('breaks nothing when the browser refuses the worker', async () => {
    vi.resetModules();
    const fresh = await import('./preload');
    let tried = 0;
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          tried += 1;
          throw new TypeError('refused by the Trusted Types policy');
        }
      },
    );
    await expect(fresh.startIntlWarmUp()).resolves.toBeUndefined();
    expect(tried).toBe(1);
  });
});
