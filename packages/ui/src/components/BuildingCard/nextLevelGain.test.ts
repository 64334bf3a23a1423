import { beforeEach, describe, expect, it } from 'vitest';
import { constructBuilding, getBuildingTypes, getPlanetBuildings } from '@imperio/api-client';
import { nextLevelGain } from '@imperio/rules';
import { advanceUniverse, economy, loginAt, resetDemoAt, TEST_NOW as T0 } from '@imperio/mocks';

/** Marea Azul, the young colony: its mines, plants and stores can still be paid. */
const PLANET = 103;

beforeEach(() => resetDemoAt(T0));

/**
 * 'What the next level adds' against the mock universe's own numbers: the card's
 * figure before an upgrade must be exactly what the planet's production per hour and capacity
 * change by when the mock completes that upgrade.
 */
describe('nextLevelGain agrees with the mock universe', () => {
  it.each(['metal_mine', 'crystal_mine', 'solar_plant', 'metal_storage'])('upgrading %s changes the planet as shown', async (code) => {
    const building = (await getPlanetBuildings(PLANET)).buildings.find((b) => b.building_code === code)!;
    expect(building.can_upgrade).toBe(true);
    const level = Number(building.level);
    const gain = nextLevelGain(code, level);
    expect(gain).not.toBeNull();
    const before = structuredClone(economy.economyOf(PLANET)!);

    const type = (await getBuildingTypes()).find((entry) => entry.code === code)!;
    await constructBuilding({ building_type_id: type.id, planet_id: PLANET });
    const during = (await getPlanetBuildings(PLANET)).buildings.find((b) => b.building_code === code)!;
    loginAt(Date.parse(during.upgrade_ends!) + 1);
    await advanceUniverse();
    const upgraded = (await getPlanetBuildings(PLANET)).buildings.find((b) => b.building_code === code)!;
    expect(Number(upgraded.level)).toBe(level + 1);

    const after = economy.economyOf(PLANET)!;
    for (const key of ['metal', 'crystal', 'deuterium', 'energy'] as const) {
      expect(after.production_per_hour[key] - before.production_per_hour[key]).toBe(gain!.production?.[key] ?? 0);
    }
    for (const key of ['metal', 'crystal', 'deuterium'] as const) {
      const expected = gain!.storage?.resource === key ? gain!.storage.amount : 0;
      expect(after.capacity[key] - before.capacity[key]).toBe(expected);
    }
  });

  it('adds production (and its energy use) for a mine, capacity for a store, nothing for a facility', () => {
    // Metal store 0 → 1: 5000 × floor(2.5 × e^(20/33)) − 5000 × floor(2.5). Metal mine 9 → 10: 30 × 10 × 1.1^10 − 30 × 9 × 1.1^9 metal, 10 × … energy more used.
    expect(nextLevelGain('metal_mine', 9)?.production).toEqual({ metal: 778 - 636, crystal: 0, deuterium: 0, energy: -(260 - 213) });
    expect(nextLevelGain('metal_storage', 0)).toEqual({ production: null, storage: { resource: 'metal', amount: 20_000 - 10_000 } });
    expect(nextLevelGain('research_lab', 3)).toBeNull();
  });
});
