import type { ComponentType } from 'react';
import type { LucideIcon } from 'lucide-react/types';
import Building2 from 'lucide-react/icons/building-complex';
import DraftingCompass from 'lucide-react/icons/drafting-compass';
import FlaskConical from 'lucide-react/icons/flask-conical';
import Globe from 'lucide-react/icons/globe';
import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import Mail from 'lucide-react/icons/mail';
import Rocket from 'lucide-react/icons/rocket';
import Scale from 'lucide-react/icons/scale';
import Shield from 'lucide-react/icons/shield';
import Swords from 'lucide-react/icons/swords';
import UserRound from 'lucide-react/icons/user-round';
import Users from 'lucide-react/icons/users';
import Warehouse from 'lucide-react/icons/warehouse';

/** A screen module as its folder's `index.ts` exports it: the route component is the default export. */
export type ScreenModule = { default: ComponentType };

/** The path segments of the authenticated shell (spec p1 §2.1), without the leading slash. */
export type RoutePath =
  | 'dashboard'
  | 'galaxy'
  | 'hangar'
  | 'fleet'
  | 'defense'
  | 'feature1'
  | 'simulator'
  | 'research'
  | 'trade'
  | 'buildings'
  | 'alliance'
  | 'messages'
  | 'profile';

/** One route of the authenticated shell: where it is, how it is named and shown, how it loads. */
export interface ScreenRoute {
  /** The path segment (spec p1 §2.1); the URL is `/${path}`. */
  path: RoutePath;
  /** The label's key in the `shell` namespace (`shell:nav.<path>`). */
  labelKey: `nav.${RoutePath}`;
  /**
   * The screen's folder under `packages/ui/src/screens/`, written only where it is not the path in
   * PascalCase (the naming rule: see `screenFolder`).
   */
  screen?: string;
  /** The lucide icon the tab bar, the 'Más' sheet and the command palette show beside the label. */
  icon: LucideIcon;
  /** A link of the desktop top bar (spec p1 §2.3: twelve links; profile is the user chip). */
  inNav: boolean;
  /** One of the four destinations of the phone tab bar. */
  tab: boolean;
  /** The single-key shortcut that opens it, a lower-case letter; none if absent. */
  shortcut?: string;
  /** Imports the screen's module (its own chunk in the app). */
  load: () => Promise<ScreenModule>;
}

/**
 * The naming rule between a route and its screen: the screen's folder (its `index.ts`, whose
 * default export the route loads, and its stories' id `screens-<folder in lower case>`) is the
 * path in PascalCase (`fleet` → `Fleet`), unless the spec's path does not name what the screen
 * is: then the route names the folder in `screen`, after the thing itself, in English like every
 * folder (`feature1` is the ship designer → `Designer`; `hangar` builds ships → `Shipyard`;
 * `trade` is the market → `Market`; `simulator` is the combat simulator → `CombatSimulator`).
 * The path stays the spec's (p1 §2.1) because it is the address players see.
 * @param route a route of the table
 * @returns the folder's name under `screens/` (`'Designer'`)
 */
export function screenFolder(route: Pick<ScreenRoute, 'path' | 'screen'>): string {
  return route.screen ?? route.path.charAt(0).toUpperCase() + route.path.slice(1);
}

/**
 * The one route table of the authenticated shell: the game app (lazy chunks, apps/game), the
 * workbench's user flows (flows/FlowApp) and the shell's navigation (desktop bar, phone tab bar,
 * 'Más' sheet, command palette, shortcuts) all read it. Order is the top bar's (spec p1 §2.3),
 * profile last.
 */
