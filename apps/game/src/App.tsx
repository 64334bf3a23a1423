import { startTransition, Suspense, useEffect, useState } from 'react';
// Deep imports: the package's index would put every schema and query module on the login route's
// static graph, where the build's `shell` chunk (build/chunkGroups.ts) cannot take them.
import { subscribeSession } from '@imperio/api-client/session';
import { useSession } from '@imperio/ui/state/session';
import { LoginScreen } from '@imperio/ui/screens/Login';
import { StartupScreen } from '@imperio/ui/screens/Startup';
// Its own file, not the folder's index: ScreenErrorBoundary there brings TanStack Query.
import { AppErrorBoundary } from '@imperio/ui/components/ErrorBoundary/AppErrorBoundary';
import { lazyWithRetry, retryFailedChunks } from './lazyRetry';
import { loginPathReturningTo } from './deepLink';
import { loadAuthenticatedApp, preloadSignedIn } from './preload';
import { startupProbe } from './startupProbe';

// The shell, its router and its screens load after login: the login route carries only what it
// shows, to keep its JavaScript small. A failed chunk is imported again when the boundary retries.
const AuthenticatedApp = lazyWithRetry(loadAuthenticatedApp);

export interface AppProps {
  /** Demo credentials to show on the login screen (demo universe only). */
  demoCredentials?: { username: string; password: string };
}

/**
 * Rewrites the address when the session ends (p1 §4): a logout goes to the root page; after an
 * expiry the root page remembers where the player was (`/?next=…`), so logging in again returns
 * there. The login screen has no router, so this is the History API; the shell's router reads
 * the address when it mounts again. Returns the unsubscribe function.
 */
function followSessionEnds(): () => void {
  return subscribeSession((_session, reason) => {
    const { pathname, search, hash } = globalThis.location;
    if (reason === 'logout') history.replaceState(null, '', '/');
    if (reason === 'expired') {
      history.replaceState(null, '', pathname === '/' ? `/${search}` : loginPathReturningTo(`${pathname}${search}${hash}`));
    }
    // A login (here or in another tab): fetch the shell and this address's screen at once.
    if (reason === 'login' || reason === 'external') preloadSignedIn();
  });
}

/**
 * The app (spec p1 §2.1): the start-up check with 'Verificando conexión...', then the shell with
 * the thirteen routes; a visitor gets the login screen at once (the build prerenders it for
 * a fast first paint; at whatever address they opened) while the check runs. With a stored
 * session the shell and the current screen start loading during the check, so they arrive sooner.
 */
export function App({ demoCredentials }: AppProps) {
  // A visitor's login screen is the page's prerendered HTML: it shows at once,
  // with 'Verificando conexión...' above the form while the check runs (spec p1 §2.1). A stored
  // session waits for the check behind the full-screen spinner.
  const [checked, setChecked] = useState(false);
  const session = useSession();

  useEffect(() => {
    let live = true;
    // A stored session's shell is on its way already (main.tsx); a login's, below.
    // The check started with the page (main.tsx). A failed check only logs (p1 §4): the app goes on either way. The first render of the shell
    // and its screen that follows is a transition: React draws it in slices that yield to the
    // browser instead of one long task (less blocking), and keeps the start-up screen until
    // it is ready.
    void startupProbe().finally(() => live && startTransition(() => setChecked(true)));
    const unsubscribe = followSessionEnds();
    return () => {
      live = false;
      unsubscribe();
    };
  }, []);

  if (!session) return <LoginScreen demoCredentials={demoCredentials} checking={!checked} />;
  if (!checked) return <StartupScreen />;
  return (
    <AppErrorBoundary onReset={retryFailedChunks}>
      <Suspense fallback={<StartupScreen />}>
        <AuthenticatedApp />
      </Suspense>
    </AppErrorBoundary>
  );
}
