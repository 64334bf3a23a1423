import type { User } from './schemas/user';

/**
 * The stored session (spec p1 §4): three localStorage keys, written together at login and
 * cleared together at logout or when a refresh fails.
 *
 * - `imperio.access_token`: the bearer access token (string)
 * - `imperio.refresh_token`: the refresh token (string)
 * - `imperio.user`: the user as JSON (spec p1 §3 User, plus profile fields once edited)
 *
 * Changes are observable with {@link subscribeSession}, in this tab (a custom event) and in the
 * others (the `storage` event).
 */
export const SESSION_KEYS = {
  access: 'imperio.access_token',
  refresh: 'imperio.refresh_token',
  user: 'imperio.user',
} as const;

export interface Session {
  access: string;
  refresh: string;
  user: User;
}

/** Why the session changed: `login`, `refresh`, `user` (profile saved), `logout`, `expired`. */
export type SessionChangeReason = 'login' | 'refresh' | 'user' | 'logout' | 'expired' | 'external';

type Listener = (session: Session | null, reason: SessionChangeReason) => void;
const listeners = new Set<Listener>();

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // storage can be blocked (privacy modes); the session then lives nowhere
  }
}

function emit(reason: SessionChangeReason) {
  const session = readSession();
  for (const listener of listeners) listener(session, reason);
}

/**
 * The stored user when it is a user at all: an object with a number or non-empty string `id`.
 * Its fields were checked against `userSchema` when it was stored (login, profile save); this
 * check stays without zod so the login route does not carry it (issue 16 item 6).
 */
function storedUser(value: unknown): User | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { id } = value as { id?: unknown };
  return typeof id === 'number' || (typeof id === 'string' && id !== '') ? (value as User) : null;
}

/** Returns the stored session, or null when any of the three keys is missing or unreadable. */
export function readSession(): Session | null {
  const store = storage();
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

/** The access token alone (read on every request attempt), or null. */
export function getAccessToken(): string | null {
  return storage()?.getItem(SESSION_KEYS.access) ?? null;
}

/** The refresh token alone, or null. */
export function getRefreshToken(): string | null {
  return storage()?.getItem(SESSION_KEYS.refresh) ?? null;
}

/** Stores all three parts (at login). */
export function saveSession(session: Session): void {
  const store = storage();
  if (!store) return;
  store.setItem(SESSION_KEYS.access, session.access);
  store.setItem(SESSION_KEYS.refresh, session.refresh);
  store.setItem(SESSION_KEYS.user, JSON.stringify(session.user));
  emit('login');
}

/**
 * Replaces the access token (after a refresh); some backends rotate the refresh token too.
 * Does nothing when no session is stored (a logout won the race): tokens are never stored
 * without `imperio.user` (issue 15 item 10).
 */
export function saveTokens(access: string, refresh?: string): void {
  const store = storage();
  if (!store || !store.getItem(SESSION_KEYS.user) || !store.getItem(SESSION_KEYS.refresh)) return;
  store.setItem(SESSION_KEYS.access, access);
  if (refresh) store.setItem(SESSION_KEYS.refresh, refresh);
  emit('refresh');
}

/** Replaces the stored user (after a profile update, spec p2 §4 'Profile'). */
export function saveUser(user: User): void {
  storage()?.setItem(SESSION_KEYS.user, JSON.stringify(user));
  emit('user');
}

/** Removes all three keys. `reason` tells listeners whether it was a logout or an expiry. */
export function clearSession(reason: 'logout' | 'expired' = 'logout'): void {
  const store = storage();
  if (store) for (const key of Object.values(SESSION_KEYS)) store.removeItem(key);
  emit(reason);
}

/**
 * Calls `listener` on every change of the session, here and in other tabs.
 * Returns the unsubscribe function.
 */
export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || (Object.values(SESSION_KEYS) as string[]).includes(event.key)) {
      listener(readSession(), 'external');
    }
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}
