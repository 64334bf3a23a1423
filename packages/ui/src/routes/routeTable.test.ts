import { describe, expect, it } from 'vitest';
import {
  isRouteActive,
  landingRouteForPath,
  moreRoutes,
  navRoutes,
  routeForPath,
  routeTable,
  screenFolder,
  tabRoutes,
  type ScreenModule,
} from './routeTable';

describe('routeTable', () => {
  it('holds the thirteen routes of spec p1 §2.1, each once', () => {
    const paths = routeTable.map((route) => route.path);
    expect([...paths].sort()).toEqual(
      [
        'dashboard',
        'galaxy',
        'buildings',
        'research',
        'hangar',
        'fleet',
        'defense',
        'feature1',
        'simulator',
        'trade',
        'alliance',
        'messages',
        'profile',
      ].sort(),
    );
  });

  it('gives the top bar the twelve links in the order of spec p1 §2.3 (profile is the user chip)', () => {
    expect(navRoutes.map((route) => route.path)).toEqual([
      'dashboard',
      'galaxy',
      'hangar',
      'fleet',
      'defense',
      'feature1',
      'simulator',
      'research',
      'trade',
      'buildings',
      'alliance',
      'messages',
    ]);
  });

  it('gives the phone bar the game loop (dashboard, buildings, fleet, galaxy) and the rest to the Más sheet', () => {
    expect(tabRoutes.map((route) => route.path)).toEqual(['dashboard', 'buildings', 'fleet', 'galaxy']);
    expect(tabRoutes.every((route) => route.tab)).toBe(true);
    expect(moreRoutes).toHaveLength(8);
    expect(moreRoutes.some((route) => route.tab)).toBe(false);
  });

  it('gives every shortcut to one route only, as a single lower-case letter', () => {
    const keys = routeTable.flatMap((route) => (route.shortcut ? [route.shortcut] : []));
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^[a-z]$/);
  });

  it('matches a location to its route, and sub-paths too, but not a path that only starts alike', () => {
    expect(routeForPath('/fleet')?.path).toBe('fleet');
    expect(routeForPath('/fleet/12')?.path).toBe('fleet');
    expect(routeForPath('/fleetx')).toBeUndefined();
    expect(isRouteActive('/galaxy', 'galaxy')).toBe(true);
    expect(isRouteActive('/', 'dashboard')).toBe(false);
  });

  it('lands `/` and unknown paths on the dashboard, and a known path on its own route', () => {
    expect(landingRouteForPath('/').path).toBe('dashboard');
    expect(landingRouteForPath('/nowhere').path).toBe('dashboard');
    expect(landingRouteForPath('/research/12').path).toBe('research');
  });

  it('loads a screen module whose default export is the route component', async () => {
    const profile = routeTable.find((route) => route.path === 'profile')!;
    const module = await profile.load();
    expect(typeof module.default).toBe('function');
  });
});

/** Every screen folder's route module and its stories' source, keyed by folder name. */
const screenModules = import.meta.glob<ScreenModule>('../screens/*/index.ts');
const screenStories = import.meta.glob<string>('../screens/*/*.stories.tsx', { query: '?raw', import: 'default', eager: true });
const folderOf = (file: string) => file.split('/')[2];

describe('the naming rule between a route and its screen folder', () => {
  it('names the folder after the path in PascalCase, or after the screen where the spec path does not say what it is', () => {
    expect(screenFolder({ path: 'fleet' })).toBe('Fleet');
    expect(screenFolder({ path: 'feature1', screen: 'Designer' })).toBe('Designer');
    const renamed = Object.fromEntries(routeTable.filter((route) => route.screen).map((route) => [route.path, route.screen]));
    expect(renamed).toEqual({ hangar: 'Shipyard', feature1: 'Designer', simulator: 'CombatSimulator', trade: 'Market' });
  });

  it('writes `screen` only where the folder is not the path in PascalCase', () => {
    for (const route of routeTable.filter((entry) => entry.screen)) {
      expect(screenFolder({ path: route.path }), route.path).not.toBe(route.screen);
    }
  });

  it.each(routeTable.map((route) => [route.path, route] as const))(
    "loads /%s from the folder the rule names, whose stories' id follows it too",
    async (_path, route) => {
      const folder = screenFolder(route);
      const fromRule = screenModules[`../screens/${folder}/index.ts`];
      expect(fromRule, `screens/${folder}/index.ts`).toBeDefined();
      const [loaded, named] = await Promise.all([route.load(), fromRule!()]);
      expect(loaded.default).toBe(named.default);
      const stories = Object.entries(screenStories).filter(([file]) => folderOf(file) === folder);
      expect(stories.length, `stories of screens/${folder}`).toBeGreaterThan(0);
      for (const [file, source] of stories) expect(source, file).toContain(`id: 'screens-${folder.toLowerCase()}'`);
    },
    30_000,
  );
});
