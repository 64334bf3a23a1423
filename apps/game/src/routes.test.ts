import { describe, expect, it } from 'vitest';
import { screenRoutes } from './routes';

describe('screenRoutes', () => {
  it("has /fleet/new, the fleet's New Mission form, on the fleet screen's own component (one chunk, the screen stays mounted)", () => {
    const fleet = screenRoutes.find((route) => route.path === 'fleet');
    const form = screenRoutes.find((route) => route.path === 'fleet/new');
    expect(form).toBeDefined();
    expect(form!.Component).toBe(fleet!.Component);
    // Every path once.
    expect(new Set(screenRoutes.map((route) => route.path)).size).toBe(screenRoutes.length);
  });
});
