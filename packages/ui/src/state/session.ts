import { useSyncExternalStore } from 'react';
import { readSession, subscribeSession, type Session } from '@imperio/api-client/session';

let cachedKey = '';
let cached: Session | null = null;

function snapshot(): Session | null {
  const session = readSession();
  const key = session ? `${session.access}|${session.refresh}|${JSON.stringify(session.user)}` : '';
  if (key !== cachedKey) {
    cachedKey = key;
    cached = session;
  }
  return cached;
}

function subscribe(onChange: () => void) {
  return subscribeSession(() => onChange());
}

/**
 * The stored session, re-rendering on login, refresh, profile save, logout, expiry and changes
 * made in other tabs. Null for a visitor.
 */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
