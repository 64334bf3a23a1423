import { clock } from '../clock';
import { db } from '../db';
import type { MissionRecord } from '../db/missions';
import { generatedPlanet, isExplored, type MapPlanet } from '../galaxy';
import { distanceBetween, flightSeconds, fuelFor, type Place } from '@imperio/rules';

export type { Place };

/**
 * Fleet rules of the demo universe: the demo's time constants, flight plans (over the game's
 * formulas in @imperio/rules), the mission types themselves, and the phase a flight plan is in
 * at a moment. Pure or read-only: nothing here writes.
 */

/**
 * Demo fleet speed: flights are this many times faster than OGame's formula, so a hop to a
 * neighbouring system takes seconds (small cargo, 2 systems: 851 s / 100 ≈ 9 s). The seeded
 * missions have their own fixed times (minutes to hours).
 */
export const FLEET_SPEED = 100;
/** A new fleet is preparing (loading) this long before it departs. */
export const PREPARE_MS = 2_000;
/** Time spent at the destination (unloading, battle, harvesting) by round-trip missions. */
export const HOLD_MS = 3_000;
/** The scheduler processes arrivals and returns that have been due this long. */
export const SCHEDULER_LAG_MS = 30_000;

/** Round trips (everything but deploy); the ones that stay a moment at the destination. */
export const HOLDS = new Set(['transport', 'attack', 'colonize', 'recycle', 'moon_destruction']);

export const coords = (place: Place) => `${place.galaxy}:${place.system}:${place.position}`;

/** Parses 'g:s:p'; undefined when it is not three integers. */
export function parseCoords(text: string | null | undefined): Place | undefined {
  const match = /^(\d+):(\d+):(\d+)$/.exec(text ?? '');
  return match ? { galaxy: Number(match[1]), system: Number(match[2]), position: Number(match[3]) } : undefined;
}

export interface FleetLine {
  code: string;
  name: string;
  quantity: number;
  speed: number;
  cargo: number;
  attack: number;
  cost: number;
}

/** The ship types' facts for a list of `{code, quantity}` (unknown codes are left out). */
export function linesOf(ships: Array<{ code: string; quantity: number }>): FleetLine[] {
  return ships.flatMap((ship) => {
    const type = db.shipTypes.findFirst((q) => q.where({ code: ship.code }));
    if (!type || ship.quantity <= 0) return [];
    return [
      {
        code: type.code,
        name: type.name,
        quantity: ship.quantity,
        speed: type.speed,
        cargo: type.cargo_capacity,
        attack: type.attack,
        cost: type.metal_cost + type.crystal_cost,
      },
    ];
  });
}

/** Distance, one-way duration, fuel and cargo capacity of a fleet between two places. */
export function planFlight(origin: Place, destination: Place, ships: Array<{ code: string; quantity: number }>, speedPercentage: number) {
  const lines = linesOf(ships);
  const distance = distanceBetween(origin, destination);
  const slowest = lines.length ? Math.min(...lines.map((line) => line.speed)) : 0;
  const seconds = lines.length ? flightSeconds(distance, slowest, speedPercentage, FLEET_SPEED) : 0;
  return {
    lines,
    distance,
    seconds,
    fuel: lines.length ? fuelFor(lines, distance, speedPercentage) : 0,
    capacity: lines.reduce((sum, line) => sum + line.cargo * line.quantity, 0),
  };
}

/** The planet at a place: a stored one, else the generated one of an explored system, else undefined. */
export function planetAt(place: Place): MapPlanet | undefined {
  const stored = db.planets.findFirst((q) => q.where({ galaxy: place.galaxy, system_number: place.system, position: place.position }));
  if (stored) return stored;
  return isExplored(place.galaxy, place.system) ? generatedPlanet(place.galaxy, place.system, place.position) : undefined;
}

export const placeOf = (planet: { galaxy: number; system_number: number; position: number }): Place => ({
  galaxy: planet.galaxy,
  system: planet.system_number,
  position: planet.position,
});

