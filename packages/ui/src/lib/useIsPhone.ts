import { useSyncExternalStore } from 'react';

/** Phones: below 768 px (issue 16: the phone layout, sheets instead of side panels). */
export const PHONE_QUERY = '(max-width: 767.98px)';

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Whether the viewport is phone-sized (below 768 px), following resizes; false where
 * `matchMedia` is missing and on the server.
 */
export function useIsPhone(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(PHONE_QUERY).matches,
    () => false,
  );
}
