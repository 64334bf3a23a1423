import { clock } from './clock';
import { db } from './db';
import type { MissionRecord } from './db/missions';
import { createEconomy, credit, economyOf, spend, stockAt } from './economy';
import { generatedPlanet, isExplored, UNIVERSE, type MapPlanet } from './galaxy';
import { addShips, removeShips } from './hangar';
import { int, randomFor } from './random';
import { addDebris } from './seed/debris';
import { notify } from './seed/notifications';
import { createReport } from './seed/reports';

/**
 * The fleet domain of the demo universe: flight plans (distance, duration, fuel), launching a
 * mission from the create form's body, the processing of every event of a flight (departure,
 * arrival and its effects, leaving the destination, return) and cancelling (turning around).
 *
 * Time model. A mission's stored `status` is the last processed phase. Events WITHOUT effects
 * (departure, leaving the destination) are processed as soon as they are due. Events WITH
 * effects (arrival, return) wait for processing: 'Procesar' (POST /fleet/missions/process/)
 * does them at once, and the server's scheduler (the tick) does them once they have been due
 * for `SCHEDULER_LAG_MS`. In between, GET /fleet/missions/status/ answers needs_processing
 * true, so the player can see the spec's 'Procesar' at work.
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

/** Deuterium per ship for a 35 000-unit trip at full speed (OGame's base consumption). */
const BASE_FUEL: Record<string, number> = {
  small_cargo: 10,
  large_cargo: 50,
  light_fighter: 20,
  heavy_fighter: 75,
  cruiser: 300,
  battleship: 500,
  bomber: 700,
  destroyer: 1_000,
  colony_ship: 1_000,
  recycler: 300,
  espionage_probe: 1,
  deathstar: 1,
};

/** Ships a mission type cannot fly without (spec p2 §5). */
export const REQUIRED_SHIP: Record<string, string> = {
  colonize: 'colony_ship',
  recycle: 'recycler',
  espionage: 'espionage_probe',
  moon_destruction: 'deathstar',
};

/** Round trips (everything but deploy); the ones that stay a moment at the destination. */
const HOLDS = new Set(['transport', 'attack', 'colonize', 'recycle', 'moon_destruction']);

export interface Place {
  galaxy: number;
  system: number;
  position: number;
}

export const coords = (place: Place) => `${place.galaxy}:${place.system}:${place.position}`;

/** Parses 'g:s:p'; undefined when it is not three integers. */
export function parseCoords(text: string | null | undefined): Place | undefined {
  const match = /^(\d+):(\d+):(\d+)$/.exec(text ?? '');
  return match ? { galaxy: Number(match[1]), system: Number(match[2]), position: Number(match[3]) } : undefined;
}

/**
 * Distance between two places (OGame): other galaxy 20 000 per galaxy; same galaxy 2 700 + 95
 * per system; same system 1 000 + 5 per position; the same position (planet ↔ its debris or
 * moon) 5.
 */
export function distanceBetween(a: Place, b: Place): number {
  if (a.galaxy !== b.galaxy) return 20_000 * Math.abs(a.galaxy - b.galaxy);
  if (a.system !== b.system) return 2_700 + 95 * Math.abs(a.system - b.system);
  if (a.position !== b.position) return 1_000 + 5 * Math.abs(a.position - b.position);
  return 5;
}

/**
 * One-way flight time in seconds (OGame's 10 + 35 000 / speed% × √(10 × distance / slowest
 * speed), divided by the demo's `FLEET_SPEED`), at least 1 s.
 */
export function flightSeconds(distance: number, slowestSpeed: number, speedPercentage: number): number {
  const raw = 10 + (35_000 / speedPercentage) * Math.sqrt((10 * distance) / Math.max(1, slowestSpeed));
  return Math.max(1, Math.round(raw / FLEET_SPEED));
}

/** Deuterium for the one-way trip (OGame): Σ base × n × distance / 35 000 × (speed%/100 + 1)², + 1. */
export function fuelFor(ships: Array<{ code: string; quantity: number }>, distance: number, speedPercentage: number): number {
  const factor = (speedPercentage / 100 + 1) ** 2;
  const total = ships.reduce((sum, ship) => sum + (BASE_FUEL[ship.code] ?? 10) * ship.quantity * (distance / 35_000) * factor, 0);
  return Math.round(total) + 1;
}

