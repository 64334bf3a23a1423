import { clock } from '../clock';
import { db } from '../db';
import type { MissionRecord } from '../db/missions';
import { credit } from '../economy';
import { registerSeeder, registerTick } from '../universe';
import type { SeedContext } from './context';
import { DEMO_USER_ID } from './demo';
import { notify } from './notifications';

/**
 * Mission types (spec p2 §3: code, name, icon, color, description, allows_resources). `icon` is
 * an icon name the client maps to a glyph; `color` a CSS colour the server chooses.
 */
export const MISSION_TYPES = [
  { code: 'transport', name: 'Transporte', icon: 'truck', color: '#3b82f6', description: 'Lleva recursos a un planeta y regresa.', allows_resources: true },
  { code: 'attack', name: 'Ataque', icon: 'swords', color: '#ef4444', description: 'Ataca un planeta enemigo y trae el botín.', allows_resources: false },
  { code: 'espionage', name: 'Espionaje', icon: 'eye', color: '#a855f7', description: 'Envía sondas para espiar un planeta.', allows_resources: false },
  { code: 'colonize', name: 'Colonizar', icon: 'flag', color: '#22c55e', description: 'Funda una colonia en una posición libre.', allows_resources: true },
  { code: 'recycle', name: 'Reciclar', icon: 'recycle', color: '#14b8a6', description: 'Recoge un campo de escombros.', allows_resources: false },
  { code: 'deploy', name: 'Desplegar', icon: 'anchor', color: '#f59e0b', description: 'Traslada la flota a otro planeta propio.', allows_resources: true },
  { code: 'moon_destruction', name: 'Destruir luna', icon: 'moon', color: '#64748b', description: 'Intenta destruir una luna con estrellas de la muerte.', allows_resources: false },
] as const;

export type MissionPhase = {
  status: 'preparing' | 'traveling' | 'at_destination' | 'returning' | 'completed' | 'cancelled';
  /** ms until the phase ends (0 when completed). */
  remainingMs: number;
  /** Progress of the current phase, 0–100. */
  progress: number;
};

const pct = (done: number, total: number) => (total > 0 ? Math.min(100, Math.max(0, (done / total) * 100)) : 100);

/**
 * Where a mission is at `now` from its flight plan: preparing until departure, traveling until
 * arrival, at_destination while held there, returning until back (if it returns), then
 * completed. A cancelled mission stays cancelled (the fleet domain sets it).
 */
export function phaseAt(record: Pick<MissionRecord, 'status' | 'departure_ms' | 'arrival_ms' | 'hold_ms' | 'return_ms'>, now: number): MissionPhase {
  if (record.status === 'cancelled') return { status: 'cancelled', remainingMs: 0, progress: 100 };
  const leave = record.arrival_ms + record.hold_ms;
  if (now < record.departure_ms) return { status: 'preparing', remainingMs: record.departure_ms - now, progress: 0 };
  if (now < record.arrival_ms) return { status: 'traveling', remainingMs: record.arrival_ms - now, progress: pct(now - record.departure_ms, record.arrival_ms - record.departure_ms) };
  if (record.hold_ms > 0 && now < leave) return { status: 'at_destination', remainingMs: leave - now, progress: pct(now - record.arrival_ms, record.hold_ms) };
  if (record.return_ms !== null && now < record.return_ms) return { status: 'returning', remainingMs: record.return_ms - now, progress: pct(now - leave, record.return_ms - leave) };
  return { status: 'completed', remainingMs: 0, progress: 100 };
}

