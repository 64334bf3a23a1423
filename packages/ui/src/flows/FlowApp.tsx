import { Suspense, use, type ComponentType } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { logout } from '@imperio/api-client';
import { useSession } from '../state/session';
import { LoginScreen } from '../screens/Login';
import { AppShell } from '../screens/AppShell';
import { NotificationOverlay } from '../components/NotificationOverlay';
import { ScreenErrorBoundary } from '../components/ErrorBoundary';
import { Spinner } from '../primitives/Spinner';
import { routeTable, subRoutes } from '../routes';

/**
 * The routes of the authenticated shell (spec p1 §2.1) from the one route table (with its
 * sub-routes), as the game
 * app mounts them. Every screen is imported once, when this module loads, and the shell waits
 * for all of them (one suspension, while the login screen shows): afterwards a route renders
 * at once, as with static imports, so no route's first transform counts against a story's play.
 */
const flowRoutes: Promise<Array<{ path: string; Component: ComponentType }>> = Promise.all(
  routeTable.map(async ({ path, load }) => ({ path, Component: (await load()).default })),
).then((routes) => [
  ...routes,
  // The sub-routes (`/fleet/new`) render their screen's component, as in the app.
  ...subRoutes.map(({ path, screen }) => ({ path, Component: routes.find((route) => route.path === screen)!.Component })),
]);

function ScreenFallback() {
  const { t } = useTranslation();
  return <Spinner label={t('loading')} />;
}

function Shell() {
  const location = useLocation();
  const routes = use(flowRoutes);
  return (
    <AppShell onLogout={() => void logout()} overlay={<NotificationOverlay />}>
      <ScreenErrorBoundary resetKeys={[location.pathname]}>
        <Suspense fallback={<ScreenFallback />}>
          <Routes>
            <Route index element={<Navigate to="/dashboard" replace />} />
            {routes.map(({ path, Component }) => (
              <Route key={path} path={path} element={<Component />} />
            ))}
            <Route path="*" element={<Navigate to="/dashboard" replace />} />
          </Routes>
        </Suspense>
      </ScreenErrorBoundary>
    </AppShell>
  );
}

/**
 * The whole app inside the workbench, for user-flow stories: the login screen for a
 * visitor, the shell with every route once there is a session; logging out returns to login.
 * Takes the workbench's providers and router (the story's `route` parameter is where it starts)
 * and the demo credentials the login screen shows. Renders the same screens, from the same
 * modules, as apps/game.
 */
export function FlowApp({ demoCredentials }: { demoCredentials?: { username: string; password: string } }) {
  const session = useSession();
  if (!session) return <LoginScreen demoCredentials={demoCredentials} />;
  return (
    <Suspense fallback={<ScreenFallback />}>
      <Shell />
    </Suspense>
  );
}
