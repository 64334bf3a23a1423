import { createRandom } from '../random';
import { createBattleState, fightBattle, prepareBattle, type BattleOptions, type RoundRecord, type Winner } from './battle';
import { plunder } from './loot';
import type { BattleInput, Resources } from './units';

/** The share of the metal and crystal of destroyed ships that becomes the debris field (OGame: 30 %). */
export const DEBRIS_SHARE = 0.3;

/** A unit type's mean losses over the runs: units and what they cost (resource units). */
export interface TypeLosses extends Resources {
  code: string;
  /** Units at the start. */
  count: number;
  /** Mean units lost (defences: after the rebuild). */
  units: number;
}

/** What many runs of one battle say. */
export interface BattleSummary {
  runs: number;
  /** Share of runs (0…1) each side won, and that ended in a draw. */
  outcomes: Record<Winner, number>;
  /** Mean rounds fought. */
  meanRounds: number;
  losses: { attacker: TypeLosses[]; defender: TypeLosses[] };
  /** Mean debris field: 30 % of the metal and crystal of the ships destroyed (both sides). */
  debris: { metal: number; crystal: number };
  /** Mean loot per run (0 in runs the attacker does not win); null without the defender's resources. */
  loot: Resources | null;
  /** The first run, round by round, and its winner. */
  sample: { winner: Winner; rounds: RoundRecord[] };
}

/** Sums over runs, turned into a `BattleSummary` by `finish`. */
export interface Tally {
  runs: number;
  wins: Record<Winner, number>;
  rounds: number;
  attackerLost: Float64Array;
  defenderLost: Float64Array;
  debris: { metal: number; crystal: number };
  loot: Resources;
  sample: BattleSummary['sample'] | null;
}

/** Options of a series of runs. */
export interface SimulationOptions extends BattleOptions {
  /** Runs to fight. @default 100 */
  runs?: number;
  /** Seed of the random source (the same seed gives the same answer). @default 1 */
  seed?: number;
}

/**
 * A series of runs of one battle, fought a few at a time (so a worker can report progress and
 * be stopped between steps). `step(n)` fights up to n more runs and returns how many are done;
 * `summary()` reads the answer so far.
 */
export interface Simulation {
  readonly total: number;
  readonly done: number;
  step(runs: number): number;
  summary(): BattleSummary;
}

/**
 * Starts a series of `runs` battles of `input` by the classic rules, seeded by `seed`.
 * The arrays are allocated once for the series; a run allocates nothing per shot.
 */
export function createSimulation(input: BattleInput, options: SimulationOptions = {}): Simulation {
  const total = Math.max(0, Math.floor(options.runs ?? 100));
  const battle = prepareBattle(input, options);
  const state = createBattleState(battle);
  const random = createRandom(options.seed ?? 1);
  const attackerSpecs = battle.attacker.specs;
  const defenderSpecs = battle.defender.specs;
  const stock = input.defenderResources ?? null;
  const tally: Tally = {
    runs: 0,
    wins: { attacker: 0, defender: 0, draw: 0 },
    rounds: 0,
    attackerLost: new Float64Array(attackerSpecs.length),
    defenderLost: new Float64Array(defenderSpecs.length),
    debris: { metal: 0, crystal: 0 },
    loot: { metal: 0, crystal: 0, deuterium: 0 },
    sample: null,
  };

  function runOnce() {
    const result = fightBattle(battle, state, random, tally.sample === null);
    if (tally.sample === null) tally.sample = { winner: result.winner, rounds: result.record ?? [] };
    tally.runs++;
    tally.wins[result.winner]++;
    tally.rounds += result.rounds;
    let cargo = 0;
    for (let t = 0; t < attackerSpecs.length; t++) {
      const spec = attackerSpecs[t]!;
      const lost = result.attackerLost[t]!;
      tally.attackerLost[t]! += lost;
      if (!spec.defense) {
        tally.debris.metal += DEBRIS_SHARE * lost * spec.metal;
        tally.debris.crystal += DEBRIS_SHARE * lost * spec.crystal;
      }
      cargo += (battle.attacker.counts[t]! - lost) * spec.cargo;
    }
    for (let t = 0; t < defenderSpecs.length; t++) {
      const spec = defenderSpecs[t]!;
      const lost = result.defenderLost[t]!;
      tally.defenderLost[t]! += lost;
      if (!spec.defense) {
        tally.debris.metal += DEBRIS_SHARE * lost * spec.metal;
        tally.debris.crystal += DEBRIS_SHARE * lost * spec.crystal;
      }
    }
    if (stock && result.winner === 'attacker') {
      const taken = plunder(cargo, stock);
      tally.loot.metal += taken.metal;
      tally.loot.crystal += taken.crystal;
      tally.loot.deuterium += taken.deuterium;
    }
  }

  return {
    total,
    get done() {
      return tally.runs;
    },
    step(runs: number) {
      const end = Math.min(total, tally.runs + Math.max(1, Math.floor(runs)));
      while (tally.runs < end) runOnce();
      return tally.runs;
    },
    summary: () => finish(tally, battle.attacker.specs, battle.attacker.counts, battle.defender.specs, battle.defender.counts, stock),
  };
}

function losses(
  specs: { code: string; metal: number; crystal: number; deuterium: number }[],
  counts: Int32Array,
  lost: Float64Array,
  runs: number,
) {
  return specs.map((spec, t): TypeLosses => {
    const units = runs ? lost[t]! / runs : 0;
    return {
      code: spec.code,
      count: counts[t]!,
      units,
      metal: units * spec.metal,
      crystal: units * spec.crystal,
      deuterium: units * spec.deuterium,
    };
  });
}

function finish(
  tally: Tally,
  attackerSpecs: BattleInput['attacker']['units'][number]['spec'][],
  attackerCounts: Int32Array,
  defenderSpecs: BattleInput['defender']['units'][number]['spec'][],
  defenderCounts: Int32Array,
  stock: Resources | null,
): BattleSummary {
  const runs = tally.runs;
  const mean = (value: number) => (runs ? value / runs : 0);
  return {
    runs,
    outcomes: { attacker: mean(tally.wins.attacker), defender: mean(tally.wins.defender), draw: mean(tally.wins.draw) },
    meanRounds: mean(tally.rounds),
    losses: {
      attacker: losses(attackerSpecs, attackerCounts, tally.attackerLost, runs),
      defender: losses(defenderSpecs, defenderCounts, tally.defenderLost, runs),
    },
    debris: { metal: mean(tally.debris.metal), crystal: mean(tally.debris.crystal) },
    loot: stock ? { metal: mean(tally.loot.metal), crystal: mean(tally.loot.crystal), deuterium: mean(tally.loot.deuterium) } : null,
    sample: tally.sample ?? { winner: 'draw', rounds: [] },
  };
}

/**
 * Fights `runs` battles at once and summarises them (tests, the benchmark, in-thread runners).
 * @returns the summary of every run
 */
export function simulateBattles(input: BattleInput, options: SimulationOptions = {}): BattleSummary {
  const simulation = createSimulation(input, options);
  simulation.step(simulation.total);
  return simulation.summary();
}
