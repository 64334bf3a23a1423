import { describe, expect, it } from 'vitest';
import { levelCost, researchCost } from './costs';

const cost = (metal: number, crystal: number, deuterium: number) => ({ metal, crystal, deuterium });

describe('researchCost (spec p2 §9: base × cost_factor^level)', () => {
  const bases = (metal: number, crystal: number, deuterium: number, cost_factor: number | null) => ({
    base_metal_cost: metal,
    base_crystal_cost: crystal,
    base_deuterium_cost: deuterium,
    cost_factor,
  });

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

describe('levelCost (buildings: base × factor^level, rounded down)', () => {
  it('grows a metal mine by 1.5 per level and rounds each resource down', () => {
    expect(levelCost(cost(60, 15, 0), 1.5, 0)).toEqual(cost(60, 15, 0));
    expect(levelCost(cost(60, 15, 0), 1.5, 2)).toEqual(cost(135, 33, 0));
    expect(levelCost(cost(60, 15, 0), 1.5, 10)).toEqual(cost(3459, 864, 0));
  });
  it('treats a negative level as 0 and a non-positive factor as 1', () => {
    expect(levelCost(cost(100, 50, 10), 2, -3)).toEqual(cost(100, 50, 10));
    expect(levelCost(cost(100, 50, 10), 0, 5)).toEqual(cost(100, 50, 10));
  });
});
