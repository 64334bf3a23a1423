import { Suspense, use, useEffect, useState, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { logout } from '@imperio/api-client';
// Not the package's index: it re-exports every language's texts, which would pull them into the
// shell chunk and make the login route load the shell for its texts.
import { GameProviders } from '@imperio/ui/state/AppProviders';
import { shellAttentionSettled } from '@imperio/ui/state/attention';
import { AppShell } from '@imperio/ui/screens/AppShell';
import { NotificationOverlay } from '@imperio/ui/components/NotificationOverlay';
import { Spinner } from '@imperio/ui/primitives/Spinner';
import { ScreenErrorBoundary } from '@imperio/ui/components/ErrorBoundary';
import { screenRoutes } from './routes';

export { preloadScreen } from './routes';
import { retryFailedChunks } from './lazyRetry';
import { NEXT_PARAM, safeNextPath } from './deepLink';
import { takeQueryClient } from './firstQueries';

function ScreenFallback() {
  const { t } = useTranslation();
  return <Spinner label={t('loading')} />;
}

/**
 * The root page once signed in: the screen `?next=` names (a same-origin path only, so a
 * link cannot send the player to another site), else /dashboard.
 */
function Home() {
  const { search } = useLocation();
  return <Navigate to={safeNextPath(new URLSearchParams(search).get(NEXT_PARAM)) ?? '/dashboard'} replace />;
}

/**
 * The shell with the thirteen routes (spec p1 §2.1) and its router (loaded after login, so the
 * login page's JavaScript stays small); `/` goes to `?next=` or /dashboard, unknown paths to
 * /dashboard.
 */
export default function AuthenticatedApp() {
  // A new cache per login: nothing of a previous commander's data survives a logout.
  // Its first requests may be out already (`prepareFirstQueries`, firstQueries.ts).
  const [queryClient] = useState(takeQueryClient);
  // The sticky top's data (pop-ups, attack chip), or at most ATTENTION_WAIT_MS: the first frame
  // shows the top whole instead of pushing the page down as the answers land.
  const attention = shellAttentionSettled(queryClient);
  // Read-only diagnostics for the soak test: how many queries the cache holds.
  useEffect(() => {
    (window as unknown as { __imperioDiagnostics?: unknown }).__imperioDiagnostics = {
      queryCount: () => queryClient.getQueryCache().getAll().length,
    };
  }, [queryClient]);
  return (
    <BrowserRouter>
      <GameProviders queryClient={queryClient}>
        <WaitFor promise={attention}>
          <Shell />
        </WaitFor>
      </GameProviders>
    </BrowserRouter>
  );
}

/**
 * Renders `children` once `promise` has settled, suspending until then: inside the shell's first
 * render (a transition, App.tsx) the start-up screen stays meanwhile.
 */
function WaitFor({ promise, children }: { promise: Promise<void>; children: ReactNode }) {
  use(promise);
  return children;
}

function Shell() {
  const location = useLocation();
  return (
    <AppShell onLogout={() => void logout()} overlay={<NotificationOverlay />}>
      <ScreenErrorBoundary resetKeys={[location.pathname]} onReset={retryFailedChunks}>
        <Suspense fallback={<ScreenFallback />}>
          <Routes>
            <Route index element={<Home />} />
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
