import type { Random } from '../random';
import { RAPID_FIRE, rapidFireChance } from './rapidFire';
import { withTechnologies, type BattleInput, type SideInput, type UnitSpec } from './units';

/** The classic rules' constants (OGame wiki, "Combat"; docs/combat.md). */
export const COMBAT_RULES = {
  /** A battle lasts at most this many rounds; undecided after them it is a draw. */
  maxRounds: 6,
  /** A shot weaker than this share of the target's full shield is absorbed whole. */
  bounceShare: 0.01,
  /** Below this share of its full hull, a hit unit may explode. */
  explosionThreshold: 0.7,
  /** The chance that each destroyed defence is rebuilt after the battle. */
  defenceRebuildChance: 0.7,
} as const;

export type Winner = 'attacker' | 'defender' | 'draw';

/** Options of a battle; tests change them, the game uses the defaults. */
export interface BattleOptions {
  /** @default COMBAT_RULES.maxRounds */
  maxRounds?: number;
  /** Rapid fire by shooter code, then target code. @default RAPID_FIRE */
  rapidFire?: Readonly<Record<string, Readonly<Record<string, number>>>>;
}

/** One side's unit types as typed tables (technologies applied). */
export interface PreparedSide {
  specs: UnitSpec[];
  counts: Int32Array;
  attack: Float64Array;
  shield: Float64Array;
  hull: Float64Array;
  total: number;
}

/** A battle compiled once and fought many times (`fightBattle`). */
export interface PreparedBattle {
  attacker: PreparedSide;
  defender: PreparedSide;
  /** Chance to fire again, `[shooterType * targetTypes + targetType]`, attacker at defender. */
  attackerRapidFire: Float64Array;
  /** The same, defender at attacker. */
  defenderRapidFire: Float64Array;
  maxRounds: number;
}

/** One side's figures in one round. */
export interface RoundSide {
  /** Units at the start of the round. */
  units: number;
  /** Shots fired (rapid fire included). */
  shots: number;
  /** Damage dealt to the enemy's hulls. */
  damage: number;
  /** Damage the enemy's shields absorbed (bounced shots included). */
  absorbed: number;
  /** Own units destroyed in the round. */
  lost: number;
}

/** What happened in one round of one battle. */
export interface RoundRecord {
  round: number;
  attacker: RoundSide;
  defender: RoundSide;
}

/** The mutable arrays of one side during a battle (reused from battle to battle). */
interface SideState {
  type: Uint16Array;
  hull: Float64Array;
  shield: Float64Array;
  count: number;
  /** Units lost per type (defences: after the rebuild). */
  lost: Int32Array;
}

/** The arrays a series of battles reuses, so a shot allocates nothing. */
export interface BattleState {
  attacker: SideState;
  defender: SideState;
  /** Defences rebuilt per defender type after the last battle. */
  rebuilt: Int32Array;
}

/** The outcome of one battle; the arrays belong to the `BattleState` and change on the next battle. */
export interface BattleResult {
  winner: Winner;
  /** Rounds fought, 1…maxRounds (0 when a side had no units). */
  rounds: number;
  attackerLost: Int32Array;
  defenderLost: Int32Array;
  defenderRebuilt: Int32Array;
  /** Round by round, when asked for. */
  record?: RoundRecord[];
}

function prepareSide(side: SideInput): PreparedSide {
  const present = side.units.filter((entry) => Math.floor(entry.count) > 0);
  const specs = present.map((entry) => entry.spec);
  const counts = Int32Array.from(present, (entry) => Math.floor(entry.count));
  const values = specs.map((spec) => withTechnologies(spec, side.tech));
  return {
    specs,
    counts,
    attack: Float64Array.from(values, (value) => value.attack),
    shield: Float64Array.from(values, (value) => value.shield),
    hull: Float64Array.from(values, (value) => value.hull),
    total: counts.reduce((sum, count) => sum + count, 0),
  };
}

function rapidFireMatrix(shooters: PreparedSide, targets: PreparedSide, table: BattleOptions['rapidFire']): Float64Array {
  const matrix = new Float64Array(shooters.specs.length * targets.specs.length);
  shooters.specs.forEach((shooter, i) =>
    targets.specs.forEach((target, j) => {
      matrix[i * targets.specs.length + j] = rapidFireChance(shooter.code, target.code, table);
    }),
  );
  return matrix;
}

