import type { ComponentType } from 'react';
import { routeTable, type RoutePath } from '@imperio/ui/routes';
import { lazyWithRetry } from './lazyRetry';

/**
 * Addresses inside a screen that open a part of it, so a reload or Back keeps the place:
 * `/fleet/new` is the fleet's New Mission form (spec p2 §2.5 'Nueva Misión'). Each renders its
 * screen's component (the same chunk); the screen reads the address.
 */
const SUB_ROUTES: ReadonlyArray<{ path: `${RoutePath}/${string}`; screen: RoutePath }> = [{ path: 'fleet/new', screen: 'fleet' }];

/**
 * The thirteen routes of the authenticated shell (spec p1 §2.1) from the one route table
 * (`@imperio/ui/routes`), each screen in its own chunk so the login route loads only what login
 * needs, plus the sub-routes above (the same component as their screen, so switching between
 * them keeps the screen mounted). A chunk that fails to load is imported again when the error
 * boundary retries.
 */
const mainRoutes: Array<{ path: RoutePath; Component: ComponentType }> = routeTable.map(({ path, load }) => ({
  path,
  Component: lazyWithRetry(load),
}));

export const screenRoutes: Array<{ path: RoutePath | `${RoutePath}/${string}`; Component: ComponentType }> = [
  ...mainRoutes,
  ...SUB_ROUTES.map(({ path, screen }) => ({ path, Component: mainRoutes.find((route) => route.path === screen)!.Component })),
];
