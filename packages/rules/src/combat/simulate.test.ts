import { describe, expect, it } from 'vitest';
import { createSimulation, simulateBattles } from './simulate';
import { NO_TECHNOLOGIES, type BattleInput, type UnitSpec } from './units';

/** The demo catalogue's values (packages/mocks seed): attack, shield, armour as hull, costs, cargo. */
const lightFighter: UnitSpec = {
  code: 'light_fighter',
  attack: 50,
  shield: 10,
  hull: 400,
  metal: 3_000,
  crystal: 1_000,
  deuterium: 0,
  cargo: 50,
  defense: false,
};
const rocketLauncher: UnitSpec = {
  code: 'rocket_launcher',
  attack: 80,
  shield: 20,
  hull: 200,
  metal: 2_000,
  crystal: 0,
  deuterium: 0,
  cargo: 0,
  defense: true,
};

function battle(fighters: number, launchers: number, resources?: BattleInput['defenderResources']): BattleInput {
  return {
    attacker: { units: [{ spec: lightFighter, count: fighters }], tech: NO_TECHNOLOGIES },
    defender: { units: [{ spec: rocketLauncher, count: launchers }], tech: NO_TECHNOLOGIES },
    defenderResources: resources ?? null,
  };
}

describe('simulateBattles', () => {
  it('200 light fighters against 2 rocket launchers win nearly always', () => {
    const summary = simulateBattles(battle(200, 2), { runs: 100, seed: 3 });
    expect(summary.runs).toBe(100);
    expect(summary.outcomes.attacker).toBeGreaterThanOrEqual(0.95);
    expect(summary.losses.defender[0]).toMatchObject({ code: 'rocket_launcher', count: 2 });
  });

  it('2 light fighters against 200 rocket launchers nearly never win, and lose their ships', () => {
    const summary = simulateBattles(battle(2, 200), { runs: 100, seed: 3 });
    expect(summary.outcomes.attacker).toBeLessThanOrEqual(0.05);
    expect(summary.outcomes.defender).toBeGreaterThanOrEqual(0.95);
    expect(summary.losses.attacker[0]!.units).toBeCloseTo(2, 1);
    expect(summary.losses.attacker[0]!.metal).toBeCloseTo(6_000, -2);
    // 30 % of the metal and crystal of the lost fighters: 2 × (3 000 + 1 000) × 0.3.
    expect(summary.debris.metal).toBeCloseTo(1_800, -2);
    expect(summary.debris.crystal).toBeCloseTo(600, -2);
  });

  it('leaves no debris from defences, and counts rebuilt ones as not lost', () => {
    const summary = simulateBattles(battle(200, 2), { runs: 200, seed: 5 });
    // Defences make no debris; the attacker loses next to nothing.
    expect(summary.debris.metal).toBeLessThan(0.3 * 3_000 * 1);
    // Both launchers fall in every won run; 70 % come back: 0.6 lost on average.
    expect(summary.losses.defender[0]!.units).toBeGreaterThan(0.45);
    expect(summary.losses.defender[0]!.units).toBeLessThan(0.75);
  });

  it('loots up to half the resources, limited by the surviving cargo', () => {
    const rich = simulateBattles(battle(200, 2, { metal: 1_000_000, crystal: 0, deuterium: 0 }), { runs: 20, seed: 1 });
    // 200 fighters × 50 = 10 000 of cargo, all of it metal.
    expect(rich.loot!.metal).toBeCloseTo(10_000 * rich.outcomes.attacker, -3);
    const poor = simulateBattles(battle(200, 2, { metal: 1_000, crystal: 0, deuterium: 0 }), { runs: 20, seed: 1 });
    expect(poor.loot!.metal).toBeCloseTo(500 * poor.outcomes.attacker, 0);
    expect(simulateBattles(battle(200, 2), { runs: 5 }).loot).toBeNull();
    // A lost battle takes nothing.
    expect(simulateBattles(battle(2, 200, { metal: 1_000, crystal: 0, deuterium: 0 }), { runs: 20 }).loot!.metal).toBe(0);
  });

  it('keeps the first run round by round, and gives the same answer from the same seed', () => {
    const first = simulateBattles(battle(50, 50), { runs: 30, seed: 9 });
    expect(first.sample.rounds[0]).toMatchObject({ round: 1, attacker: { units: 50 }, defender: { units: 50 } });
    expect(simulateBattles(battle(50, 50), { runs: 30, seed: 9 })).toEqual(first);
    const other = simulateBattles(battle(50, 50), { runs: 30, seed: 10 });
    expect(other.losses).not.toEqual(first.losses);
  });

  it('fights in steps that add up to the whole series', () => {
    const simulation = createSimulation(battle(20, 20), { runs: 25, seed: 4 });
    expect(simulation.step(10)).toBe(10);
    expect(simulation.step(10)).toBe(20);
    expect(simulation.step(10)).toBe(25);
    expect(simulation.summary()).toEqual(simulateBattles(battle(20, 20), { runs: 25, seed: 4 }));
  });
});