export const routeTable: readonly ScreenRoute[] = [
  {
    path: 'dashboard',
    labelKey: 'nav.dashboard',
    icon: LayoutDashboard,
    inNav: true,
    tab: true,
    shortcut: 'd',
    load: () => import('../screens/Dashboard'),
  },
  { path: 'galaxy', labelKey: 'nav.galaxy', icon: Globe, inNav: true, tab: true, shortcut: 'g', load: () => import('../screens/Galaxy') },
  {
    path: 'hangar',
    screen: 'Shipyard',
    labelKey: 'nav.hangar',
    icon: Warehouse,
    inNav: true,
    tab: false,
    shortcut: 'h',
    load: () => import('../screens/Shipyard'),
  },
  { path: 'fleet', labelKey: 'nav.fleet', icon: Rocket, inNav: true, tab: true, shortcut: 'f', load: () => import('../screens/Fleet') },
  {
    path: 'defense',
    labelKey: 'nav.defense',
    icon: Shield,
    inNav: true,
    tab: false,
    shortcut: 'e',
    load: () => import('../screens/Defense'),
  },
  {
    path: 'feature1',
    screen: 'Designer',
    labelKey: 'nav.feature1',
    icon: DraftingCompass,
    inNav: true,
    tab: false,
    load: () => import('../screens/Designer'),
  },
  {
    path: 'simulator',
    screen: 'CombatSimulator',
    labelKey: 'nav.simulator',
    icon: Swords,
    inNav: true,
    tab: false,
    shortcut: 's',
    load: () => import('../screens/CombatSimulator'),
  },
  {
    path: 'research',
    labelKey: 'nav.research',
    icon: FlaskConical,
    inNav: true,
    tab: false,
    shortcut: 'r',
    load: () => import('../screens/Research'),
  },
  {
    path: 'trade',
    screen: 'Market',
    labelKey: 'nav.trade',
    icon: Scale,
    inNav: true,
    tab: false,
    shortcut: 't',
    load: () => import('../screens/Market'),
  },
  {
    path: 'buildings',
    labelKey: 'nav.buildings',
    icon: Building2,
    inNav: true,
    tab: true,
    shortcut: 'b',
    load: () => import('../screens/Buildings'),
  },
  {
    path: 'alliance',
    labelKey: 'nav.alliance',
    icon: Users,
    inNav: true,
    tab: false,
    shortcut: 'a',
    load: () => import('../screens/Alliance'),
  },
  {
    path: 'messages',
    labelKey: 'nav.messages',
    icon: Mail,
    inNav: true,
    tab: false,
    shortcut: 'm',
    load: () => import('../screens/Messages'),
  },
  {
    path: 'profile',
    labelKey: 'nav.profile',
    icon: UserRound,
    inNav: false,
    tab: false,
    shortcut: 'p',
    load: () => import('../screens/Profile'),
  },
];

/** The twelve links of the desktop top bar, in the spec's order (p1 §2.3). */
export const navRoutes: readonly ScreenRoute[] = routeTable.filter((route) => route.inNav);

/**
 * Addresses inside a screen that open a part of it, so a reload or Back keeps the place:
 * `/fleet/new` is the fleet's New Mission form (spec p2 §2.5 'Nueva Misión'). Each renders its
 * screen's component (the same chunk; switching keeps the screen mounted); the screen reads the
 * address. The app and the workbench's flows both route them from here.
 */
export const subRoutes: ReadonlyArray<{ path: `${RoutePath}/${string}`; screen: RoutePath }> = [{ path: 'fleet/new', screen: 'fleet' }];

/**
 * The phone tab bar's four default destinations, in the bar's order: the game loop (the command
 * centre, the buildings, the fleet, the galaxy); every other screen is one tap away in 'Más'.
 */
export const DEFAULT_TAB_PATHS: readonly RoutePath[] = ['dashboard', 'buildings', 'fleet', 'galaxy'];

/** The four default destinations of the phone tab bar (below 1025 px), in the bar's order. */
export const tabRoutes: readonly ScreenRoute[] = DEFAULT_TAB_PATHS.map((path) => routeTable.find((route) => route.path === path)!);

/** The links of the phone 'Más' sheet: every top-bar link that is not a tab, in the spec's order. */
export const moreRoutes: readonly ScreenRoute[] = navRoutes.filter((route) => !route.tab);

/**
 * Whether a location is inside a route: its path itself or below it.
 * @param pathname the location's pathname ('/fleet/123')
 * @param path the route's segment ('fleet')
 */
export function isRouteActive(pathname: string, path: RoutePath): boolean {
  return pathname === `/${path}` || pathname.startsWith(`/${path}/`);
}

/**
 * The route a location belongs to, or undefined outside the table (login, unknown paths).
 * @param pathname the location's pathname
 */
export function routeForPath(pathname: string): ScreenRoute | undefined {
  return routeTable.find((route) => isRouteActive(pathname, route.path));
}

/**
 * The route a signed-in location lands on: its own, or the dashboard, where the app sends `/`
 * and unknown paths (AuthenticatedApp's redirects). Preloading uses it to fetch the screen the
 * first render will draw.
 * @param pathname the location's pathname
 */
export function landingRouteForPath(pathname: string): ScreenRoute {
  return routeForPath(pathname) ?? routeTable.find((route) => route.path === 'dashboard')!;
}
