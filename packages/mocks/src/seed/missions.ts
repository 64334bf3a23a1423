import { createMission, processMissions, resetMissionIds } from '../fleet';
import { registerSeeder, registerTick } from '../universe';
import type { SeedContext } from './context';
import { DEMO_USER_ID } from './demo';
import { seedReports } from './reports';

export { MISSION_TYPES, missionAt, phaseAt, createMission } from '../fleet';

type MissionInput = Parameters<typeof createMission>[0];

/** One seeded fleet; `minutes` are its times from the seed's now (`back` null: it stays there). */
interface DemoMissionRow extends Omit<MissionInput, 'userId' | 'departureMs' | 'arrivalMs' | 'holdMs' | 'returnMs' | 'now'> {
  minutes: { departure: number; arrival: number; hold?: number; back: number | null };
}

/**
 * The demo commander's fleets in the air: a transport from Forja Boreal home landing in 2 min,
 * probes held at 1:41:9, recyclers on their way home, a deployment to Marea Azul landing in
 * 2 h 40 min, and yesterday's finished transport (history). Their past events count as
 * processed (the matching reports are seeded by ./reports). Ships in the air are not in any
 * hangar: they land on their planet when they come back.
 */
const DEMO_MISSIONS: readonly DemoMissionRow[] = [
  {
    id: 1,
    type: 'transport',
    originPlanetId: 102,
    destination: '1:42:7',
    destinationPlanetId: 101,
    minutes: { departure: -4, arrival: 2, back: 8 },
    ships: [{ code: 'large_cargo', name: 'Nave grande de carga', quantity: 2 }],
    cargo: { metal: 20_000, crystal: 10_000, deuterium: 5_000 },
    distance: 2_890,
    fuel: 420,
  },
  {
    id: 2,
    type: 'espionage',
    originPlanetId: 101,
    destination: '1:41:9',
    destinationType: 'planet',
    minutes: { departure: -6, arrival: -1, hold: 9, back: 13 },
    ships: [{ code: 'espionage_probe', name: 'Sonda de espionaje', quantity: 3 }],
    distance: 2_795,
    fuel: 6,
  },
  {
    id: 3,
    type: 'recycle',
    originPlanetId: 101,
    destination: '1:44:9',
    destinationType: 'debris',
    minutes: { departure: -50, arrival: -30, back: 25 },
    speed: 80,
    ships: [{ code: 'recycler', name: 'Reciclador', quantity: 1 }],
    cargo: { metal: 12_400, crystal: 7_800 },
    distance: 1_025,
    fuel: 90,
  },
  {
    id: 4,
    type: 'deploy',
    originPlanetId: 101,
    destination: '2:17:11',
    destinationPlanetId: 103,
    minutes: { departure: -20, arrival: 160, back: null },
    speed: 50,
    ships: [
      { code: 'light_fighter', name: 'Cazador ligero', quantity: 10 },
      { code: 'small_cargo', name: 'Nave pequeña de carga', quantity: 2 },
    ],
    cargo: { metal: 5_000, crystal: 4_000, deuterium: 1_000 },
    distance: 20_000,
    fuel: 1_250,
  },
  {
    id: 5,
    type: 'transport',
    originPlanetId: 102,
    destination: '1:42:7',
    destinationPlanetId: 101,
    minutes: { departure: -26 * 60, arrival: -25 * 60, back: -24 * 60 },
    ships: [{ code: 'small_cargo', name: 'Nave pequeña de carga', quantity: 3 }],
    // What it delivered (its report, seed/reportTable, says the same): a transport never flies empty.
    cargo: { metal: 8_000, crystal: 5_000, deuterium: 2_000 },
    distance: 2_890,
    fuel: 160,
  },
];

/** Writes the demo commander's fleets (`DEMO_MISSIONS`), timed from the seed's now, then their reports. */
export async function seedMissions(ctx: SeedContext): Promise<void> {
  resetMissionIds();
  const min = 60_000;
  const now = ctx.now;
  for (const entry of DEMO_MISSIONS) {
    // A copy: the universe may change what it stores, the table stays as written for the next seed.
    const { minutes, ...row } = structuredClone(entry);
    await createMission({
      ...row,
      userId: DEMO_USER_ID,
      departureMs: now + minutes.departure * min,
      arrivalMs: now + minutes.arrival * min,
      ...(minutes.hold === undefined ? {} : { holdMs: minutes.hold * min }),
      returnMs: minutes.back === null ? null : now + minutes.back * min,
      now,
    });
  }
  await seedReports(ctx);
}

registerSeeder('missions', seedMissions);
// The server's scheduler: departures at once, arrivals and returns once due for a while.
registerTick('missions', (now) => processMissions(now, false).then(() => undefined));
