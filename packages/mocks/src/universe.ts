import { clock } from './clock';
import { db } from './db';
import { seededRandom } from './random';
import type { SeedContext } from './seed/context';
import { seedPlanets } from './seed/planets';
import { seedPlayers } from './seed/players';
import { seedNotifications } from './seed/notifications';
import { seedEconomy } from './seed/economy';
import { seedDebris } from './seed/debris';
import { seedShips } from './seed/ships';
import { seedDefenses } from './seed/defenses';
import { seedBuildings } from './seed/buildings';
import { seedResearch } from './seed/research';

/**
 * The demo universe: seeding and the passing of time.
 *
 * Domains register a seeder (run in order at reset) and a tick (run before every handled
 * request with the mock clock's now), so queues finish, fleets fly and stock grows without a
 * timer: the universe is always computed up to "now" when someone looks.
 */
type Seeder = (ctx: SeedContext) => Promise<void> | void;
type Tick = (now: number) => Promise<void> | void;

const seeders: Array<{ name: string; seed: Seeder }> = [
  { name: 'players', seed: seedPlayers },
  { name: 'planets', seed: seedPlanets },
  { name: 'economy', seed: seedEconomy },
  { name: 'ships', seed: seedShips },
  { name: 'defenses', seed: seedDefenses },
  { name: 'notifications', seed: seedNotifications },
  { name: 'buildings', seed: seedBuildings },
  { name: 'research', seed: seedResearch },
  { name: 'debris', seed: seedDebris },
];
const ticks: Array<{ name: string; tick: Tick }> = [];

/** Adds a domain's seeder after the built-in ones (players, planets). */
export function registerSeeder(name: string, seed: Seeder): void {
  if (!seeders.some((s) => s.name === name)) seeders.push({ name, seed });
}

/** Adds a domain's tick, called with the mock time (ms) before each request is answered. */
export function registerTick(name: string, tick: Tick): void {
  if (!ticks.some((t) => t.name === name)) ticks.push({ name, tick });
}

export const DEFAULT_SEED = 20260615;

let ready: Promise<void> | null = null;
let lastTick = 0;

/**
 * Clears every collection and seeds the universe again.
 * @param options.seed the generator's seed @default DEFAULT_SEED
 * @param options.now the moment to seed at (ms) @default clock.now()
 */
export function resetUniverse(options: { seed?: number; now?: number } = {}): Promise<void> {
  const run = async () => {
    for (const collection of Object.values(db)) collection.clear();
    const ctx: SeedContext = { rand: seededRandom(options.seed ?? DEFAULT_SEED), now: options.now ?? clock.now() };
    for (const { seed } of seeders) await seed(ctx);
    lastTick = ctx.now;
  };
  ready = run();
  return ready;
}

let advancing: Promise<void> = Promise.resolve();

/**
 * Seeds once if nothing is seeded yet, then runs every domain's tick up to now. Runs one at a
 * time (requests and the demo server's timer may ask together): two ticks over the same due
 * arrival would apply its effects twice.
 */
export function advanceUniverse(): Promise<void> {
  const run = advancing.then(advanceOnce);
  advancing = run.catch(() => undefined);
  return run;
}

async function advanceOnce(): Promise<void> {
  if (!ready) await resetUniverse();
  await ready;
  const now = clock.now();
  if (now < lastTick) return;
  lastTick = now;
  for (const { tick } of ticks) await tick(now);
}
