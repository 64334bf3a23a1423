import { Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { logout } from '@imperio/api-client';
import { useSession } from '../state/session';
import { LoginScreen } from '../screens/Login';
import { AppShell } from '../screens/AppShell';
import { NotificationOverlay } from '../components/NotificationOverlay';
import { ScreenErrorBoundary } from '../components/ErrorBoundary';
import { Spinner } from '../primitives/Spinner';
import Dashboard from '../screens/Dashboard';
import Galaxy from '../screens/Galaxy';
import Buildings from '../screens/Buildings';
import Research from '../screens/Research';
import Shipyard from '../screens/Shipyard';
import Fleet from '../screens/Fleet';
import Defense from '../screens/Defense';
import Designer from '../screens/Designer';
import CombatSimulator from '../screens/CombatSimulator';
import Market from '../screens/Market';
import Alliance from '../screens/Alliance';
import Messages from '../screens/Messages';
import Profile from '../screens/Profile';

/**
 * The routes of the authenticated shell (spec p1 §2.1), each the default export of its screen
 * folder, as the game app mounts them (apps/game/src/routes.tsx; the workbench cannot import
 * the app, so this list mirrors it). Imported eagerly: the app splits them into lazy chunks, but
 * in a story a route's first transform would count against the play function's time.
 */
export const flowRoutes: Array<{ path: string; Component: ComponentType }> = [
  { path: 'dashboard', Component: Dashboard },
  { path: 'galaxy', Component: Galaxy },
  { path: 'buildings', Component: Buildings },
  { path: 'research', Component: Research },
  { path: 'hangar', Component: Shipyard },
  { path: 'fleet', Component: Fleet },
  { path: 'defense', Component: Defense },
  { path: 'feature1', Component: Designer },
  { path: 'simulator', Component: CombatSimulator },
  { path: 'trade', Component: Market },
  { path: 'alliance', Component: Alliance },
  { path: 'messages', Component: Messages },
  { path: 'profile', Component: Profile },
];

function ScreenFallback() {
  const { t } = useTranslation();
  return <Spinner label={t('loading')} />;
}

function Shell() {
  const location = useLocation();
  return (
    <AppShell onLogout={() => void logout()} overlay={<NotificationOverlay />}>
      <ScreenErrorBoundary resetKeys={[location.pathname]}>
        <Suspense fallback={<ScreenFallback />}>
          <Routes>
            <Route index element={<Navigate to="/dashboard" replace />} />
            {flowRoutes.map(({ path, Component }) => (
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
 * The whole app inside the workbench, for user-flow stories (issue 10): the login screen for a
 * visitor, the shell with every route once there is a session; logging out returns to login.
 * Takes the workbench's providers and router (the story's `route` parameter is where it starts)
 * and the demo credentials the login screen shows. Renders the same screens, from the same
 * modules, as apps/game.
 */
export function FlowApp({ demoCredentials }: { demoCredentials?: { username: string; password: string } }) {
  const session = useSession();
  if (!session) return <LoginScreen demoCredentials={demoCredentials} />;
  return <Shell />;
}
