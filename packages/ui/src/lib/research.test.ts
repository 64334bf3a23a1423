import { describe, expect, it } from 'vitest';
import { atMaxLevel, researchCost, researchProgress, researchSeconds, shortfall } from './research';

describe('researchCost (spec p2 §9: base × cost_factor^level)', () => {
  it('costs the base at level 0', () => {
    expect(researchCost({ base_metal_cost: 800, base_crystal_cost: 200, base_deuterium_cost: 0, cost_factor: 2 }, 0)).toEqual({ metal: 800, crystal: 200, deuterium: 0 });
  });

  it('multiplies each resource by the factor raised to the current level', () => {
    expect(researchCost({ base_metal_cost: 800, base_crystal_cost: 200, base_deuterium_cost: 0, cost_factor: 2 }, 3)).toEqual({ metal: 6400, crystal: 1600, deuterium: 0 });
    expect(researchCost({ base_metal_cost: 4000, base_crystal_cost: 8000, base_deuterium_cost: 4000, cost_factor: 1.75 }, 2)).toEqual({ metal: 12250, crystal: 24500, deuterium: 12250 });
  });

  it('keeps the base with a cost factor of 1, and treats a missing factor as 1', () => {
    expect(researchCost({ base_metal_cost: 200, base_crystal_cost: 100, base_deuterium_cost: 50, cost_factor: 1 }, 9)).toEqual({ metal: 200, crystal: 100, deuterium: 50 });
    expect(researchCost({ base_metal_cost: 200, cost_factor: null }, 5)).toEqual({ metal: 200, crystal: 0, deuterium: 0 });
  });

  it('reads missing bases as 0', () => {
    expect(researchCost({ cost_factor: 2 }, 4)).toEqual({ metal: 0, crystal: 0, deuterium: 0 });
  });
});

describe('atMaxLevel', () => {
  it('is reached at or above the maximum; no maximum means never; max 0 is reached at once', () => {
    expect(atMaxLevel(12, 12)).toBe(true);
    expect(atMaxLevel(11, 12)).toBe(false);
    expect(atMaxLevel(50, null)).toBe(false);
    expect(atMaxLevel(0, 0)).toBe(true);
  });
});

describe('researchProgress', () => {
  const now = Date.UTC(2026, 5, 15, 12, 0, 0);
  it('follows the clock between start and end, capped at 100', () => {
    expect(researchProgress({ started_at: '2026-06-15T11:00:00Z', ends_at: '2026-06-15T13:00:00Z', progress_percentage: 10 }, now)).toBe(50);
    expect(researchProgress({ started_at: '2026-06-15T10:00:00Z', ends_at: '2026-06-15T11:00:00Z' }, now)).toBe(100);
  });
  it("falls back to the server's percentage, and to 0 for nonsense", () => {
    expect(researchProgress({ progress_percentage: 42 }, now)).toBe(42);
    expect(researchProgress({ progress_percentage: 130 }, now)).toBe(100);
    expect(researchProgress({ progress_percentage: null }, now)).toBe(0);
  });
});

describe('researchSeconds ((metal + crystal) ÷ (1000 × (1 + lab)) hours)', () => {
  it('divides by the lab level + 1 and ignores deuterium', () => {
    expect(researchSeconds({ metal: 800, crystal: 400 }, 5)).toBe(720);
    expect(researchSeconds({ metal: 800, crystal: 400 }, 0)).toBe(4320);
    expect(researchSeconds({ metal: 0, crystal: 800 }, 8)).toBe(320);
  });
  it('is at least 1 s; unreadable inputs count as 0', () => {
    expect(researchSeconds({ metal: 0, crystal: 0 }, 3)).toBe(1);
    expect(researchSeconds({ metal: null, crystal: Number.NaN }, null)).toBe(1);
    expect(researchSeconds({ metal: 1000, crystal: 0 }, -4)).toBe(3600);
  });
});

describe('shortfall (what the planet lacks to pay)', () => {
  it('lists each missing resource rounded up, in metal, crystal, deuterium order', () => {
    expect(shortfall({ metal: 1000, crystal: 500, deuterium: 300 }, { metal: 400.5, crystal: 900, deuterium: 0 })).toEqual([
      { key: 'metal', missing: 600 },
      { key: 'deuterium', missing: 300 },
    ]);
  });
  it('is empty when the stock pays exactly or more', () => {
    expect(shortfall({ metal: 1000, crystal: 500, deuterium: 0 }, { metal: 1000, crystal: 501, deuterium: 0 })).toEqual([]);
  });
  it('counts a missing stock as 0', () => {
    expect(shortfall({ metal: 10, crystal: 0, deuterium: 0 }, {})).toEqual([{ key: 'metal', missing: 10 }]);
  });
});
