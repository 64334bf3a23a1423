import type { ComponentType } from 'react';
import { lazyWithRetry as lazy } from './lazyRetry';

type ScreenModule = Promise<{ default: ComponentType }>;

/**
 * The thirteen routes of the authenticated shell (spec p1 §2.1), each screen in its own chunk
 * so the login route loads only what login needs. A chunk that fails to load is imported again
 * when the error boundary retries.
 */
export const screenRoutes: Array<{ path: string; Component: ComponentType }> = [
  { path: 'dashboard', Component: lazy((): ScreenModule => import('@imperio/ui/screens/Dashboard')) },
  { path: 'galaxy', Component: lazy((): ScreenModule => import('@imperio/ui/screens/Galaxy')) },
  { path: 'buildings', Component: lazy((): ScreenModule => import('@imperio/ui/screens/Buildings')) },
  { path: 'research', Component: lazy((): ScreenModule => import('@imperio/ui/screens/Research')) },
  { path: 'hangar', Component: lazy((): ScreenModule => import('@imperio/ui/screens/Shipyard')) },
  { path: 'fleet', Component: lazy((): ScreenModule => import('@imperio/ui/screens/Fleet')) },
  { path: 'defense', Component: lazy((): ScreenModule => import('@imperio/ui/screens/Defense')) },
  { path: 'feature1', Component: lazy((): ScreenModule => import('@imperio/ui/screens/Designer')) },
  { path: 'simulator', Component: lazy((): ScreenModule => import('@imperio/ui/screens/CombatSimulator')) },
  { path: 'trade', Component: lazy((): ScreenModule => import('@imperio/ui/screens/Market')) },
  { path: 'alliance', Component: lazy((): ScreenModule => import('@imperio/ui/screens/Alliance')) },
  { path: 'messages', Component: lazy((): ScreenModule => import('@imperio/ui/screens/Messages')) },
  { path: 'profile', Component: lazy((): ScreenModule => import('@imperio/ui/screens/Profile')) },
];
