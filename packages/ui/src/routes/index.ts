export {
  routeTable,
  screenFolder,
  subRoutes,
  navRoutes,
  tabRoutes,
  moreRoutes,
  isRouteActive,
  routeForPath,
  landingRouteForPath,
  DEFAULT_TAB_PATHS,
} from './routeTable';
export type { RoutePath, ScreenRoute, ScreenModule } from './routeTable';
