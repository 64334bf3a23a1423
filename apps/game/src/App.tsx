import { lazy, Suspense, useEffect, useState } from 'react';
import { BrowserRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { probeBackend, subscribeSession } from '@imperio/api-client';
import { useSession } from '@imperio/ui/state/session';
import { LoginScreen } from '@imperio/ui/screens/Login';
import { StartupScreen } from '@imperio/ui/screens/Startup';

// The shell and its screens load after login: the login route carries only what it shows.
const AuthenticatedApp = lazy(() => import('./AuthenticatedApp'));

export interface AppProps {
  /** Demo credentials to show on the login screen (demo universe only). */
  demoCredentials?: { username: string; password: string };
}

/** Sends the player to the root page when the session ends (logout, failed refresh; p1 §4). */
function SessionRedirects() {
  const navigate = useNavigate();
  useEffect(
    () =>
      subscribeSession((_session, reason) => {
        if (reason === 'logout' || reason === 'expired') navigate('/', { replace: true });
      }),
    [navigate],
  );
  return null;
}

/**
 * The app (spec p1 §2.1): the start-up check with 'Verificando conexión...', then the login
 * screen for visitors or the shell with the thirteen routes.
 */
export function App({ demoCredentials }: AppProps) {
  const session = useSession();
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
      {session ? (
        <Suspense fallback={<StartupScreen />}>
          <AuthenticatedApp />
        </Suspense>
      ) : (
        <Routes>
          <Route path="*" element={<LoginScreen demoCredentials={demoCredentials} />} />
        </Routes>
      )}
    </BrowserRouter>
  );
}
