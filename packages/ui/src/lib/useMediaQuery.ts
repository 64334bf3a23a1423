import { useCallback, useSyncExternalStore } from 'react';

const lists = new Map<string, MediaQueryList>();
let listsOf: typeof window.matchMedia | null = null;

/**
 * One MediaQueryList per query for every caller. React reads a snapshot on each render of each
 * user; a `matchMedia` call per read built and evaluated a new list each time, a few ms of the
 * dashboard's first render on a slow phone. A replaced `window.matchMedia`
 * (tests) starts a new set. Null where there is no `matchMedia` (server, old test DOMs).
 */
function mediaQueryList(query: string): MediaQueryList | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  if (listsOf !== window.matchMedia) {
    lists.clear();
    // Kept for its identity only (never called): a test that swaps matchMedia gets new lists.
    // eslint-disable-next-line @typescript-eslint/unbound-method
    listsOf = window.matchMedia;
  }
  let list = lists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
}

/**
 * Whether a CSS media query matches now, following its changes (resizes, a changed system
 * setting). False where `matchMedia` is missing and on the server.
 * @param query a media query, e.g. '(max-width: 767.98px)'
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaQueryList(query);
      list?.addEventListener?.('change', onChange);
      return () => list?.removeEventListener?.('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => Boolean(mediaQueryList(query)?.matches),
    () => false,
  );
}
