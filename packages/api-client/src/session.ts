import type { User } from './schemas/user';

/**
 * The stored session (spec p1 §4): three keys, written together at login and cleared together at
 * logout or when a refresh fails.
 *
 * - `imperio.access_token`: the bearer access token (string)
 * - `imperio.refresh_token`: the refresh token (string)
 * - `imperio.user`: the user as JSON (spec p1 §3 User, plus profile fields once edited)
 *
 * Where they live depends on the login screen's 'Recordarme' (spec p1 §2.2 leaves its behaviour
 * open; docs/decisions/session-modes.md says why it works this way):
 *
 * - `remember` (checked): localStorage, as before: every tab shares it and it outlives the browser.
 * - `browser` (unchecked): each tab's sessionStorage, which the browser drops when its session
 *   ends. sessionStorage is per tab, so the tabs keep their copies in step over a
 *   BroadcastChannel: a new tab asks the open ones for the session, and every login, refresh,
 *   profile save and end is sent to the others. Closing the last tab ends the session.
 *
 * Changes are observable with {@link subscribeSession}, in this tab (a custom event) and in the
 * others (the `storage` event, and the channel).
 */
export const SESSION_KEYS = {
  access: 'imperio.access_token',
  refresh: 'imperio.refresh_token',
  user: 'imperio.user',
} as const;

/** The BroadcastChannel name the tabs of this origin keep a browser-session session in step on. */
export const SESSION_CHANNEL = 'imperio.session';

export interface Session {
  access: string;
  refresh: string;
  user: User;
}

/** `remember`: localStorage, outlives the browser; `browser`: ends with the browser session. */
export type SessionMode = 'remember' | 'browser';

/** Why the session changed: `login`, `refresh`, `user` (profile saved), `logout`, `expired`. */
export type SessionChangeReason = 'login' | 'refresh' | 'user' | 'logout' | 'expired' | 'external';

type Listener = (session: Session | null, reason: SessionChangeReason) => void;

/** What one tab tells the others over {@link SESSION_CHANNEL}. */
type ChannelMessage =
  | { type: 'ask' }
  /** The session now lives in `mode`; `session` is the browser-session copy to keep (mode `browser`). */
  | { type: 'set'; mode: SessionMode; session?: Session; reply?: boolean }
  | { type: 'end'; reason: 'logout' | 'expired' };

/** The part of a BroadcastChannel the store uses (tests pass their own). */
export interface SessionChannel {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  close?(): void;
}

export interface SessionStoreEnv {
  /** The shared, lasting storage (localStorage); undefined when blocked. */
  local: () => Storage | undefined;
  /** This tab's storage (sessionStorage); undefined when blocked. */
  tab: () => Storage | undefined;
  /** The channel to the other tabs; undefined where BroadcastChannel is missing. */
  channel?: SessionChannel;
  /** Where `storage` events arrive (window); undefined outside a browser. */
  events?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
}

/**
 * The stored user when it is a user at all: an object with a number or non-empty string `id`.
 * Its fields were checked against `userSchema` when it was stored (login, profile save); this
 * check stays without zod so the login route does not carry it.
 */
function storedUser(value: unknown): User | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { id } = value as { id?: unknown };
  return typeof id === 'number' || (typeof id === 'string' && id !== '') ? (value as User) : null;
}

function readFrom(store: Storage | undefined): Session | null {
  if (!store) return null;
  const access = store.getItem(SESSION_KEYS.access);
  const refresh = store.getItem(SESSION_KEYS.refresh);
  const rawUser = store.getItem(SESSION_KEYS.user);
  if (!access || !refresh || !rawUser) return null;
  try {
    const user = storedUser(JSON.parse(rawUser));
    return user ? { access, refresh, user } : null;
  } catch {
    return null;
  }
}

function hasAnyKey(store: Storage | undefined): boolean {
  return Boolean(store && Object.values(SESSION_KEYS).some((key) => store.getItem(key) !== null));
}