/**
 * Compiles a battle: unit types with a count ≥ 1, their values with technologies, rapid fire
 * as chances. Counts are whole (floored); types beyond 65 535 per side are not supported.
 */
export function prepareBattle(input: BattleInput, options: BattleOptions = {}): PreparedBattle {
  const attacker = prepareSide(input.attacker);
  const defender = prepareSide(input.defender);
  const table = options.rapidFire ?? RAPID_FIRE;
  return {
    attacker,
    defender,
    attackerRapidFire: rapidFireMatrix(attacker, defender, table),
    defenderRapidFire: rapidFireMatrix(defender, attacker, table),
    maxRounds: options.maxRounds ?? COMBAT_RULES.maxRounds,
  };
}

function sideState(side: PreparedSide): SideState {
  return {
    type: new Uint16Array(side.total),
    hull: new Float64Array(side.total),
    shield: new Float64Array(side.total),
    count: 0,
    lost: new Int32Array(side.specs.length),
  };
}

/** The arrays for fighting `battle` again and again (one allocation per series). */
export function createBattleState(battle: PreparedBattle): BattleState {
  return {
    attacker: sideState(battle.attacker),
    defender: sideState(battle.defender),
    rebuilt: new Int32Array(battle.defender.specs.length),
  };
}

function deploy(side: PreparedSide, state: SideState): void {
  let index = 0;
  for (let t = 0; t < side.counts.length; t++) {
    const hull = side.hull[t]!;
    for (let k = side.counts[t]!; k > 0; k--) {
      state.type[index] = t;
      state.hull[index] = hull;
      index++;
    }
  }
  state.count = index;
  state.lost.fill(0);
}

/** Scratch for one volley's figures: shots, hull damage, absorbed. */
const SHOTS = 0;
const DAMAGE = 1;
const ABSORBED = 2;

/**
 * Every unit of `shooters` fires at a random unit of `targets`, again while its rapid fire
 * against the last target's type says so. A shot at a unit already destroyed this round is
 * lost (it stays a target until the round ends). Adds to `tally`.
 */
function volley(
  shooters: SideState,
  shooterSide: PreparedSide,
  targets: SideState,
  targetSide: PreparedSide,
  rapidFire: Float64Array,
  random: Random,
  tally: Float64Array,
): void {
  const targetCount = targets.count;
  if (targetCount === 0) return;
  const targetTypes = targetSide.specs.length;
  const { type: targetType, hull, shield } = targets;
  const fullShield = targetSide.shield;
  const fullHull = targetSide.hull;
  let shots = 0;
  let damageDone = 0;
  let absorbed = 0;
  for (let i = 0; i < shooters.count; i++) {
    const shooterType = shooters.type[i]!;
    const attack = shooterSide.attack[shooterType]!;
    const row = shooterType * targetTypes;
    let again = true;
    while (again) {
      const j = (random() * targetCount) | 0;
      const tt = targetType[j]!;
      shots++;
      let h = hull[j]!;
      // A unit without weapons (a probe) fires nothing that counts.
      if (h > 0 && attack > 0) {
        if (attack < COMBAT_RULES.bounceShare * fullShield[tt]!) {
          // Too weak to scratch the shield: absorbed whole, no hull damage, no explosion check.
          absorbed += attack;
        } else {
          const s = shield[j]!;
          if (attack <= s) {
            shield[j] = s - attack;
            absorbed += attack;
          } else {
            shield[j] = 0;
            absorbed += s;
            const through = Math.min(attack - s, h);
            h -= through;
            damageDone += through;
          }
          const initial = fullHull[tt]!;
          if (h > 0 && h < COMBAT_RULES.explosionThreshold * initial && random() < 1 - h / initial) h = 0;
          hull[j] = h;
        }
      }
      const chance = rapidFire[row + tt]!;
      again = chance > 0 && random() < chance;
    }
  }
  tally[SHOTS] = tally[SHOTS]! + shots;
  tally[DAMAGE] = tally[DAMAGE]! + damageDone;
  tally[ABSORBED] = tally[ABSORBED]! + absorbed;
}