/** 'H:MM:SS' for a duration in seconds. */
export function formatDuration(seconds: number): string {
  const safe = Math.max(0, Math.round(seconds));
  const h = Math.floor(safe / 3600);
  const m = String(Math.floor((safe % 3600) / 60)).padStart(2, '0');
  const s = String(safe % 60).padStart(2, '0');
  return `${h}:${m}:${s}`;
}

interface FleetLine {
  code: string;
  name: string;
  quantity: number;
  speed: number;
  cargo: number;
  attack: number;
  cost: number;
}

/** The ship types' facts for a list of `{code, quantity}` (unknown codes are left out). */
function linesOf(ships: Array<{ code: string; quantity: number }>): FleetLine[] {
  return ships.flatMap((ship) => {
    const type = db.shipTypes.findFirst((q) => q.where({ code: ship.code }));
    if (!type || ship.quantity <= 0) return [];
    return [{ code: type.code, name: type.name, quantity: ship.quantity, speed: type.speed, cargo: type.cargo_capacity, attack: type.attack, cost: type.metal_cost + type.crystal_cost }];
  });
}

/** Distance, one-way duration, fuel and cargo capacity of a fleet between two places. */
export function planFlight(origin: Place, destination: Place, ships: Array<{ code: string; quantity: number }>, speedPercentage: number) {
  const lines = linesOf(ships);
  const distance = distanceBetween(origin, destination);
  const slowest = lines.length ? Math.min(...lines.map((line) => line.speed)) : 0;
  const seconds = lines.length ? flightSeconds(distance, slowest, speedPercentage) : 0;
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

/** Mission types allowed for a destination type (spec p2 §5 'Mission types filtered by destination'). */
export function allowedFor(destinationType: string, code: string): boolean {
  if (destinationType === 'debris') return code === 'recycle';
  if (destinationType === 'moon') return code !== 'colonize' && code !== 'recycle';
  if (destinationType === 'planet') return code !== 'recycle' && code !== 'moon_destruction';
  return false;
}

const placeOf = (planet: { galaxy: number; system_number: number; position: number }): Place => ({ galaxy: planet.galaxy, system: planet.system_number, position: planet.position });

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

export type MissionStatusValue = 'preparing' | 'traveling' | 'at_destination' | 'returning' | 'completed' | 'cancelled';

const pct = (done: number, total: number) => (total > 0 ? Math.min(100, Math.max(0, (done / total) * 100)) : 100);

/**
 * The phase a flight plan is in at `now` by the clock alone: preparing until departure,
 * traveling until arrival, at_destination while held there, returning until back (if it
 * returns), then completed. The seed uses it for missions already under way.
 */
export function phaseAt(record: Pick<MissionRecord, 'departure_ms' | 'arrival_ms' | 'hold_ms' | 'return_ms'>, now: number): MissionStatusValue {
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

type Refusal = { ok: false; status: number; error: string };
const refuse = (error: string, status = 400): Refusal => ({ ok: false, status, error });
const whole = (value: unknown): number | undefined => (typeof value === 'number' && Number.isInteger(value) ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : undefined);

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

/**
 * Launches a mission from POST /fleet/missions/create/ (spec p2 §7): checks everything a server
 * would (the refusal texts are the `error` the form shows), takes the ships off the origin,
 * spends cargo and fuel there, and stores a flight plan that starts 'preparing'.
 * @returns the stored mission, or a refusal with its HTTP status and `error` text
 */
export async function launchMission(userId: number, body: Record<string, unknown>, now = clock.now()): Promise<{ ok: true; record: MissionRecord } | Refusal> {
  const type = String(body.mission_type ?? '');
  const typeInfo = MISSION_TYPES.find((t) => t.code === type);
  if (!typeInfo) return refuse('Tipo de misión no válido.');
  const originId = whole(body.origin_planet_id);
  const origin = originId === undefined ? undefined : db.planets.findFirst((q) => q.where({ id: originId }));
  if (!origin || origin.owner?.id !== userId) return refuse('Planeta de origen no válido.');
  const destination = { galaxy: whole(body.destination_galaxy), system: whole(body.destination_system), position: whole(body.destination_position) };
  if (
    destination.galaxy === undefined || destination.system === undefined || destination.position === undefined ||
    destination.galaxy < 1 || destination.galaxy > UNIVERSE.galaxies || destination.system < 1 || destination.system > UNIVERSE.systems ||
    destination.position < 1 || destination.position > UNIVERSE.positions
  ) {
    return refuse('Coordenadas de destino no válidas.');
  }
  const target = destination as Place;
  const destinationType = String(body.destination_type ?? '');
  if (!['planet', 'moon', 'debris'].includes(destinationType)) return refuse('Selecciona el tipo de destino.');
  if (!allowedFor(destinationType, type)) return refuse(`La misión ${typeInfo.name} no está disponible para ese destino.`);
  const from = placeOf(origin);
  if (destinationType === 'planet' && coords(from) === coords(target)) return refuse('No puedes enviar una misión al mismo planeta de origen.');
  const speed = whole(body.speed_percentage);
  if (speed === undefined || speed < 10 || speed > 100 || speed % 10 !== 0) return refuse('La velocidad debe estar entre 10 y 100 % en pasos de 10.');

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
  const required = REQUIRED_SHIP[type];
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
    if ((type === 'attack' || type === 'espionage' || type === 'moon_destruction') && own) return refuse('No puedes atacar ni espiar tus propios planetas.');
    if (type === 'deploy' && !own) return refuse('Solo puedes desplegar en tus propios planetas.');
  }

  const cargo = { metal: whole(body.metal_cargo ?? 0), crystal: whole(body.crystal_cargo ?? 0), deuterium: whole(body.deuterium_cargo ?? 0) };
  if (cargo.metal === undefined || cargo.crystal === undefined || cargo.deuterium === undefined) return refuse('Las cantidades de recursos deben ser números enteros de 0 o más.');
  const load = typeInfo.allows_resources ? { metal: cargo.metal, crystal: cargo.crystal, deuterium: cargo.deuterium } : { metal: 0, crystal: 0, deuterium: 0 };
  const plan = planFlight(from, target, ships, speed);
  const loaded = load.metal + load.crystal + load.deuterium;
  if (loaded > plan.capacity) return refuse(`La carga (${loaded}) supera la capacidad de la flota (${plan.capacity}).`);
  const paid = await spend(origin.id, { metal: load.metal, crystal: load.crystal, deuterium: load.deuterium + plan.fuel }, now);
  if (!paid.ok) {
    const economy = economyOf(origin.id);
    const deuterium = economy ? Math.floor(stockAt(economy, now).deuterium) : 0;
    if (paid.missing.deuterium && deuterium >= load.deuterium) return refuse(`Deuterio insuficiente: el viaje necesita ${plan.fuel} de combustible.`);
    return refuse('Recursos insuficientes en el planeta de origen para la carga y el combustible.');
  }
  for (const ship of ships) await removeShips(origin.id, ship.code, ship.quantity);

  const departure = now + PREPARE_MS;
  const arrival = departure + plan.seconds * 1000;
  const hold = HOLDS.has(type) ? HOLD_MS : 0;
  const returns = type === 'deploy' ? null : arrival + hold + plan.seconds * 1000;
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

type Aboard = { metal: number; crystal: number; deuterium: number };
type ShipLine = { code: string; name: string; quantity: number };

function shipLines(record: MissionRecord): ShipLine[] {
  return (record.ships ?? []).flatMap((ship) => (ship.ship_code && ship.quantity ? [{ code: ship.ship_code, name: ship.ship_name ?? ship.ship_code, quantity: Number(ship.quantity) }] : []));
}

const fmt = (value: number) => new Intl.NumberFormat('es-ES').format(Math.round(value));
const typeLabel = (record: MissionRecord) => record.mission_type_data?.name?.toLowerCase() ?? record.mission_type ?? '';

/** What a target planet holds, for espionage and plunder: the stored stock, else a stable guess. */
function targetResources(planet: MapPlanet | undefined, at: number): Aboard {
  if (planet) {
    const economy = economyOf(planet.id);
    if (economy) {
      const stock = stockAt(economy, at);
      return { metal: Math.floor(stock.metal), crystal: Math.floor(stock.crystal), deuterium: Math.floor(stock.deuterium) };
    }
  }
  const rand = randomFor(`stock:${planet?.coordinates ?? ''}`);
  return { metal: int(rand, 5, 90) * 1_000, crystal: int(rand, 2, 60) * 1_000, deuterium: int(rand, 0, 30) * 1_000 };
}

/** A target's defensive strength (attack points), stable per place. */
function targetDefence(planet: MapPlanet | undefined): { power: number; fleet: Record<string, number>; defences: Record<string, number> } {
  const rand = randomFor(`defence:${planet?.coordinates ?? ''}`);
  const fleet = { 'Cazador ligero': int(rand, 0, 40), 'Crucero': int(rand, 0, 6), 'Nave pequeña de carga': int(rand, 0, 10) };
  const defences = { 'Lanzamisiles': int(rand, 0, 30), 'Láser pequeño': int(rand, 0, 20), 'Cañón Gauss': int(rand, 0, 3) };
  const power = fleet['Cazador ligero'] * 50 + fleet['Crucero'] * 400 + fleet['Nave pequeña de carga'] * 5 + defences['Lanzamisiles'] * 80 + defences['Láser pequeño'] * 100 + defences['Cañón Gauss'] * 1_100;
  return { power, fleet, defences };
}

/**
 * The arrival of a mission at `at`: the effect of its type, its report and the notifications.
 * @returns the ships and cargo still aboard afterwards, and whether the fleet survives
 */
async function arrive(record: MissionRecord, at: number): Promise<{ ships: ShipLine[]; aboard: Aboard; lost: boolean }> {
  const place = parseCoords(record.destination_coordinates)!;
  const label = `[${coords(place)}]`;
  const planet = planetAt(place);
  let ships = shipLines(record);
  const aboard: Aboard = { metal: record.metal_cargo ?? 0, crystal: record.crystal_cargo ?? 0, deuterium: record.deuterium_cargo ?? 0 };
  const base = { user_id: record.user_id, mission_id: record.id, at };
  const fleetText = ships.map((ship) => `${fmt(ship.quantity)} × ${ship.name}`).join(', ');
  const arrival = async (title: string, message: string, notifType = 'FLEET_ARRIVAL') =>
    notify({ user_id: record.user_id, notif_type: notifType, title, message, data: { planet_coordinates: coords(place) }, at });
  const empty = { metal: 0, crystal: 0, deuterium: 0 };

  switch (record.mission_type) {
    case 'transport':
    case 'deploy': {
      const stored = db.planets.findFirst((q) => q.where({ galaxy: place.galaxy, system_number: place.system, position: place.position }));
      if (stored && economyOf(stored.id)) await credit(stored.id, aboard, at);
      const deploy = record.mission_type === 'deploy';
      if (deploy && stored) for (const ship of ships) await addShips(stored.id, ship.code, ship.quantity);
      const name = planet?.name ?? label;
      await createReport({
        ...base,
        report_type: deploy ? 'deployment' : 'transport',
        title: deploy ? `Despliegue en ${name} ${label}` : `Transporte entregado en ${name} ${label}`,
        content: deploy
          ? `Tu flota (${fleetText}) se estacionó en ${name} ${label}.\nRecursos descargados: ${fmt(aboard.metal)} metal, ${fmt(aboard.crystal)} cristal, ${fmt(aboard.deuterium)} deuterio.`
          : `Tu flota entregó ${fmt(aboard.metal)} metal, ${fmt(aboard.crystal)} cristal y ${fmt(aboard.deuterium)} deuterio en ${name} ${label}.\nLa flota emprende el regreso.`,
        metadata: { coordinates: coords(place), metal: aboard.metal, crystal: aboard.crystal, deuterium: aboard.deuterium },
      });
      await arrival('Flota en destino', `Tu flota de ${typeLabel(record)} llegó a ${record.destination_coordinates}.`);
      if (deploy) ships = [];
      return { ships, aboard: empty, lost: false };
    }
    case 'colonize': {
      const free = planet && !planet.owner && isExplored(place.galaxy, place.system);
      if (!free) {
        await createReport({
          ...base,
          report_type: 'colonization',
          title: `Colonización fallida en ${label}`,
          content: `Tu nave colonizadora llegó a ${label}, pero la posición ya no está libre.\nLa flota regresa con su carga.`,
          metadata: { coordinates: coords(place), success: false },
        });
        await arrival('Colonización fallida', `La posición ${label} ya estaba ocupada.`);
        return { ships, aboard, lost: false };
      }
      const user = db.users.findFirst((q) => q.where({ id: record.user_id }));
      const owner = { id: record.user_id, display_name: user?.display_name ?? user?.username ?? 'Comandante', empire_name: user?.empire_name ?? null };
      const name = 'Colonia';
      const existing = db.planets.findFirst((q) => q.where({ id: planet.id }));
      const colony = existing
        ? await db.planets.update(existing, { data: (p) => void Object.assign(p, { owner, owner_name: owner.display_name, name, fields_used: 0 }) })
        : await db.planets.create({ ...planet, name, owner, owner_name: owner.display_name, fields_used: 0 });
      if (colony && !economyOf(colony.id)) await createEconomy(colony.id, {}, at);
      if (colony) await credit(colony.id, aboard, at);
      ships = ships.map((ship) => (ship.code === 'colony_ship' ? { ...ship, quantity: ship.quantity - 1 } : ship)).filter((ship) => ship.quantity > 0);
      await createReport({
        ...base,
        report_type: 'colonization',
        title: `Nueva colonia en ${label}`,
        content: `Tu nave colonizadora fundó una colonia en ${label}.\nRecursos iniciales: ${fmt(aboard.metal)} metal, ${fmt(aboard.crystal)} cristal, ${fmt(aboard.deuterium)} deuterio.`,
        metadata: { coordinates: coords(place), success: true, planet_id: colony?.id ?? null },
      });
      await arrival('Colonia fundada', `Tu nave colonizadora fundó ${name} en ${coords(place)}.`);
      return { ships, aboard: empty, lost: false };
    }
    case 'espionage': {
      const resources = targetResources(planet, at);
      const defence = targetDefence(planet);
      const probes = ships.reduce((sum, ship) => sum + ship.quantity, 0);
      const lines = [
        `Recursos en ${planet?.name ?? label} ${label}: ${fmt(resources.metal)} metal, ${fmt(resources.crystal)} cristal, ${fmt(resources.deuterium)} deuterio.`,
        probes >= 2 ? `Flota: ${Object.entries(defence.fleet).map(([name, n]) => `${name} ${n}`).join(', ')}.` : 'Flota: envía más sondas para verla.',
        probes >= 3 ? `Defensas: ${Object.entries(defence.defences).map(([name, n]) => `${name} ${n}`).join(', ')}.` : 'Defensas: envía más sondas para verlas.',
      ];
      await createReport({
        ...base,
        report_type: 'espionage',
        title: `Informe de espionaje de ${planet?.name ?? label} ${label}`,
        content: lines.join('\n'),
        metadata: { coordinates: coords(place), owner: planet?.owner?.display_name ?? null, ...resources, probes },
      });
      await arrival('Informe de espionaje', `Tus sondas espiaron ${coords(place)}.`);
      return { ships, aboard, lost: false };
    }
    case 'recycle': {
      const field = db.debrisFields.findFirst((q) => q.where({ galaxy: place.galaxy, system: place.system, position: place.position }));
      const recyclerRoom = ships.filter((ship) => ship.code === 'recycler').reduce((sum, ship) => sum + ship.quantity * (db.shipTypes.findFirst((q) => q.where({ code: 'recycler' }))?.cargo_capacity ?? 20_000), 0);
      const metal = Math.min(field?.metal_amount ?? 0, recyclerRoom);
      const crystal = Math.min(field?.crystal_amount ?? 0, recyclerRoom - metal);
      if (field) {
        if (field.metal_amount - metal + field.crystal_amount - crystal <= 0) db.debrisFields.delete((q) => q.where({ id: field.id }));
        else await db.debrisFields.update(field, { data: (f) => void Object.assign(f, { metal_amount: f.metal_amount - metal, crystal_amount: f.crystal_amount - crystal, total_resources: f.total_resources - metal - crystal }) });
      }
      await createReport({
        ...base,
        report_type: 'recycle',
        title: `Reciclaje en ${label}`,
        content: field
          ? `Tus recicladores recogieron ${fmt(metal)} metal y ${fmt(crystal)} cristal del campo de escombros ${label}.\nQuedan ${fmt(field.metal_amount - metal)} metal y ${fmt(field.crystal_amount - crystal)} cristal.`
          : `No había ningún campo de escombros en ${label}. Tus recicladores regresan vacíos.`,
        metadata: { coordinates: coords(place), metal, crystal, capacity: recyclerRoom },
      });
      await arrival('Reciclaje completado', `Tus recicladores recogieron ${fmt(metal + crystal)} recursos en ${coords(place)}.`);
      return { ships, aboard: { metal: aboard.metal + metal, crystal: aboard.crystal + crystal, deuterium: aboard.deuterium }, lost: false };
    }
    case 'attack': {
      const lines = linesOf(ships);
      const attack = lines.reduce((sum, line) => sum + line.attack * line.quantity, 0);
      const defence = targetDefence(planet);
      const won = attack > defence.power;
      const lossShare = won ? Math.min(0.9, defence.power / Math.max(1, attack) / 2) : 1;
      const survivors = lines.map((line) => ({ ...line, quantity: Math.floor(line.quantity * (1 - lossShare)) }));
      const lostValue = lines.reduce((sum, line, i) => sum + (line.quantity - survivors[i]!.quantity) * line.cost, 0);
      const defenderLost = won ? defence.power * 20 : Math.floor(defence.power * 20 * Math.min(1, attack / Math.max(1, defence.power)) * 0.5);
      const debrisMetal = Math.floor((lostValue + defenderLost) * 0.3 * 0.6);
      const debrisCrystal = Math.floor((lostValue + defenderLost) * 0.3 * 0.4);
      if (debrisMetal + debrisCrystal > 0) await addDebris(place, debrisMetal, debrisCrystal);
      ships = survivors.filter((line) => line.quantity > 0).map((line) => ({ code: line.code, name: line.name, quantity: line.quantity }));
      const room = survivors.reduce((sum, line) => sum + line.cargo * line.quantity, 0);
      const stock = targetResources(planet, at);
      const loot = won ? { metal: Math.min(Math.floor(stock.metal / 2), Math.floor(room / 3)), crystal: Math.min(Math.floor(stock.crystal / 2), Math.floor(room / 3)), deuterium: Math.min(Math.floor(stock.deuterium / 2), Math.floor(room / 3)) } : empty;
      await createReport({
        ...base,
        report_type: 'attack',
        title: `Batalla en ${planet?.name ?? label} ${label}: ${won ? 'victoria' : 'derrota'}`,
        content: [
          `Atacante: ${fleetText} (potencia ${fmt(attack)}). Defensor: potencia ${fmt(defence.power)}.`,
          won ? `Has ganado la batalla. Botín: ${fmt(loot.metal)} metal, ${fmt(loot.crystal)} cristal, ${fmt(loot.deuterium)} deuterio.` : 'Has perdido la batalla. Tu flota fue destruida.',
          `Naves perdidas: ${fmt(lines.reduce((sum, line, i) => sum + line.quantity - survivors[i]!.quantity, 0))}.`,
          `Se formó un campo de escombros en ${label}: ${fmt(debrisMetal)} metal y ${fmt(debrisCrystal)} cristal.`,
        ].join('\n'),
        metadata: { coordinates: coords(place), result: won ? 'victory' : 'defeat', attack_power: attack, defense_power: defence.power, debris_metal: debrisMetal, debris_crystal: debrisCrystal, ...Object.fromEntries(Object.entries(loot).map(([k, v]) => [`loot_${k}`, v])) },
      });
      await arrival(won ? 'Victoria en batalla' : 'Derrota en batalla', `Batalla en ${coords(place)}: ${won ? 'has ganado' : 'has perdido tu flota'}.`, 'BATTLE_RESULT');
      return { ships, aboard: { metal: aboard.metal + loot.metal, crystal: aboard.crystal + loot.crystal, deuterium: aboard.deuterium + loot.deuterium }, lost: ships.length === 0 };
    }
    case 'moon_destruction': {
      const rand = randomFor(`moon:${coords(place)}:${record.id}`);
      const size = int(rand, 3_000, 8_000);
      const deathstars = ships.filter((ship) => ship.code === 'deathstar').reduce((sum, ship) => sum + ship.quantity, 0);
      const chance = Math.max(0, Math.min(100, (100 - Math.sqrt(size)) * Math.sqrt(deathstars)));
      const destroyed = rand() * 100 < chance;
      const lostStars = rand() * 100 < Math.sqrt(size) / 2;
      if (lostStars) ships = ships.filter((ship) => ship.code !== 'deathstar');
      await createReport({
        ...base,
        report_type: 'moon_destruction',
        title: `Destrucción de luna en ${label}: ${destroyed ? 'luna destruida' : 'la luna resistió'}`,
        content: `Tamaño de la luna: ${fmt(size)} km. Probabilidad de destrucción: ${chance.toFixed(1)} %.\n${destroyed ? 'La luna ha sido destruida.' : 'La luna resistió el ataque.'}\n${lostStars ? 'Tus estrellas de la muerte se perdieron en la explosión.' : 'Tus estrellas de la muerte regresan.'}`,
        metadata: { coordinates: coords(place), moon_size: size, chance: Math.round(chance * 10) / 10, destroyed, deathstars_lost: lostStars },
      });
      await arrival('Destrucción de luna', `Resultado en ${coords(place)}: ${destroyed ? 'luna destruida' : 'la luna resistió'}.`, 'BATTLE_RESULT');
      return { ships, aboard, lost: ships.length === 0 };
    }
    default:
      await arrival('Flota en destino', `Tu flota llegó a ${record.destination_coordinates}.`);
      return { ships, aboard, lost: false };
  }
}

/** The ships and cargo land on the origin planet; FLEET_ARRIVAL 'Flota de regreso'. */
async function land(record: MissionRecord, at: number): Promise<void> {
  for (const ship of shipLines(record)) await addShips(record.origin_planet_id, ship.code, ship.quantity).catch(() => undefined);
  const aboard = { metal: record.metal_cargo ?? 0, crystal: record.crystal_cargo ?? 0, deuterium: record.deuterium_cargo ?? 0 };
  if (aboard.metal + aboard.crystal + aboard.deuterium > 0) await credit(record.origin_planet_id, aboard, at);
  await notify({
    user_id: record.user_id,
    notif_type: 'FLEET_ARRIVAL',
    title: 'Flota de regreso',
    message: `Tu flota de ${typeLabel(record)} regresó a ${record.origin_planet_data?.name ?? record.origin_planet_data?.coordinates ?? ''}.`,
    data: { planet_coordinates: record.origin_planet_data?.coordinates ?? undefined },
    at,
  });
}

/** The next event of a mission from its stored status: when, and whether it has effects. */
export function nextEvent(record: Pick<MissionRecord, 'status' | 'departure_ms' | 'arrival_ms' | 'hold_ms' | 'return_ms'>): { at: number; kind: 'depart' | 'arrive' | 'leave' | 'return'; effects: boolean } | null {
  switch (record.status) {
    case 'preparing':
      return { at: record.departure_ms, kind: 'depart', effects: false };
    case 'traveling':
      return { at: record.arrival_ms, kind: 'arrive', effects: true };
    case 'at_destination':
      return { at: record.arrival_ms + record.hold_ms, kind: 'leave', effects: false };
    case 'returning':
      return record.return_ms === null ? null : { at: record.return_ms, kind: 'return', effects: true };
    default:
      return null;
  }
}

const withCargo = (aboard: Aboard) => ({ metal_cargo: aboard.metal, crystal_cargo: aboard.crystal, deuterium_cargo: aboard.deuterium, total_cargo: aboard.metal + aboard.crystal + aboard.deuterium });

/**
 * Processes one mission's due events up to `now`. Events with effects wait until they have been
 * due for `SCHEDULER_LAG_MS` unless `force` ('Procesar').
 * @returns how many events with effects were processed
 */
async function advanceOne(start: MissionRecord, now: number, force: boolean): Promise<number> {
  let record: MissionRecord = start;
  let processed = 0;
  for (let guard = 0; guard < 5; guard++) {
    const event = nextEvent(record);
    if (!event || event.at > now) break;
    if (event.effects && !force && event.at > now - SCHEDULER_LAG_MS) break;
    let patch: Partial<MissionRecord> = {};
    if (event.kind === 'depart') patch = { status: 'traveling' };
    if (event.kind === 'leave') patch = { status: record.return_ms === null ? 'completed' : 'returning', is_active: record.return_ms !== null };
    if (event.kind === 'arrive') {
      const after = await arrive(record, event.at);
      const ships = after.ships.map((ship) => ({ ship_code: ship.code, ship_name: ship.name, quantity: ship.quantity }));
      const status = after.lost || after.ships.length === 0 || record.return_ms === null ? 'completed' : record.hold_ms > 0 ? 'at_destination' : 'returning';
      patch = { status, is_active: status !== 'completed', ships, ...withCargo(status === 'completed' ? { metal: 0, crystal: 0, deuterium: 0 } : after.aboard) };
      processed++;
    }
    if (event.kind === 'return') {
      await land(record, event.at);
      patch = { status: record.cancelled_ms !== null ? 'cancelled' : 'completed', is_active: false, ...withCargo({ metal: 0, crystal: 0, deuterium: 0 }) };
      processed++;
    }
    const updated = await db.missions.update(record, { data: (m) => void Object.assign(m, patch) });
    if (!updated) break;
    record = updated;
  }
  return processed;
}

/**
 * Advances every active mission to `now` (the tick and 'Procesar').
 * @param force process arrivals and returns at once (POST /fleet/missions/process/)
 * @returns the number of events with effects processed
 */
export async function processMissions(now: number = clock.now(), force = false): Promise<number> {
  let count = 0;
  for (const record of db.missions.findMany((q) => q.where({ is_active: true }), { orderBy: { id: 'asc' } })) count += await advanceOne(record, now, force);
  return count;
}

/** Whether a user has an arrival or return due and not yet processed (GET /fleet/missions/status/). */
export function needsProcessing(userId: number, now: number = clock.now()): boolean {
  return db.missions.findMany((q) => q.where({ user_id: userId, is_active: true })).some((record) => {
    const event = nextEvent(record);
    return event !== null && event.effects && event.at <= now;
  });
}

/**
 * Cancels a mission (spec p2 §4: only while preparing, traveling or at_destination). A
 * preparing fleet stays home: ships, cargo and fuel go back and it ends 'cancelled'. A fleet
 * in flight or at the destination turns around: it flies back as long as it had flown out,
 * arrives home 'returning' → 'cancelled', and the arrival's effects never happen.
 * @returns the updated mission, or a refusal text
 */
export async function cancelFlight(record: MissionRecord, now: number = clock.now()): Promise<{ ok: true; record: MissionRecord } | Refusal> {
  if (record.status === 'preparing') {
    for (const ship of shipLines(record)) await addShips(record.origin_planet_id, ship.code, ship.quantity);
    await credit(record.origin_planet_id, { metal: record.metal_cargo ?? 0, crystal: record.crystal_cargo ?? 0, deuterium: (record.deuterium_cargo ?? 0) + (record.fuel_consumption ?? 0) }, now);
    const updated = await db.missions.update(record, {
      data: (m) => void Object.assign(m, { status: 'cancelled', is_active: false, cancelled_ms: now, ...withCargo({ metal: 0, crystal: 0, deuterium: 0 }) }),
    });
    return { ok: true, record: updated! };
  }
  if (record.status === 'traveling' || record.status === 'at_destination') {
    const back = record.status === 'traveling' ? Math.max(1_000, now - record.departure_ms) : record.arrival_ms - record.departure_ms;
    const returnMs = now + back;
    const updated = await db.missions.update(record, {
      data: (m) => void Object.assign(m, { status: 'returning', cancelled_ms: now, return_ms: returnMs, return_time: new Date(returnMs).toISOString() }),
    });
    return { ok: true, record: updated! };
  }
  return refuse('Esta misión ya no se puede cancelar.');
}