/**
 * Mission types (spec p2 §3: code, name, icon, color, description, allows_resources). `icon` is
 * an icon name the client maps to a glyph; `color` a CSS colour the server chooses.
 */
export const MISSION_TYPES = [
  {
    code: 'transport',
    name: 'Transporte',
    icon: 'truck',
    color: '#3b82f6',
    description: 'Lleva recursos a un planeta y regresa.',
    allows_resources: true,
  },
  {
    code: 'attack',
    name: 'Ataque',
    icon: 'swords',
    color: '#ef4444',
    description: 'Ataca un planeta enemigo y trae el botín.',
    allows_resources: false,
  },
  {
    code: 'espionage',
    name: 'Espionaje',
    icon: 'eye',
    color: '#a855f7',
    description: 'Envía sondas para espiar un planeta.',
    allows_resources: false,
  },
  {
    code: 'colonize',
    name: 'Colonizar',
    icon: 'flag',
    color: '#22c55e',
    description: 'Funda una colonia en una posición libre.',
    allows_resources: true,
  },
  {
    code: 'recycle',
    name: 'Reciclar',
    icon: 'recycle',
    color: '#14b8a6',
    description: 'Recoge un campo de escombros.',
    allows_resources: false,
  },
  {
    code: 'deploy',
    name: 'Desplegar',
    icon: 'anchor',
    color: '#f59e0b',
    description: 'Traslada la flota a otro planeta propio.',
    allows_resources: true,
  },
  {
    code: 'moon_destruction',
    name: 'Destruir luna',
    icon: 'moon',
    color: '#64748b',
    description: 'Intenta destruir una luna con estrellas de la muerte.',
    allows_resources: false,
  },
] as const;

export type MissionStatusValue = 'preparing' | 'traveling' | 'at_destination' | 'returning' | 'completed' | 'cancelled';

const pct = (done: number, total: number) => (total > 0 ? Math.min(100, Math.max(0, (done / total) * 100)) : 100);

/**
 * The phase a flight plan is in at `now` by the clock alone: preparing until departure,
 * traveling until arrival, at_destination while held there, returning until back (if it
 * returns), then completed. The seed uses it for missions already under way.
 */
export function phaseAt(
  record: Pick<MissionRecord, 'departure_ms' | 'arrival_ms' | 'hold_ms' | 'return_ms'>,
  now: number,
): MissionStatusValue {
  const leave = record.arrival_ms + record.hold_ms;
  if (now < record.departure_ms) return 'preparing';
  if (now < record.arrival_ms) return 'traveling';
  if (record.hold_ms > 0 && now < leave) return 'at_destination';
  if (record.return_ms !== null && now < record.return_ms) return 'returning';
  return 'completed';
}

/** Start and end (ms) of the stored phase of a mission, for its countdown and progress. */
function phaseBounds(record: MissionRecord): [number, number] | null {
  switch (record.status) {
    case 'preparing':
      return [record.created_ms, record.departure_ms];
    case 'traveling':
      return [record.departure_ms, record.arrival_ms];
    case 'at_destination':
      return [record.arrival_ms, record.arrival_ms + record.hold_ms];
    case 'returning':
      return record.return_ms === null ? null : [record.cancelled_ms ?? record.arrival_ms + record.hold_ms, record.return_ms];
    default:
      return null;
  }
}

/**
 * The API view of a mission at `now`: its stored status, `time_remaining` (s) until the end of
 * that phase (0 once due: it waits for processing), `progress_percentage` of the phase and
 * `is_active`.
 */
export function missionAt(record: MissionRecord, now = clock.now()) {
  const bounds = phaseBounds(record);
  const active = record.status !== 'completed' && record.status !== 'cancelled';
  return {
    ...record,
    time_remaining: bounds ? Math.max(0, Math.ceil((bounds[1] - now) / 1000)) : 0,
    progress_percentage: bounds ? Math.round(pct(now - bounds[0], bounds[1] - bounds[0]) * 10) / 10 : 100,
    is_active: active,
  };
}
