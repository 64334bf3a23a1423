import { Suspense, useEffect, useState } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { logout, probeBackend, subscribeSession } from '@imperio/api-client';
import { useSession } from '@imperio/ui';
import { AppShell } from '@imperio/ui/screens/AppShell';
import { LoginScreen } from '@imperio/ui/screens/Login';
import { StartupScreen } from '@imperio/ui/screens/Startup';
import { Spinner } from '@imperio/ui/primitives/Spinner';
import { ScreenErrorBoundary } from '@imperio/ui/components/ErrorBoundary';
import { useTranslation } from 'react-i18next';
import { screenRoutes } from './routes';

export interface AppProps {
  /** Demo credentials to show on the login screen (demo universe only). */
  demoCredentials?: { username: string; password: string };
}

function ScreenFallback() {
  const { t } = useTranslation();
  return <Spinner label={t('loading')} />;
}

function Authenticated() {
  const location = useLocation();
  return (
    <AppShell onLogout={() => void logout()}>
      <ScreenErrorBoundary resetKeys={[location.pathname]}>
        <Suspense fallback={<ScreenFallback />}>
          <Routes>
            <Route index element={<Navigate to="/dashboard" replace />} />
            {screenRoutes.map(({ path, Component }) => (
              <Route key={path} path={path} element={<Component />} />
            ))}
            <Route path="*" element={<Navigate to="/dashboard" replace />} />
          </Routes>
        </Suspense>
      </ScreenErrorBoundary>
    </AppShell>
  );
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
        <Authenticated />
      ) : (
        <Routes>
          <Route path="*" element={<LoginScreen demoCredentials={demoCredentials} />} />
        </Routes>
      )}
    </BrowserRouter>
  );
}
