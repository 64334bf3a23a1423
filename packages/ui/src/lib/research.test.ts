import { describe, expect, it } from 'vitest';
import { atMaxLevel, researchCost, researchProgress, researchSeconds } from './research';

describe('researchCost (spec p2 §9: base × cost_factor^level)', () => {
  const bases = (metal: number, crystal: number, deuterium: number, cost_factor: number | null) => ({
    base_metal_cost: metal,
    base_crystal_cost: crystal,
    base_deuterium_cost: deuterium,
    cost_factor,
  });
  const cost = (metal: number, crystal: number, deuterium: number) => ({ metal, crystal, deuterium });

  it.each([
    ['costs the base at level 0', bases(800, 200, 0, 2), 0, cost(800, 200, 0)],
    ['multiplies each resource by the factor raised to the level', bases(800, 200, 0, 2), 3, cost(6400, 1600, 0)],
    ['multiplies by a fractional factor', bases(4000, 8000, 4000, 1.75), 2, cost(12250, 24500, 12250)],
    ['keeps the base with a cost factor of 1', bases(200, 100, 50, 1), 9, cost(200, 100, 50)],
    ['treats a missing factor as 1', { base_metal_cost: 200, cost_factor: null }, 5, cost(200, 0, 0)],
    ['reads missing bases as 0', { cost_factor: 2 }, 4, cost(0, 0, 0)],
  ])('%s', (_name, type, level, expected) => {
    expect(researchCost(type, level)).toEqual(expected);
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
    expect(researchProgress({ started_at: '2026-06-15T11:00:00Z', ends_at: '2026-06-15T13:00:00Z', progress_percentage: 10 }, now)).toBe(
      50,
    );
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
