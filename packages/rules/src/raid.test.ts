import { describe, expect, it } from 'vitest';
import { cargoShipsNeeded, carriesAll, lootable, raidPlan } from './raid';

describe('lootable', () => {
  it('is half of each resource, whole units, never negative', () => {
    expect(lootable({ metal: 34_000, crystal: 18_001, deuterium: -5 })).toEqual({ metal: 17_000, crystal: 9_000, deuterium: 0 });
    expect(lootable({})).toEqual({ metal: 0, crystal: 0, deuterium: 0 });
  });
});

describe('cargoShipsNeeded', () => {
  it('rounds up to whole ships and needs none for nothing', () => {
    expect(cargoShipsNeeded(29_000, 5_000)).toBe(6);
    expect(cargoShipsNeeded(30_000, 5_000)).toBe(6);
    expect(cargoShipsNeeded(30_001, 5_000)).toBe(7);
    expect(cargoShipsNeeded(0, 25_000)).toBe(0);
  });

  it('refuses a ship that carries nothing', () => {
    expect(() => cargoShipsNeeded(100, 0)).toThrow(RangeError);
    expect(() => cargoShipsNeeded(100, Number.NaN)).toThrow(RangeError);
  });
});

describe('raidPlan', () => {
  it("plans the demo spy report's raid (Vesta: 34.000 / 18.000 / 6.000)", () => {
    const plan = raidPlan({ metal: 34_000, crystal: 18_000, deuterium: 6_000 }, { small_cargo: 5_000, large_cargo: 25_000, probe: 0 });
    expect(plan.loot).toEqual({ metal: 17_000, crystal: 9_000, deuterium: 3_000 });
    expect(plan.total).toBe(29_000);
    expect(plan.ships).toEqual({ small_cargo: 6, large_cargo: 2 });
  });

  it('plans enough hold for the classic plunder order to take the whole loot, and one ship fewer would not', () => {
    const stocks = [
      { metal: 34_000, crystal: 18_000, deuterium: 6_000 },
      { metal: 1_000_000, crystal: 10, deuterium: 0 },
      { metal: 0, crystal: 0, deuterium: 777_777 },
      { metal: 12_345, crystal: 67_890, deuterium: 4_321 },
    ];
    for (const stock of stocks) {
      for (const capacity of [5_000, 25_000]) {
        const needed = raidPlan(stock, { ship: capacity }).ships.ship!;
        expect(carriesAll(stock, needed, capacity)).toBe(true);
        expect(carriesAll(stock, needed - 1, capacity)).toBe(false);
      }
    }
  });
});
