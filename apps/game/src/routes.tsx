import type { ComponentType } from 'react';
import { routeTable, subRoutes, type RoutePath } from '@imperio/ui/routes';
import { lazyWithRetry } from './lazyRetry';

/**
 * The thirteen routes of the authenticated shell (spec p1 §2.1) from the one route table
 * (`@imperio/ui/routes`), each screen in its own chunk so the login route loads only what login
 * needs, plus the table's sub-routes (`/fleet/new`: the same component as their screen, so switching between
 * them keeps the screen mounted). A chunk that fails to load is imported again when the error
 * boundary retries.
 */
const mainRoutes: Array<{ path: RoutePath; Component: ComponentType }> = routeTable.map(({ path, load }) => ({
  path,
  Component: lazyWithRetry(load),
}));

export const screenRoutes: Array<{ path: RoutePath | `${RoutePath}/${string}`; Component: ComponentType }> = [
  ...mainRoutes,
  ...subRoutes.map(({ path, screen }) => ({ path, Component: mainRoutes.find((route) => route.path === screen)!.Component })),
];
