import { describe, expect, it } from 'vitest';
import { createRandom } from '../random';
import { createBattleState, fightBattle, prepareBattle, type BattleOptions } from './battle';
import { NO_TECHNOLOGIES, type BattleInput, type Technologies, type UnitSpec } from './units';

/** A unit type for a test: no cost, no cargo, a ship unless said. */
function unit(code: string, attack: number, shield: number, hull: number, extra: Partial<UnitSpec> = {}): UnitSpec {
  return { code, attack, shield, hull, metal: 0, crystal: 0, deuterium: 0, cargo: 0, defense: false, ...extra };
}

function input(
  attacker: [UnitSpec, number][],
  defender: [UnitSpec, number][],
  tech: Partial<Record<'a' | 'd', Technologies>> = {},
): BattleInput {
  return {
    attacker: { units: attacker.map(([spec, count]) => ({ spec, count })), tech: tech.a ?? NO_TECHNOLOGIES },
    defender: { units: defender.map(([spec, count]) => ({ spec, count })), tech: tech.d ?? NO_TECHNOLOGIES },
  };
}

/** One recorded battle. */
function fight(battleInput: BattleInput, seed = 1, options: BattleOptions = {}) {
  const battle = prepareBattle(battleInput, options);
  return fightBattle(battle, createBattleState(battle), createRandom(seed), true);
}

/** The same battle over many seeds: how often `test` holds of the result. */
function share(battleInput: BattleInput, seeds: number, test: (result: ReturnType<typeof fight>) => boolean, options?: BattleOptions) {
  let hits = 0;
  for (let seed = 1; seed <= seeds; seed++) if (test(fight(battleInput, seed, options))) hits++;
  return hits / seeds;
}

const wall = unit('wall', 0, 0, 1e9);

