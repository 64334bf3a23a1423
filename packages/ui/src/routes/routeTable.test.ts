import { describe, expect, it } from 'vitest';
import { isRouteActive, moreRoutes, navRoutes, routeForPath, routeTable, tabRoutes } from './routeTable';

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

  it('loads a screen module whose default export is the route component', async () => {
    const profile = routeTable.find((route) => route.path === 'profile')!;
    const module = await profile.load();
    expect(typeof module.default).toBe('function');
  });
});
