import { clock } from '../clock';
import { db } from '../db';
import type { MissionRecord } from '../db/missions';
import { economyOf, spend, stockAt } from '../economy';
import { isExplored, UNIVERSE } from '../galaxy';
import { removeShips } from '../hangar';
import {
  coords,
  HOLD_MS,
  HOLDS,
  MISSION_TYPES,
  phaseAt,
  placeOf,
  planetAt,
  planFlight,
  PREPARE_MS,
  type MissionStatusValue,
  type Place,
} from './rules';
import { allowsMissionType, isValidSpeed, requiredShip, returnsHome } from '@imperio/rules';

/**
 * Launching a fleet: storing a mission record from a flight plan (the seed and the create form
 * alike), and the checks a server makes on POST /fleet/missions/create/ before it takes ships,
 * cargo and fuel off the origin planet.
 */

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/**
 * Stores a mission from a flight plan. Times in ms; `holdMs` is the stay at the destination;
 * `returnMs` null for one-way missions. `status` defaults to the phase the clock gives at
 * `now` (the seed's fleets already under way, their past events counted as processed).
 */
export async function createMission(input: {
  id: number;
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
  status?: MissionStatusValue;
  /** The moment the status is computed for. @default clock.now() */
  now?: number;
}): Promise<MissionRecord> {
  const origin = db.planets.findFirst((q) => q.where({ id: input.originPlanetId }));
  const type = MISSION_TYPES.find((t) => t.code === input.type) ?? MISSION_TYPES[0];
  const plan = { departure_ms: input.departureMs, arrival_ms: input.arrivalMs, hold_ms: input.holdMs ?? 0, return_ms: input.returnMs };
  const status = input.status ?? phaseAt(plan, input.now ?? clock.now());
  const metal = input.cargo?.metal ?? 0;
  const crystal = input.cargo?.crystal ?? 0;
  const deuterium = input.cargo?.deuterium ?? 0;
  const created = input.createdMs ?? input.departureMs;
  return db.missions.create({
    id: input.id,
    user_id: input.userId,
    origin_planet_id: input.originPlanetId,
    destination_planet_id: input.destinationPlanetId ?? null,
    ...plan,
    created_ms: created,
    cancelled_ms: null,
    mission_type: input.type,
    mission_type_data: { ...type },
    status,
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
    is_active: status !== 'completed' && status !== 'cancelled',
    created_at: iso(created),
    departure_time: iso(input.departureMs),
    arrival_time: iso(input.arrivalMs),
    return_time: iso(input.returnMs),
  });
}

/** A refused write: the HTTP status and the `error` text the client shows. */
export type Refusal = { ok: false; status: number; error: string };
/** A refusal with `error` and `status` (400 unless told). */
export const refuse = (error: string, status = 400): Refusal => ({ ok: false, status, error });
const whole = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value)
    ? value
    : typeof value === 'string' && /^\d+$/.test(value)
      ? Number(value)
      : undefined;

/** The create body's ships `[{code: qty}…]` merged into `{code, quantity}` lines, or a refusal text. */
export function parseShipMaps(value: unknown): Array<{ code: string; quantity: number }> | string {
  if (!Array.isArray(value)) return 'El campo ships debe ser una lista de {código: cantidad}.';
  const merged = new Map<string, number>();
  for (const entry of value) {
    if (!entry || typeof entry !== 'object' || Array.isArray(entry)) return 'El campo ships debe ser una lista de {código: cantidad}.';
    for (const [code, raw] of Object.entries(entry as Record<string, unknown>)) {
      const quantity = whole(raw);
      if (quantity === undefined || quantity < 0) return `Cantidad no válida para ${code}.`;
      if (quantity > 0) merged.set(code, (merged.get(code) ?? 0) + quantity);
    }
  }
  return [...merged].map(([code, quantity]) => ({ code, quantity }));
}

let nextMissionId = 1000;
/** Ids of missions launched from the form start at 1000 (the seed uses small ids). */
export function resetMissionIds(): void {
  nextMissionId = 1000;
}