describe('classic combat rules', () => {
  it('fights at most 6 rounds, and a battle undecided after them is a draw', () => {
    const result = fight(input([[unit('a', 1, 0, 1e9), 1]], [[unit('b', 1, 0, 1e9), 1]]));
    expect(result.rounds).toBe(6);
    expect(result.record).toHaveLength(6);
    expect(result.winner).toBe('draw');
  });

  it('ends as soon as one side has no units: the other wins', () => {
    const attack = fight(input([[unit('a', 100, 0, 10), 1]], [[unit('b', 0, 0, 10), 1]]));
    expect(attack).toMatchObject({ rounds: 1, winner: 'attacker' });
    const defence = fight(input([[unit('a', 0, 0, 10), 1]], [[unit('b', 100, 0, 10), 1]]));
    expect(defence).toMatchObject({ rounds: 1, winner: 'defender' });
  });

  it('has both sides fire in the same round: two units that kill each other end in a draw', () => {
    const result = fight(input([[unit('a', 100, 0, 10), 1]], [[unit('b', 100, 0, 10), 1]]));
    expect(result).toMatchObject({ rounds: 1, winner: 'draw' });
    expect(result.attackerLost[0]).toBe(1);
    expect(result.defenderLost[0]).toBe(1);
  });

  it('has every unit fire at a random enemy unit', () => {
    // One killer shot a round, two equal targets: each is hit first about half of the time.
    const battle = input(
      [[unit('a', 100, 0, 1e9), 1]],
      [
        [unit('left', 0, 0, 10), 1],
        [unit('right', 0, 0, 10), 1],
      ],
    );
    const leftFirst = share(battle, 400, (result) => result.defenderLost[0] === 1, { maxRounds: 1 });
    expect(leftFirst).toBeGreaterThan(0.4);
    expect(leftFirst).toBeLessThan(0.6);
  });

  it('lets shields absorb a shot and take the rest off the hull', () => {
    const round = fight(input([[unit('a', 30, 0, 1e9), 1]], [[unit('b', 0, 10, 1e6), 1]]), 1, { maxRounds: 1 }).record![0]!;
    expect(round.attacker).toMatchObject({ shots: 1, absorbed: 10, damage: 20 });
  });

  it('raises shields again at the start of each round', () => {
    // 15 a round against a 10-point shield: 5 on the hull each round, 30 in 6 rounds.
    const record = fight(input([[unit('a', 15, 0, 1e9), 1]], [[unit('b', 0, 10, 1e6), 1]])).record!;
    expect(record.reduce((sum, round) => sum + round.attacker.damage, 0)).toBe(30);
    expect(record.every((round) => round.attacker.absorbed === 10)).toBe(true);
  });

  it('absorbs whole a shot below 1 % of the target’s shield', () => {
    // 200 shots of 9 at a 1 000-point shield: 1 800 would break through; each is under 10, so none counts.
    const bounced = fight(input([[unit('a', 9, 0, 1e9), 200]], [[unit('b', 0, 1_000, 1e6), 1]]), 1, { maxRounds: 1 }).record![0]!;
    expect(bounced.attacker).toMatchObject({ shots: 200, damage: 0, absorbed: 1_800 });
    // At exactly 1 % (10) the shots wear the shield down and reach the hull.
    const through = fight(input([[unit('a', 10, 0, 1e9), 200]], [[unit('b', 0, 1_000, 1e6), 1]]), 1, { maxRounds: 1 }).record![0]!;
    expect(through.attacker.damage).toBe(1_000);
  });

  it('explodes a unit left under 70 % of its hull with probability 1 − hull / initial hull', () => {
    // One shot of 40 leaves 60 of 100: it explodes with probability 0.4.
    const hit = input([[unit('a', 40, 0, 1e9), 1]], [[unit('b', 0, 0, 100), 1]]);
    const exploded = share(hit, 1_000, (result) => result.defenderLost[0] === 1, { maxRounds: 1 });
    expect(exploded).toBeGreaterThan(0.35);
    expect(exploded).toBeLessThan(0.45);
    // 25 leaves 75 %: above the threshold, never.
    const scratched = input([[unit('a', 25, 0, 1e9), 1]], [[unit('b', 0, 0, 100), 1]]);
    expect(share(scratched, 300, (result) => result.defenderLost[0] === 1, { maxRounds: 1 })).toBe(0);
  });

  it('fires again with rapid fire (R − 1) / R, R times a round on average', () => {
    // The classic table: a cruiser has rapid fire 10 against rocket launchers.
    const battle = input([[unit('cruiser', 1, 0, 1e9), 1]], [[unit('rocket_launcher', 0, 0, 1e9, { defense: true }), 100]]);
    let shots = 0;
    for (let seed = 1; seed <= 200; seed++) shots += fight(battle, seed, { maxRounds: 1 }).record![0]!.attacker.shots;
    expect(shots / 200).toBeGreaterThan(8.5);
    expect(shots / 200).toBeLessThan(11.5);
    // Against a type it has no rapid fire for, one shot.
    const plain = input([[unit('cruiser', 1, 0, 1e9), 1]], [[unit('heavy_laser', 0, 0, 1e9, { defense: true }), 100]]);
    expect(fight(plain, 1, { maxRounds: 1 }).record![0]!.attacker.shots).toBe(1);
  });

  it('adds 10 % a level of weapons, shielding and armour technology', () => {
    // 95 with weapons 1 is 104.5 against a 100-point shield: 4.5 through.
    const weapons = fight(
      input([[unit('a', 95, 0, 1e9), 1]], [[unit('b', 0, 100, 1e6), 1]], { a: { weapons: 1, shielding: 0, armour: 0 } }),
      1,
      {
        maxRounds: 1,
      },
    );
    expect(weapons.record![0]!.attacker.damage).toBeCloseTo(4.5);
    // Shielding 2 makes a 100 shield 120: 110 no longer gets through.
    const shielding = fight(
      input([[unit('a', 110, 0, 1e9), 1]], [[unit('b', 0, 100, 1e6), 1]], { d: { weapons: 0, shielding: 2, armour: 0 } }),
      1,
      {
        maxRounds: 1,
      },
    );
    expect(shielding.record![0]!.attacker.damage).toBe(0);
    // Armour 5 makes a 100 hull 150: a 100 shot no longer destroys it.
    const armour = fight(
      input([[unit('a', 100, 0, 1e9), 1]], [[unit('b', 0, 0, 100), 1]], { d: { weapons: 0, shielding: 0, armour: 5 } }),
      1,
      {
        maxRounds: 1,
      },
    );
    expect(armour.record![0]!.attacker.damage).toBe(100);
    expect(
      share(
        input([[unit('a', 100, 0, 1e9), 1]], [[unit('b', 0, 0, 100), 1]], { d: { weapons: 0, shielding: 0, armour: 5 } }),
        200,
        (r) => r.defenderLost[0] === 0,
        { maxRounds: 1 },
      ),
    ).toBeGreaterThan(0.2);
  });

  it('rebuilds destroyed defences with probability 0.7, never ships', () => {
    const battle = input(
      [[unit('a', 1_000, 0, 1e9), 4_000]],
      [
        [unit('rocket_launcher', 0, 0, 1, { defense: true }), 1_000],
        [unit('ship', 0, 0, 1), 1_000],
      ],
    );
    const result = fight(battle);
    expect(result.winner).toBe('attacker');
    expect(result.defenderRebuilt[0]).toBeGreaterThan(650);
    expect(result.defenderRebuilt[0]).toBeLessThan(750);
    expect(result.defenderLost[0]).toBe(1_000 - result.defenderRebuilt[0]!);
    expect(result.defenderRebuilt[1]).toBe(0);
    expect(result.defenderLost[1]).toBe(1_000);
  });

  it('replays the same battle from the same seed, and another from another seed', () => {
    const battle = input([[unit('a', 30, 5, 100), 50]], [[unit('b', 30, 5, 100), 50]]);
    const lost = (seed: number) => Array.from(fight(battle, seed).attackerLost);
    expect(lost(7)).toEqual(lost(7));
    expect([lost(1), lost(2), lost(3)].map(String)).not.toEqual([lost(1), lost(1), lost(1)].map(String));
  });

  it('gives a side without units nothing to fire at', () => {
    const result = fight(input([], [[wall, 1]]));
    expect(result).toMatchObject({ rounds: 0, winner: 'defender' });
  });
});
