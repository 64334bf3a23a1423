import { createMission, processMissions, resetMissionIds } from '../fleet';
import { registerSeeder, registerTick } from '../universe';
import type { SeedContext } from './context';
import { DEMO_USER_ID } from './demo';
import { seedReports } from './reports';

export { MISSION_TYPES, missionAt, phaseAt, createMission } from '../fleet';

/**
 * The demo commander's fleets in the air: a transport from Forja Boreal home landing in 2 min,
 * probes held at 1:41:9, recyclers on their way home, a deployment to Marea Azul landing in
 * 2 h 40 min, and yesterday's finished transport (history). Their past events count as
 * processed (the matching reports are seeded by ./reports). Ships in the air are not in any
 * hangar: they land on their planet when they come back.
 */
export async function seedMissions(ctx: SeedContext): Promise<void> {
  resetMissionIds();
  const min = 60_000;
  const now = ctx.now;
  const userId = DEMO_USER_ID;
  await createMission({
    id: 1,
    userId,
    type: 'transport',
    originPlanetId: 102,
    destination: '1:42:7',
    destinationPlanetId: 101,
    departureMs: now - 4 * min,
    arrivalMs: now + 2 * min,
    returnMs: now + 8 * min,
    ships: [{ code: 'large_cargo', name: 'Nave grande de carga', quantity: 2 }],
    cargo: { metal: 20_000, crystal: 10_000, deuterium: 5_000 },
    distance: 2_890,
    fuel: 420,
    now,
  });
  await createMission({
    id: 2,
    userId,
    type: 'espionage',
    originPlanetId: 101,
    destination: '1:41:9',
    destinationType: 'planet',
    departureMs: now - 6 * min,
    arrivalMs: now - 1 * min,
    holdMs: 9 * min,
    returnMs: now + 13 * min,
    ships: [{ code: 'espionage_probe', name: 'Sonda de espionaje', quantity: 3 }],
    distance: 2_795,
    fuel: 6,
    now,
  });
  await createMission({
    id: 3,
    userId,
    type: 'recycle',
    originPlanetId: 101,
    destination: '1:44:9',
    destinationType: 'debris',
    departureMs: now - 50 * min,
    arrivalMs: now - 30 * min,
    returnMs: now + 25 * min,
    speed: 80,
    ships: [{ code: 'recycler', name: 'Reciclador', quantity: 1 }],
    cargo: { metal: 12_400, crystal: 7_800 },
    distance: 1_025,
    fuel: 90,
    now,
  });
  await createMission({
    id: 4,
    userId,
    type: 'deploy',
    originPlanetId: 101,
    destination: '2:17:11',
    destinationPlanetId: 103,
    departureMs: now - 20 * min,
    arrivalMs: now + 160 * min,
    returnMs: null,
    speed: 50,
    ships: [
      { code: 'light_fighter', name: 'Cazador ligero', quantity: 10 },
      { code: 'small_cargo', name: 'Nave pequeña de carga', quantity: 2 },
    ],
    cargo: { metal: 5_000, crystal: 4_000, deuterium: 1_000 },
    distance: 20_000,
    fuel: 1_250,
    now,
  });
  await createMission({
    id: 5,
    userId,
    type: 'transport',
    originPlanetId: 102,
    destination: '1:42:7',
    destinationPlanetId: 101,
    departureMs: now - 26 * 60 * min,
    arrivalMs: now - 25 * 60 * min,
    returnMs: now - 24 * 60 * min,
    ships: [{ code: 'small_cargo', name: 'Nave pequeña de carga', quantity: 3 }],
    distance: 2_890,
    fuel: 160,
    now,
  });
  await seedReports(ctx);
}

registerSeeder('missions', seedMissions);
// The server's scheduler: departures at once, arrivals and returns once due for a while.
registerTick('missions', (now) => processMissions(now, false).then(() => undefined));
