import { Suspense, useEffect, useState } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { probeBackend, subscribeSession } from '@imperio/api-client';
import { useSession } from '@imperio/ui/state/session';
import { LoginScreen } from '@imperio/ui/screens/Login';
import { StartupScreen } from '@imperio/ui/screens/Startup';
import { ScreenErrorBoundary } from '@imperio/ui/components/ErrorBoundary';
import { lazyWithRetry, retryFailedChunks } from './lazyRetry';
import { loginPathReturningTo, NEXT_PARAM, safeNextPath } from './deepLink';

// The shell and its screens load after login: the login route carries only what it shows.
// A failed chunk is imported again when the boundary retries (issue 15 item 14).
const AuthenticatedApp = lazyWithRetry(() => import('./AuthenticatedApp'));

export interface AppProps {
  /** Demo credentials to show on the login screen (demo universe only). */
  demoCredentials?: { username: string; password: string };
}

/**
 * Sends the player to the root page when the session ends (p1 §4). After an expiry the root
 * page remembers where the player was (`/?next=…`), so logging in again returns there; a
 * logout starts afresh.
 */
function SessionRedirects() {
  const navigate = useNavigate();
  useEffect(
    () =>
      subscribeSession((_session, reason) => {
        if (reason === 'logout') navigate('/', { replace: true });
        if (reason === 'expired') {
          const { pathname, search, hash } = globalThis.location;
          navigate(pathname === '/' ? `/${search}` : loginPathReturningTo(`${pathname}${search}${hash}`), { replace: true });
        }
      }),
    [navigate],
  );
  return null;
}

/**
 * Chooses between login and the shell. A visitor who opened a protected address sees the login
 * screen at that address and, once logged in, the screen it names (issue 14 item 10); the root
 * page with `?next=` (a same-origin path only) leads there too.
 */
function Gate({ demoCredentials }: AppProps) {
  const session = useSession();
  const location = useLocation();
  if (!session) {
    return (
      <Routes>
        <Route path="*" element={<LoginScreen demoCredentials={demoCredentials} />} />
      </Routes>
    );
  }
  const next = location.pathname === '/' ? safeNextPath(new URLSearchParams(location.search).get(NEXT_PARAM)) : null;
  if (next) return <Navigate to={next} replace />;
  return (
    <ScreenErrorBoundary onReset={retryFailedChunks}>
      <Suspense fallback={<StartupScreen />}>
        <AuthenticatedApp />
      </Suspense>
    </ScreenErrorBoundary>
  );
}

/**
 * The app (spec p1 §2.1): the start-up check with 'Verificando conexión...', then the login
 * screen for visitors or the shell with the thirteen routes.
 */
export function App({ demoCredentials }: AppProps) {
  const [checked, setChecked] = useState(false);

  useEffect(() => {
    let live = true;
    // A failed check only logs (p1 §4): the app goes on either way.
    void probeBackend().finally(() => live && setChecked(true));
    return () => {
      live = false;
    };
  }, []);

  if (!checked) return <StartupScreen />;
  return (
    <BrowserRouter>
      <SessionRedirects />
      <Gate demoCredentials={demoCredentials} />
    </BrowserRouter>
  );
}