function writeTo(store: Storage | undefined, session: Session): void {
  if (!store) return;
  try {
    store.setItem(SESSION_KEYS.access, session.access);
    store.setItem(SESSION_KEYS.refresh, session.refresh);
    store.setItem(SESSION_KEYS.user, JSON.stringify(session.user));
  } catch {
    // A full or blocked storage: the session cannot be kept there; the caller reads it back as none.
  }
}

function removeFrom(store: Storage | undefined): void {
  if (store) for (const key of Object.values(SESSION_KEYS)) store.removeItem(key);
}

/**
 * One tab's session store over the given storages and channel. The module's functions below use
 * the page's own ({@link readSession} …); tests build two to play two tabs.
 * @returns the store's operations (same meanings as the module's functions)
 */
export function createSessionStore(env: SessionStoreEnv) {
  const listeners = new Set<Listener>();

  /** The storage holding this tab's session: the tab's when it has one, else the shared one. */
  const active = (): Storage | undefined => (hasAnyKey(env.tab()) ? env.tab() : env.local());
  const mode = (): SessionMode => (hasAnyKey(env.tab()) ? 'browser' : 'remember');

  function emit(reason: SessionChangeReason) {
    const session = readSession();
    for (const listener of listeners) listener(session, reason);
  }

  function post(message: ChannelMessage) {
    try {
      env.channel?.postMessage(message);
    } catch {
      // A closed channel (the page is going away): the other tabs learn through storage or not at all.
    }
  }

  /** Sends this tab's browser-session copy to the others, after a change to it. */
  function shareTabCopy(reply = false) {
    const session = readFrom(env.tab());
    if (session) post({ type: 'set', mode: 'browser', session, ...(reply ? { reply } : {}) });
  }

  function readSession(): Session | null {
    return readFrom(active());
  }

  function saveSession(session: Session, { remember = true }: { remember?: boolean } = {}) {
    if (remember) {
      removeFrom(env.tab());
      writeTo(env.local(), session);
      post({ type: 'set', mode: 'remember' });
    } else {
      // A browser-session login leaves nothing lasting behind, not even an older remembered one.
      removeFrom(env.local());
      writeTo(env.tab(), session);
      shareTabCopy();
    }
    emit('login');
  }

  function saveTokens(access: string, refresh?: string) {
    const store = active();
    if (!store || !store.getItem(SESSION_KEYS.user) || !store.getItem(SESSION_KEYS.refresh)) return;
    store.setItem(SESSION_KEYS.access, access);
    if (refresh) store.setItem(SESSION_KEYS.refresh, refresh);
    if (mode() === 'browser') shareTabCopy();
    emit('refresh');
  }

  function saveUser(user: User) {
    try {
      active()?.setItem(SESSION_KEYS.user, JSON.stringify(user));
    } catch {
      // A full storage keeps the previous user; the server has the new one.
    }
    if (mode() === 'browser') shareTabCopy();
    emit('user');
  }

  function clearSession(reason: 'logout' | 'expired' = 'logout') {
    removeFrom(env.tab());
    removeFrom(env.local());
    post({ type: 'end', reason });
    emit(reason);
  }

  /** Applies what another tab said; never posts a change back (only answers a new tab's ask). */
  function receive(message: ChannelMessage | null | undefined) {
    if (!message || typeof message !== 'object') return;
    if (message.type === 'ask') {
      if (mode() === 'browser') shareTabCopy(true);
      return;
    }
    if (message.type === 'set') {
      if (message.mode === 'remember') {
        if (!hasAnyKey(env.tab())) return;
        removeFrom(env.tab());
      } else {
        const session = message.session && storedUser(message.session.user) ? message.session : null;
        // An answer to a new tab's question is for a tab without a session; a change is for all.
        if (!session || (message.reply && readSession())) return;
        removeFrom(env.local());
        writeTo(env.tab(), session);
      }
      emit('external');
      return;
    }
    if (message.type === 'end' && (message.reason === 'logout' || message.reason === 'expired')) {
      removeFrom(env.tab());
      emit(message.reason);
    }
  }

  env.channel?.addEventListener('message', (event) => receive(event.data as ChannelMessage));

  /** Asks the open tabs for a browser-session session; an answer arrives as an `external` change. */
  function askOtherTabs() {
    if (!readSession()) post({ type: 'ask' });
  }

  function subscribeSession(listener: Listener): () => void {
    listeners.add(listener);
    const onStorage = (event: Event) => {
      const { key } = event as StorageEvent;
      if (key === null || (Object.values(SESSION_KEYS) as string[]).includes(key)) listener(readSession(), 'external');
    };
    env.events?.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      env.events?.removeEventListener('storage', onStorage);
    };
  }

  return {
    readSession,
    sessionMode: mode,
    getAccessToken: () => active()?.getItem(SESSION_KEYS.access) ?? null,
    getRefreshToken: () => active()?.getItem(SESSION_KEYS.refresh) ?? null,
    saveSession,
    saveTokens,
    saveUser,
    clearSession,
    subscribeSession,
    askOtherTabs,
  };
}