/** The API view of a mission at `now`: status, time_remaining (s), progress_percentage, is_active. */
export function missionAt(record: MissionRecord, now = clock.now()) {
  const phase = phaseAt(record, now);
  const active = phase.status !== 'completed' && phase.status !== 'cancelled';
  return {
    ...record,
    status: phase.status,
    time_remaining: Math.ceil(phase.remainingMs / 1000),
    progress_percentage: Math.round(phase.progress * 10) / 10,
    is_active: active,
  };
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

function typeData(code: string) {
  const type = MISSION_TYPES.find((t) => t.code === code) ?? MISSION_TYPES[0];
  return { ...type };
}

let nextId = 1;

/**
 * Creates a mission from a flight plan. Times in ms; `holdMs` is the stay at the destination;
 * `returnMs` null for one-way missions. Ships are `[name, quantity]` pairs with their codes.
 */
export async function createMission(input: {
  userId: number;
  type: string;
  originPlanetId: number;
  destination: string;
  destinationPlanetId?: number | null;
  destinationType?: 'planet' | 'moon' | 'debris';
  departureMs: number;
  arrivalMs: number;
  holdMs?: number;
  returnMs: number | null;
  ships: Array<{ code: string; name: string; quantity: number }>;
  cargo?: { metal?: number; crystal?: number; deuterium?: number };
  distance: number;
  speed?: number;
  fuel: number;
  createdMs?: number;
  /** The moment the status is computed for. @default clock.now() */
  now?: number;
}) {
  const origin = db.planets.findFirst((q) => q.where({ id: input.originPlanetId }));
  const metal = input.cargo?.metal ?? 0;
  const crystal = input.cargo?.crystal ?? 0;
  const deuterium = input.cargo?.deuterium ?? 0;
  const record = await db.missions.create({
    id: nextId++,
    user_id: input.userId,
    origin_planet_id: input.originPlanetId,
    destination_planet_id: input.destinationPlanetId ?? null,
    departure_ms: input.departureMs,
    arrival_ms: input.arrivalMs,
    hold_ms: input.holdMs ?? 0,
    return_ms: input.returnMs,
    // Fields the fleet domain adds to the record (db/missions.ts); unknown keys are dropped otherwise.
    ...({ created_ms: input.createdMs ?? input.departureMs, cancelled_ms: null } as Record<string, never>),
    mission_type: input.type,
    mission_type_data: typeData(input.type),
    status: 'traveling',
    origin_planet: input.originPlanetId,
    origin_planet_data: { id: input.originPlanetId, name: origin?.name ?? null, coordinates: origin?.coordinates ?? null },
    destination_coordinates: input.destination,
    destination_type: input.destinationType ?? 'planet',
    ships: input.ships.map((ship) => ({ ship_code: ship.code, ship_name: ship.name, quantity: ship.quantity })),
    distance: input.distance,
    speed_percentage: input.speed ?? 100,
    metal_cargo: metal,
    crystal_cargo: crystal,
    deuterium_cargo: deuterium,
    total_cargo: metal + crystal + deuterium,
    fuel_consumption: input.fuel,
    time_remaining: 0,
    progress_percentage: 0,
    is_active: true,
    created_at: iso(input.createdMs ?? input.departureMs),
    departure_time: iso(input.departureMs),
    arrival_time: iso(input.arrivalMs),
    return_time: iso(input.returnMs),
  });
  const status = phaseAt(record, input.now ?? clock.now()).status;
  return db.missions.update(record, {
    data(m) {
      m.status = status;
      m.is_active = status !== 'completed' && status !== 'cancelled';
    },
  });
}

const typeName = (record: MissionRecord) => record.mission_type_data?.name?.toLowerCase() ?? record.mission_type ?? '';

/**
 * Advances every mission to `now`: stores the new status, delivers cargo (a transport or deploy
 * to an own planet on arrival; whatever is still aboard back at the origin on return) and tells
 * the owner with FLEET_ARRIVAL notifications dated when it happened.
 */
export async function advanceMissions(now: number): Promise<void> {
  const moving = db.missions.findMany((q) => q.where({ is_active: true }));
  for (const record of moving) {
    const before = record.status ?? 'traveling';
    const after = phaseAt(record, now).status;
    if (after === before) continue;
    const arrived = (before === 'preparing' || before === 'traveling') && after !== 'traveling' && after !== 'preparing';
    const done = after === 'completed';
    const cargo = { metal: record.metal_cargo ?? 0, crystal: record.crystal_cargo ?? 0, deuterium: record.deuterium_cargo ?? 0 };
    let aboard = cargo;
    if (arrived) {
      const delivers = (record.mission_type === 'transport' || record.mission_type === 'deploy') && record.destination_planet_id !== null;
      if (delivers) {
        await credit(record.destination_planet_id!, cargo, record.arrival_ms);
        aboard = { metal: 0, crystal: 0, deuterium: 0 };
      }
      await notify({
        user_id: record.user_id,
        notif_type: 'FLEET_ARRIVAL',
        title: 'Flota en destino',
        message: `Tu flota de ${typeName(record)} llegó a ${record.destination_coordinates}.`,
        data: { planet_coordinates: record.destination_coordinates ?? undefined },
        at: record.arrival_ms,
      });
    }
    if (done && record.return_ms !== null) {
      if (aboard.metal + aboard.crystal + aboard.deuterium > 0) await credit(record.origin_planet_id, aboard, record.return_ms);
      aboard = { metal: 0, crystal: 0, deuterium: 0 };
      await notify({
        user_id: record.user_id,
        notif_type: 'FLEET_ARRIVAL',
        title: 'Flota de regreso',
        message: `Tu flota de ${typeName(record)} regresó a ${record.origin_planet_data?.name ?? record.origin_planet_data?.coordinates ?? ''}.`,
        data: { planet_coordinates: record.origin_planet_data?.coordinates ?? undefined },
        at: record.return_ms,
      });
    }
    await db.missions.update(record, {
      data(m) {
        m.status = after;
        m.is_active = after !== 'completed' && after !== 'cancelled';
        m.metal_cargo = aboard.metal;
        m.crystal_cargo = aboard.crystal;
        m.deuterium_cargo = aboard.deuterium;
        m.total_cargo = aboard.metal + aboard.crystal + aboard.deuterium;
      },
    });
  }
}

/**
 * The demo commander's fleets in the air: a transport from Forja Boreal home landing in 2 min, probes
 * held at 1:41:9, recyclers on their way home, a deployment to Marea Azul landing in 2 h 40 min,
 * and yesterday's finished transport (history).
 */
export async function seedMissions(ctx: SeedContext): Promise<void> {
  nextId = 1;
  const min = 60_000;
  const now = ctx.now;
  await createMission({
    userId: DEMO_USER_ID, type: 'transport', originPlanetId: 102, destination: '1:42:7', destinationPlanetId: 101,
    departureMs: now - 4 * min, arrivalMs: now + 2 * min, returnMs: now + 8 * min,
    ships: [{ code: 'large_cargo', name: 'Nave grande de carga', quantity: 2 }],
    cargo: { metal: 20_000, crystal: 10_000, deuterium: 5_000 }, distance: 2_890, fuel: 420, now,
  });
  await createMission({
    userId: DEMO_USER_ID, type: 'espionage', originPlanetId: 101, destination: '1:41:9', destinationType: 'planet',
    departureMs: now - 6 * min, arrivalMs: now - 1 * min, holdMs: 9 * min, returnMs: now + 13 * min,
    ships: [{ code: 'espionage_probe', name: 'Sonda de espionaje', quantity: 3 }], distance: 2_795, fuel: 6, now,
  });
  await createMission({
    userId: DEMO_USER_ID, type: 'recycle', originPlanetId: 101, destination: '1:44:9', destinationType: 'debris',
    departureMs: now - 50 * min, arrivalMs: now - 30 * min, returnMs: now + 25 * min, speed: 80,
    ships: [{ code: 'recycler', name: 'Reciclador', quantity: 1 }],
    cargo: { metal: 12_400, crystal: 7_800 }, distance: 1_025, fuel: 90, now,
  });
  await createMission({
    userId: DEMO_USER_ID, type: 'deploy', originPlanetId: 101, destination: '2:17:11', destinationPlanetId: 103,
    departureMs: now - 20 * min, arrivalMs: now + 160 * min, returnMs: null, speed: 50,
    ships: [{ code: 'light_fighter', name: 'Cazador ligero', quantity: 10 }, { code: 'small_cargo', name: 'Nave pequeña de carga', quantity: 2 }],
    cargo: { metal: 5_000, crystal: 4_000, deuterium: 1_000 }, distance: 20_000, fuel: 1_250, now,
  });
  await createMission({
    userId: DEMO_USER_ID, type: 'transport', originPlanetId: 102, destination: '1:42:7', destinationPlanetId: 101,
    departureMs: now - 26 * 60 * min, arrivalMs: now - 25 * 60 * min, returnMs: now - 24 * 60 * min,
    ships: [{ code: 'small_cargo', name: 'Nave pequeña de carga', quantity: 3 }],
    distance: 2_890, fuel: 160, now,
  });
}

registerSeeder('missions', seedMissions);
registerTick('missions', advanceMissions);