/** Removes the destroyed units (hull ≤ 0), counting them per type; returns how many. */
function clearWreckage(state: SideState): number {
  let kept = 0;
  const { type, hull, shield, lost } = state;
  for (let i = 0; i < state.count; i++) {
    if (hull[i]! > 0) {
      type[kept] = type[i]!;
      hull[kept] = hull[i]!;
      shield[kept] = shield[i]!;
      kept++;
    } else {
      lost[type[i]!]!++;
    }
  }
  const destroyed = state.count - kept;
  state.count = kept;
  return destroyed;
}

function raiseShields(side: PreparedSide, state: SideState): void {
  for (let i = 0; i < state.count; i++) state.shield[i] = side.shield[state.type[i]!]!;
}

/** Each destroyed defence comes back with chance `COMBAT_RULES.defenceRebuildChance`. */
function rebuildDefences(side: PreparedSide, state: SideState, rebuilt: Int32Array, random: Random): void {
  rebuilt.fill(0);
  for (let t = 0; t < side.specs.length; t++) {
    if (!side.specs[t]!.defense) continue;
    let back = 0;
    for (let k = state.lost[t]!; k > 0; k--) if (random() < COMBAT_RULES.defenceRebuildChance) back++;
    rebuilt[t] = back;
    state.lost[t]! -= back;
  }
}

const roundSide = (units: number, tally: Float64Array, lost: number): RoundSide => ({
  units,
  shots: tally[SHOTS]!,
  damage: tally[DAMAGE]!,
  absorbed: tally[ABSORBED]!,
  lost,
});

/**
 * Fights one battle by the classic rules (docs/combat.md): up to `maxRounds` rounds; in each,
 * shields are full again, every unit of both sides fires (at the units present at the round's
 * start, so both sides shoot simultaneously) and then the destroyed units leave. It ends when a
 * side has no units: the other wins, or nobody if both are gone; still undecided after the last
 * round, it is a draw. Then destroyed defences are rebuilt (70 % in expectation).
 * @param battle from `prepareBattle`
 * @param state from `createBattleState(battle)`; overwritten
 * @param random the seeded source (`createRandom`)
 * @param record whether to return the round-by-round record (allocates a little per round)
 * @returns the winner, rounds and losses per type (arrays owned by `state`)
 */
export function fightBattle(battle: PreparedBattle, state: BattleState, random: Random, record = false): BattleResult {
  const { attacker: a, defender: d } = battle;
  deploy(a, state.attacker);
  deploy(d, state.defender);
  const rounds: RoundRecord[] | undefined = record ? [] : undefined;
  const attackerTally = new Float64Array(3);
  const defenderTally = new Float64Array(3);
  let round = 0;
  while (round < battle.maxRounds && state.attacker.count > 0 && state.defender.count > 0) {
    round++;
    raiseShields(a, state.attacker);
    raiseShields(d, state.defender);
    attackerTally.fill(0);
    defenderTally.fill(0);
    const attackerUnits = state.attacker.count;
    const defenderUnits = state.defender.count;
    volley(state.attacker, a, state.defender, d, battle.attackerRapidFire, random, attackerTally);
    volley(state.defender, d, state.attacker, a, battle.defenderRapidFire, random, defenderTally);
    const attackerLost = clearWreckage(state.attacker);
    const defenderLost = clearWreckage(state.defender);
    rounds?.push({
      round,
      attacker: roundSide(attackerUnits, attackerTally, attackerLost),
      defender: roundSide(defenderUnits, defenderTally, defenderLost),
    });
  }
  const attackerLeft = state.attacker.count > 0;
  const defenderLeft = state.defender.count > 0;
  const winner: Winner = attackerLeft && !defenderLeft ? 'attacker' : defenderLeft && !attackerLeft ? 'defender' : 'draw';
  rebuildDefences(d, state.defender, state.rebuilt, random);
  return {
    winner,
    rounds: round,
    attackerLost: state.attacker.lost,
    defenderLost: state.defender.lost,
    defenderRebuilt: state.rebuilt,
    ...(rounds ? { record: rounds } : {}),
  };
}
