import type { ComponentType } from 'react';
import { landingRouteForPath, routeTable, subRoutes, type RoutePath } from '@imperio/ui/routes';
import { lazyWithRetry, type PreloadableComponent } from './lazyRetry';

/**
 * The thirteen routes of the authenticated shell (spec p1 §2.1) from the one route table
 * (`@imperio/ui/routes`), each screen in its own chunk so the login route loads only what login
 * needs, plus the table's sub-routes (`/fleet/new`: the same component as their screen, so switching between
 * them keeps the screen mounted). A chunk that fails to load is imported again when the error
 * boundary retries.
 */
const mainRoutes: Array<{ path: RoutePath; Component: PreloadableComponent }> = routeTable.map(({ path, load }) => ({
  path,
  Component: lazyWithRetry(load),
}));

export const screenRoutes: Array<{ path: RoutePath | `${RoutePath}/${string}`; Component: ComponentType }> = [
  ...mainRoutes,
  ...subRoutes.map(({ path, screen }) => ({ path, Component: mainRoutes.find((route) => route.path === screen)!.Component })),
];

/**
 * Loads the screen of `pathname` (the dashboard for `/` and unknown paths, where they lead) ahead
 * of its first render, so the shell's first commit draws it instead of 'Cargando...'.
 * @returns a promise that resolves once it has loaded or failed (the render meets a failure again)
 */
export function preloadScreen(pathname: string): Promise<void> {
  const { path } = landingRouteForPath(pathname);
  return mainRoutes.find((route) => route.path === path)?.Component.preload() ?? Promise.resolve();
}