/** A storage getter that answers undefined where the storage is blocked (privacy modes). */
function guarded(read: () => Storage): () => Storage | undefined {
  return () => {
    try {
      return read();
    } catch {
      return undefined;
    }
  };
}

function pageChannel(): SessionChannel | undefined {
  if (typeof globalThis.BroadcastChannel !== 'function') return undefined;
  try {
    const channel = new BroadcastChannel(SESSION_CHANNEL);
    // Node's channel (tests) would keep the process alive; browsers have no unref.
    (channel as { unref?: () => void }).unref?.();
    return channel;
  } catch {
    return undefined;
  }
}

const page = createSessionStore({
  local: guarded(() => globalThis.localStorage),
  tab: guarded(() => globalThis.sessionStorage),
  channel: pageChannel(),
  events: typeof globalThis.addEventListener === 'function' ? globalThis : undefined,
});

// A tab opened without a session of its own asks the open ones for their browser-session one,
// when the app first listens (a call, not a top-level statement: the package is marked free of
// side effects, so a bundler may drop those).
let asked = false;

/** Returns the stored session, or null when any of the three keys is missing or unreadable. */
export function readSession(): Session | null {
  return page.readSession();
}

/** Where this tab's session lives: `browser` (sessionStorage) or `remember` (localStorage, also with none). */
export function sessionMode(): SessionMode {
  return page.sessionMode();
}

/** The access token alone (read on every request attempt), or null. */
export function getAccessToken(): string | null {
  return page.getAccessToken();
}

/** The refresh token alone, or null. */
export function getRefreshToken(): string | null {
  return page.getRefreshToken();
}

/**
 * Stores all three parts (at login).
 * @param options.remember 'Recordarme': true keeps it in localStorage (the default), false in this
 *   browser session only (sessionStorage, shared with the other tabs over the channel)
 */
export function saveSession(session: Session, options?: { remember?: boolean }): void {
  page.saveSession(session, options);
}

/**
 * Replaces the access token (after a refresh) where the session lives; some backends rotate the
 * refresh token too. Does nothing when no session is stored (a logout won the race): tokens are
 * never stored without `imperio.user`.
 */
export function saveTokens(access: string, refresh?: string): void {
  page.saveTokens(access, refresh);
}

/** Replaces the stored user (after a profile update, spec p2 §4 'Profile'). */
export function saveUser(user: User): void {
  page.saveUser(user);
}

/**
 * Removes all three keys from both storages and tells the other tabs. `reason` tells listeners
 * (here and in the other tabs) whether it was a logout or an expiry.
 */
export function clearSession(reason: 'logout' | 'expired' = 'logout'): void {
  page.clearSession(reason);
}

/**
 * Calls `listener` on every change of the session, here and in other tabs (an end in another tab
 * arrives with its reason, `logout` or `expired`; other changes there as `external`). The first
 * call also asks the other tabs for a browser-session session when this tab has none.
 * Returns the unsubscribe function.
 */
export function subscribeSession(listener: Listener): () => void {
  const stop = page.subscribeSession(listener);
  if (!asked) {
    asked = true;
    page.askOtherTabs();
  }
  return stop;
}
