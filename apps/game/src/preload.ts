import { warmUpFormats } from '@imperio/ui/lib/format';

/** Imports the shell (`AuthenticatedApp`, its router and providers); the same promise for every caller. */
export function loadAuthenticatedApp() {
  return import('./AuthenticatedApp');
}

/** Imports the signed-in player's query cache and the shell's first requests (`firstQueries.ts`). */
export function loadFirstQueries() {
  return import('./firstQueries');
}

let intlWarmUp: Promise<void> | undefined;

/**
 * Starts `/intl-warm-up.js` (once per page): a worker that does V8's one-time Intl set-up, 20 ms
 * and more, on its own thread while the shell's chunks download, so the shell's first render and
 * `warmUpFormats` find it done (less main thread). Without workers, or with the script refused,
 * nothing breaks: the first format on the page pays the set-up, as before.
 * @returns a promise that resolves (never rejects) once the worker has finished or failed, or at
 * once without a worker. Until then the main thread should build no Intl formatter: the set-up is
 * one per process behind a lock, and a formatter built meanwhile waits for the worker's whole
 * set-up (92-104 ms tasks on the main thread in the dashboard's Lighthouse traces).
 */
export function startIntlWarmUp(): Promise<void> {
  intlWarmUp ??= new Promise<void>((resolve) => {
    if (typeof Worker === 'undefined') return resolve();
    try {
      const worker = new Worker('/intl-warm-up.js', { name: 'intl-warm-up' });
      const done = () => {
        worker.terminate();
        resolve();
      };
      worker.addEventListener('message', done);
      worker.addEventListener('error', done);
    } catch {
      // Refused (a CSP or Trusted Types policy without it): the formats are built on first use.
      resolve();
    }
  });
  return intlWarmUp;
}

/** Runs `work` in a task of its own, after the browser has had a turn (rendering, input). */
function inATaskOfItsOwn(work: () => void): void {
  setTimeout(work, 0);
}

/**
 * Starts fetching what a signed-in player sees first, to show it sooner: the shell's chunk and the
 * chunk of the screen at this address (else the dashboard, where `/` leads), and the shell's
 * first API calls (`prepareFirstQueries`) as soon as their own small chunk is in, instead of one
 * after the other as each lazy component renders. Called when a stored
 * session is found and when a login succeeds. A failed fetch is ignored here: the lazy component
 * meets it again and shows its error boundary. Meanwhile the locale's Intl formats are built
 * (while the main thread would otherwise wait).
 *
 * Each step runs in a task of its own, none in the caller's (short tasks): asking for a
 * chunk adds a `<link rel="modulepreload">` per file it imports (about 45 for the shell, 20 for
 * the dashboard), tens of ms together on a slow phone; in one task with the caller's React
 * commit and the start-up probes they made the longest task of the dashboard's load. The shell
 * is asked for first, the screen next, the Intl formats once the warm-up worker is done.
 * @param pathname the address to open @default location.pathname
 */
export function preloadSignedIn(pathname: string = globalThis.location.pathname): void {
  const intlReady = startIntlWarmUp();
  // The shell's first requests start (in parallel with the start-up check) as soon as their own
  // small chunk is in, while the shell's much larger one downloads, instead of after it or in the
  // commit that mounts it.
  inATaskOfItsOwn(
    () =>
      void loadFirstQueries()
        .then((first) => inATaskOfItsOwn(() => first.prepareFirstQueries(pathname)))
        .catch(() => undefined),
  );
  // Once the shell's code is in, its route component is loaded too (the screen's chunk is already
  // on its way, below), so the shell's first commit draws the screen instead of suspending on it.
  inATaskOfItsOwn(
    () =>
      void loadAuthenticatedApp()
        .then((shell) => inATaskOfItsOwn(() => void shell.preloadScreen(pathname)))
        .catch(() => undefined),
  );
  // The route table (with its icons) is a small chunk of its own, off the login route.
  inATaskOfItsOwn(() => {
    import('@imperio/ui/routes')
      .then(({ landingRouteForPath }) => {
        const route = landingRouteForPath(pathname);
        // The route table arrives in a microtask of some other task: the screen's own chunk
        // (and its preload links) in a task of its own as well.
        inATaskOfItsOwn(() => void route.load().catch(() => undefined));
      })
      .catch(() => undefined);
  });
  // While those chunks download the main thread waits: build the locale's formats then, in a
  // task of its own, not inside the shell's first render (less main-thread time),
  // and only once the warm-up worker is done (see startIntlWarmUp).
  void intlReady.then(() => inATaskOfItsOwn(() => warmUpFormats(document.documentElement.lang)));
}
