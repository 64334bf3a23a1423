import { warmUpFormats } from '@imperio/ui/lib/format';

/** Imports the shell (`AuthenticatedApp`, its router and providers); the same promise for every caller. */
export function loadAuthenticatedApp() {
  return import('./AuthenticatedApp');
}

/**
 * Starts fetching what a signed-in player sees first (issue 16 item 7): the shell's chunk and the
 * chunk of the screen at this address (else the dashboard, where `/` leads), in parallel with the first API
 * calls instead of one after the other as each lazy component renders. Called when a stored
 * session is found and when a login succeeds. A failed fetch is ignored here: the lazy component
 * meets it again and shows its error boundary. Meanwhile the locale's Intl formats are built
 * (issue 16 item 8).
 * @param pathname the address to open @default location.pathname
 */
export function preloadSignedIn(pathname: string = globalThis.location.pathname): void {
  loadAuthenticatedApp().catch(() => undefined);
  // The route table (with its icons) is a small chunk of its own, off the login route.
  import('@imperio/ui/routes')
    .then(({ routeForPath }) => (routeForPath(pathname) ?? routeForPath('/dashboard'))?.load())
    .catch(() => undefined);
  // While those chunks download the main thread waits: load the locale's Intl data then, in a
  // task of its own, not inside the shell's first render (issue 16 item 8: main-thread time).
  setTimeout(() => warmUpFormats(document.documentElement.lang), 0);
}
