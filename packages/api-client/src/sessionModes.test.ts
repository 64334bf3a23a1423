import { afterAll, describe, expect, it, vi } from 'vitest';
import { server } from '@imperio/mocks/node';
import { authSettings, clock, DEMO_CREDENTIALS, recordRequests } from '@imperio/mocks';
import { login, logout } from './endpoints/auth';
import { getOwnPlanets } from './endpoints/planets';
import { routes } from './routes';
import {
  createSessionStore,
  readSession,
  SESSION_CHANNEL,
  SESSION_KEYS,
  sessionMode,
  type Session,
  type SessionChangeReason,
  type SessionChannel,
} from './session';

/**
 * 'Recordarme' (spec p1 §2.2, docs/decisions/session-modes.md): checked keeps the session in
 * localStorage as before; unchecked keeps it in each tab's sessionStorage, shared between the
 * tabs of the browser session over a BroadcastChannel, and the refresh on a 401 works in both.
 */

/** A Storage of its own: one tab's sessionStorage. */
function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    key: (index) => [...map.keys()][index] ?? null,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
    clear: () => map.clear(),
  };
}

const channels: BroadcastChannel[] = [];
function channel(name: string): SessionChannel {
  const made = new BroadcastChannel(name);
  channels.push(made);
  return made;
}

/** One browser tab: its own sessionStorage, the shared localStorage, a channel named `name`. */
function tab(name: string, local: Storage) {
  const own = memoryStorage();
  const store = createSessionStore({ local: () => local, tab: () => own, channel: channel(name) });
  const reasons: SessionChangeReason[] = [];
  store.subscribeSession((_session, reason) => reasons.push(reason));
  return { store, own, reasons };
}

const session = (access: string, refresh = 'r1'): Session => ({ access, refresh, user: { id: 1, display_name: 'Almirante Demo' } });

describe("'Recordarme' unchecked: the session lives in the browser session", () => {
  it('a login stores the session in sessionStorage only, and a remembered login in localStorage only', async () => {
    await login(DEMO_CREDENTIALS, { remember: false });
    expect(sessionMode()).toBe('browser');
    expect(sessionStorage.getItem(SESSION_KEYS.access)).toMatch(/^mock-access\./);
    for (const key of Object.values(SESSION_KEYS)) expect(localStorage.getItem(key)).toBeNull();
    expect(readSession()?.user).toMatchObject({ id: 1 });

    await login(DEMO_CREDENTIALS, { remember: true });
    expect(sessionMode()).toBe('remember');
    expect(localStorage.getItem(SESSION_KEYS.access)).toMatch(/^mock-access\./);
    for (const key of Object.values(SESSION_KEYS)) expect(sessionStorage.getItem(key)).toBeNull();

    await logout();
    expect(readSession()).toBeNull();
    expect(Object.keys(localStorage).filter((key) => key.startsWith('imperio.') && key !== 'imperio.logout_unrevoked')).toEqual([]);
  });

  it('refreshes on a 401 and keeps the new tokens in sessionStorage', async () => {
    await login(DEMO_CREDENTIALS, { remember: false });
    const before = readSession()!;
    clock.advance(authSettings.accessTtlMs + 1000);
    const log = recordRequests(server);
    expect(await getOwnPlanets()).toHaveLength(3);
    log.stop();
    expect(log.count('POST', routes.auth.refresh)).toBe(1);
    expect(sessionStorage.getItem(SESSION_KEYS.access)).not.toBe(before.access);
    expect(readSession()?.access).toBe(sessionStorage.getItem(SESSION_KEYS.access));
    expect(localStorage.getItem(SESSION_KEYS.access)).toBeNull();
  });

  it('a new tab gets the session from an open tab, and follows its refreshes, profile saves and logout', async () => {
    const name = `${SESSION_CHANNEL}.test.${Math.random()}`;
    const local = memoryStorage();
    const a = tab(name, local);
    a.store.saveSession(session('a1'), { remember: false });
    expect(local.length).toBe(0);

    // A new tab of the same browser session starts without one and asks.
    const b = tab(name, local);
    expect(b.store.readSession()).toBeNull();
    b.store.askOtherTabs();
    await vi.waitFor(() => expect(b.store.readSession()).toEqual(session('a1')));
    expect(b.reasons).toEqual(['external']);

    a.store.saveTokens('a2', 'r2');
    await vi.waitFor(() => expect(b.store.getAccessToken()).toBe('a2'));
    expect(b.store.getRefreshToken()).toBe('r2');

    b.store.saveUser({ id: 1, display_name: 'Nova' });
    await vi.waitFor(() => expect(a.store.readSession()?.user.display_name).toBe('Nova'));

    a.store.clearSession('logout');
    await vi.waitFor(() => expect(b.store.readSession()).toBeNull());
    expect(b.reasons.at(-1)).toBe('logout');
    expect(b.own.length).toBe(0);
  });

  it('a remembered login in one tab drops the browser-session copies of the others', async () => {
    const name = `${SESSION_CHANNEL}.test.${Math.random()}`;
    const local = memoryStorage();
    const a = tab(name, local);
    const b = tab(name, local);
    a.store.saveSession(session('tab-only'), { remember: false });
    await vi.waitFor(() => expect(b.store.sessionMode()).toBe('browser'));

    a.store.saveSession(session('lasting'), { remember: true });
    await vi.waitFor(() => expect(b.store.sessionMode()).toBe('remember'));
    expect(b.store.readSession()?.access).toBe('lasting');
    expect(b.own.length).toBe(0);
  });

  it('a tab that has a session ignores the answers meant for a new tab', async () => {
    const name = `${SESSION_CHANNEL}.test.${Math.random()}`;
    const local = memoryStorage();
    const a = tab(name, local);
    a.store.saveSession(session('mine'), { remember: false });
    const answer = channel(name);
    answer.postMessage({ type: 'set', mode: 'browser', session: session('stale'), reply: true });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(a.store.getAccessToken()).toBe('mine');
  });
});

afterAll(() => channels.forEach((made) => made.close()));
