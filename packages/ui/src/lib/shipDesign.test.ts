import { describe, expect, it } from 'vitest';
import { CATALOGUE, COMPONENT_TYPES, componentsOfType, designTotals, emptySlots, findComponent } from './shipDesign';

describe('the ship designer catalogue (spec p2 §3)', () => {
  it('holds fifteen components, three of each type', () => {
    expect(CATALOGUE).toHaveLength(15);
    for (const type of COMPONENT_TYPES) expect(componentsOfType(type)).toHaveLength(3);
    expect(new Set(CATALOGUE.map((c) => c.id)).size).toBe(15);
  });

  it('has the spec table rows exactly', () => {
    const row = (id: string) => {
      const c = findComponent(id)!;
      return [c.name, c.stats, `${c.cost.metal}/${c.cost.crystal}/${c.cost.deuterium}`, c.mass];
    };
    expect(row('hull_capital_ship')).toEqual(['Capital Ship', { armor: 2000, capacity: 1000 }, '25000/10000/0', 200]);
    expect(row('engine_antimatter')).toEqual(['Antimatter', { power: 800, efficiency: 95, speed: 5000 }, '50000/75000/25000', 80]);
    expect(row('engine_ion')).toEqual(['Ion', { power: 100, efficiency: 85, speed: 1000 }, '2000/4000/1000', 15]);
    expect(row('weapon_antimatter_torpedo')).toEqual(['Antimatter Torpedo', { power: 1000 }, '40000/20000/10000', 60]);
    expect(row('shield_quantum')).toEqual(['Quantum', { power: 1500 }, '30000/60000/15000', 75]);
    expect(row('fuel_massive')).toEqual(['Massive', { capacity: 20000 }, '10000/2000/0', 80]);
  });
});

describe('designTotals', () => {
  it('gives zeros (never NaN) for an empty design', () => {
    expect(designTotals(emptySlots())).toEqual({
      cost: { metal: 0, crystal: 0, deuterium: 0 },
      mass: 0,
      armor: 0,
      firepower: 0,
      speed: 0,
      fuelCapacity: 0,
      cargo: 0,
    });
    expect(designTotals({})).toEqual(designTotals(emptySlots()));
  });

  it('sums a full light design by hand', () => {
    // Light Fighter + Ion + Laser Cannon + Energy shield + Standard tank.
    const totals = designTotals({
      hull: 'hull_light_fighter',
      engine: 'engine_ion',
      weapon: 'weapon_laser_cannon',
      shield: 'shield_energy',
      fuel: 'fuel_standard',
    });
    expect(totals.cost).toEqual({ metal: 1000 + 2000 + 1500 + 1000 + 500, crystal: 500 + 4000 + 500 + 2000, deuterium: 1000 });
    expect(totals.mass).toBe(10 + 15 + 8 + 12 + 5);
    expect(totals.armor).toBe(100 + 100);
    expect(totals.firepower).toBe(50);
    expect(totals.speed).toBe(1000);
    expect(totals.fuelCapacity).toBe(1000);
  });

  it('sums a full heavy design: armor is hull armor plus shield power', () => {
    const totals = designTotals({
      hull: 'hull_heavy_cruiser',
      engine: 'engine_fusion',
      weapon: 'weapon_plasma_cannon',
      shield: 'shield_plasma',
      fuel: 'fuel_extended',
    });
    expect(totals.cost).toEqual({ metal: 28000, crystal: 28500, deuterium: 7000 });
    expect(totals.mass).toBe(165);
    expect(totals.armor).toBe(900);
    expect(totals.firepower).toBe(200);
    expect(totals.speed).toBe(2500);
    expect(totals.fuelCapacity).toBe(5000);
    expect(totals.cargo).toBe(200);
  });

  it('counts a partly equipped design without the missing parts', () => {
    const totals = designTotals({ hull: 'hull_capital_ship', shield: 'shield_quantum', engine: null });
    expect(totals.armor).toBe(3500);
    expect(totals.speed).toBe(0);
    expect(totals.fuelCapacity).toBe(0);
    expect(totals.mass).toBe(275);
    expect(totals.cost).toEqual({ metal: 55000, crystal: 70000, deuterium: 15000 });
  });

  it('ignores unknown ids and components in the wrong slot', () => {
    const totals = designTotals({ hull: 'no_such_part', engine: 'weapon_laser_cannon', fuel: 'fuel_massive' });
    expect(totals.mass).toBe(80);
    expect(totals.speed).toBe(0);
    expect(totals.firepower).toBe(0);
    expect(totals.fuelCapacity).toBe(20000);
  });
});
