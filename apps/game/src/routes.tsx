import type { ComponentType } from 'react';
import { routeTable, type RoutePath } from '@imperio/ui/routes';
import { lazyWithRetry } from './lazyRetry';

/**
 * The thirteen routes of the authenticated shell (spec p1 §2.1) from the one route table
 * (`@imperio/ui/routes`), each screen in its own chunk so the login route loads only what login
 * needs. A chunk that fails to load is imported again when the error boundary retries.
 */
export const screenRoutes: Array<{ path: RoutePath; Component: ComponentType }> = routeTable.map(({ path, load }) => ({
  path,
  Component: lazyWithRetry(load),
}));
