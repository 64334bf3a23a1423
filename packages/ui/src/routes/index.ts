export { routeTable, navRoutes, tabRoutes, moreRoutes, isRouteActive, routeForPath } from './routeTable';
export type { RoutePath, ScreenRoute, ScreenModule } from './routeTable';
