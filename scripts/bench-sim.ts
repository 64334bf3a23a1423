/**
 * `pnpm bench:sim`: times the combat simulator's worst common case, 100 runs of 1 000 against
 * 1 000 units (a mixed fleet against a mixed defence, with rapid fire), on this machine's Node.
 * The target (docs/combat.md) is under 1 s for the 100 runs; the script prints each repetition
 * and the best and median, and exits 1 when the median misses the target. A script, not a
 * timed test: a busy machine says nothing about the code.
 */
import { performance } from 'node:perf_hooks';
import { NO_TECHNOLOGIES, simulateBattles, type UnitSpec } from '@imperio/rules';

const TARGET_MS = 1_000;
const REPEAT = Number(process.env.BENCH_REPEAT ?? 5);

/** The demo catalogue's values (packages/mocks seed). */
const ship = (code: string, attack: number, shield: number, hull: number, metal: number, crystal: number, cargo: number): UnitSpec => ({
  code,
  attack,
  shield,
  hull,
  metal,
  crystal,
  deuterium: 0,
  cargo,
  defense: false,
});
const defence = (code: string, attack: number, shield: number, hull: number, metal: number, crystal: number): UnitSpec => ({
  ...ship(code, attack, shield, hull, metal, crystal, 0),
  defense: true,
});

const input = {
  attacker: {
    units: [
      { spec: ship('light_fighter', 50, 10, 400, 3_000, 1_000, 50), count: 500 },
      { spec: ship('heavy_fighter', 150, 25, 1_000, 6_000, 4_000, 100), count: 300 },
      { spec: ship('cruiser', 400, 50, 2_700, 20_000, 7_000, 800), count: 200 },
    ],
    tech: { weapons: 5, shielding: 5, armour: 5 },
  },
  defender: {
    units: [
      { spec: defence('rocket_launcher', 80, 20, 200, 2_000, 0), count: 600 },
      { spec: defence('light_laser', 100, 25, 200, 1_500, 500), count: 300 },
      { spec: defence('heavy_laser', 250, 100, 800, 6_000, 2_000), count: 100 },
    ],
    tech: NO_TECHNOLOGIES,
  },
  defenderResources: { metal: 500_000, crystal: 300_000, deuterium: 100_000 },
};

// One warm-up run so the JIT has compiled the loop before timing.
simulateBattles(input, { runs: 5, seed: 99 });
const times: number[] = [];
let summary = simulateBattles(input, { runs: 1 });
for (let i = 0; i < REPEAT; i++) {
  const start = performance.now();
  summary = simulateBattles(input, { runs: 100, seed: i + 1 });
  const ms = performance.now() - start;
  times.push(ms);
  console.log(`run ${i + 1}: 100 battles of 1 000 vs 1 000 units in ${ms.toFixed(0)} ms`);
}
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)]!;
const shots = summary.sample.rounds.reduce((sum, round) => sum + round.attacker.shots + round.defender.shots, 0);
console.log(
  `best ${times[0]!.toFixed(0)} ms, median ${median.toFixed(0)} ms (target < ${TARGET_MS} ms); ` +
    `last series: attacker wins ${(summary.outcomes.attacker * 100).toFixed(0)} %, ${summary.meanRounds.toFixed(1)} rounds, ` +
    `${shots} shots in the first battle`,
);
if (median >= TARGET_MS) {
  console.error(`bench:sim: the median ${median.toFixed(0)} ms is over the ${TARGET_MS} ms target`);
  process.exit(1);
}