/** A body field read as text: a string or a number as written, anything else ''. */
function bodyText(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/**
 * Launches a mission from POST /fleet/missions/create/ (spec p2 §7): checks everything a server
 * would (the refusal texts are the `error` the form shows), takes the ships off the origin,
 * spends cargo and fuel there, and stores a flight plan that starts 'preparing'.
 * @returns the stored mission, or a refusal with its HTTP status and `error` text
 */
export async function launchMission(
  userId: number,
  body: Record<string, unknown>,
  now = clock.now(),
): Promise<{ ok: true; record: MissionRecord } | Refusal> {
  const type = bodyText(body.mission_type);
  const typeInfo = MISSION_TYPES.find((t) => t.code === type);
  if (!typeInfo) return refuse('Tipo de misión no válido.');
  const originId = whole(body.origin_planet_id);
  const origin = originId === undefined ? undefined : db.planets.findFirst((q) => q.where({ id: originId }));
  if (!origin || origin.owner?.id !== userId) return refuse('Planeta de origen no válido.');
  const destination = {
    galaxy: whole(body.destination_galaxy),
    system: whole(body.destination_system),
    position: whole(body.destination_position),
  };
  if (
    destination.galaxy === undefined ||
    destination.system === undefined ||
    destination.position === undefined ||
    destination.galaxy < 1 ||
    destination.galaxy > UNIVERSE.galaxies ||
    destination.system < 1 ||
    destination.system > UNIVERSE.systems ||
    destination.position < 1 ||
    destination.position > UNIVERSE.positions
  ) {
    return refuse('Coordenadas de destino no válidas.');
  }
  const target = destination as Place;
  const destinationType = bodyText(body.destination_type);
  if (!['planet', 'moon', 'debris'].includes(destinationType)) return refuse('Selecciona el tipo de destino.');
  if (!allowsMissionType(destinationType, type)) return refuse(`La misión ${typeInfo.name} no está disponible para ese destino.`);
  const from = placeOf(origin);
  if (destinationType === 'planet' && coords(from) === coords(target))
    return refuse('No puedes enviar una misión al mismo planeta de origen.');
  const speed = whole(body.speed_percentage);
  if (!isValidSpeed(speed)) return refuse('La velocidad debe estar entre 10 y 100 % en pasos de 10.');

  const ships = parseShipMaps(body.ships);
  if (typeof ships === 'string') return refuse(ships);
  if (!ships.length) return refuse('Selecciona al menos una nave.');
  const stock = db.planetShips.findMany((q) => q.where({ planet_id: origin.id }));
  for (const ship of ships) {
    const shipType = db.shipTypes.findFirst((q) => q.where({ code: ship.code }));
    if (!shipType) return refuse(`Tipo de nave desconocido: ${ship.code}.`);
    const have = stock.find((row) => row.ship_type === shipType.id)?.quantity ?? 0;
    if (have < ship.quantity) return refuse(`No hay suficientes naves: ${shipType.name} (disponibles: ${have}).`);
  }
  const required = requiredShip(type);
  if (required && !ships.some((ship) => ship.code === required)) {
    const name = db.shipTypes.findFirst((q) => q.where({ code: required }))?.name ?? required;
    return refuse(`Esta misión requiere al menos una nave: ${name}.`);
  }

  const planet = planetAt(target);
  const label = `[${coords(target)}]`;
  if (type === 'colonize') {
    if (!isExplored(target.galaxy, target.system)) return refuse(`El sistema de ${label} no está explorado.`);
    if (planet?.owner) return refuse(`La posición ${label} ya está colonizada.`);
  } else if (destinationType !== 'debris') {
    if (!planet?.owner) return refuse(`No hay ningún planeta en ${label}.`);
    const own = planet.owner.id === userId;
    if ((type === 'attack' || type === 'espionage' || type === 'moon_destruction') && own)
      return refuse('No puedes atacar ni espiar tus propios planetas.');
    if (type === 'deploy' && !own) return refuse('Solo puedes desplegar en tus propios planetas.');
  }

  const cargo = {
    metal: whole(body.metal_cargo ?? 0),
    crystal: whole(body.crystal_cargo ?? 0),
    deuterium: whole(body.deuterium_cargo ?? 0),
  };
  if (cargo.metal === undefined || cargo.crystal === undefined || cargo.deuterium === undefined)
    return refuse('Las cantidades de recursos deben ser números enteros de 0 o más.');
  const load = typeInfo.allows_resources
    ? { metal: cargo.metal, crystal: cargo.crystal, deuterium: cargo.deuterium }
    : { metal: 0, crystal: 0, deuterium: 0 };
  const plan = planFlight(from, target, ships, speed);
  const loaded = load.metal + load.crystal + load.deuterium;
  if (loaded > plan.capacity) return refuse(`La carga (${loaded}) supera la capacidad de la flota (${plan.capacity}).`);
  const paid = await spend(origin.id, { metal: load.metal, crystal: load.crystal, deuterium: load.deuterium + plan.fuel }, now);
  if (!paid.ok) {
    const economy = economyOf(origin.id);
    const deuterium = economy ? Math.floor(stockAt(economy, now).deuterium) : 0;
    if (paid.missing.deuterium && deuterium >= load.deuterium)
      return refuse(`Deuterio insuficiente: el viaje necesita ${plan.fuel} de combustible.`);
    return refuse('Recursos insuficientes en el planeta de origen para la carga y el combustible.');
  }
  for (const ship of ships) await removeShips(origin.id, ship.code, ship.quantity);

  const departure = now + PREPARE_MS;
  const arrival = departure + plan.seconds * 1000;
  const hold = HOLDS.has(type) ? HOLD_MS : 0;
  const returns = !returnsHome(type) ? null : arrival + hold + plan.seconds * 1000;
  const record = await createMission({
    id: nextMissionId++,
    userId,
    type,
    originPlanetId: origin.id,
    destination: coords(target),
    destinationPlanetId: planet && db.planets.findFirst((q) => q.where({ id: planet.id })) ? planet.id : null,
    destinationType: destinationType as 'planet' | 'moon' | 'debris',
    departureMs: departure,
    arrivalMs: arrival,
    holdMs: hold,
    returnMs: returns,
    ships: plan.lines.map((line) => ({ code: line.code, name: line.name, quantity: line.quantity })),
    cargo: load,
    distance: plan.distance,
    speed,
    fuel: plan.fuel,
    createdMs: now,
    status: 'preparing',
  });
  return { ok: true, record };
}
