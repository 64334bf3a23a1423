import type { UnitKind } from '@imperio/api-client';
import { db } from './db';
import type { ShipTypeRecord } from './db/ships';
import { levelOf } from './seed/buildings';

/**
 * The shipyard and defence queues' timing, and the hangar helpers other domains use (the fleet
 * takes ships out of a planet and lands them elsewhere).
 *
 * A queue item builds its units one after another, `build_time` seconds each; the first
 * unfinished item of a planet's queue is building, the others wait. A finished item stays in the
 * queue (showing as completed) until the complete call registers it (spec p2 §4).
 */
export interface QueueTiming {
  id: number;
  type_id: number;
  quantity_remaining: number;
  /** Seconds per unit. */
  build_time: number;
  /** When the unit in progress finishes (ms), or null while waiting. */
  current_ends_ms: number | null;
  /** When the last unit finished (ms), or null. */
  finished_ms: number | null;
}

export interface QueueAdvance {
  /** New timing of every item that changed. */
  updates: Array<Pick<QueueTiming, 'id' | 'quantity_remaining' | 'current_ends_ms' | 'finished_ms'> & { is_building: boolean }>;
  /** Units finished since the last advance, per type. */
  produced: Array<{ type_id: number; count: number }>;
  /** Items whose last unit finished in this advance. */
  finished: number[];
}

/**
 * Brings one planet's queue (sorted by position) up to `now` (ms): units whose end has passed
 * are produced, the next unit or item starts where the previous ended. Pure: the caller applies
 * the result.
 */
export function advanceQueue(items: readonly QueueTiming[], now: number): QueueAdvance {
  const out: QueueAdvance = { updates: [], produced: [], finished: [] };
  let cursor: number | null = null;
  for (const item of items) {
    if (item.finished_ms !== null || item.quantity_remaining <= 0) {
      cursor = item.finished_ms ?? cursor;
      continue;
    }
    const step = Math.max(1, item.build_time) * 1000;
    let ends = item.current_ends_ms ?? (cursor !== null ? cursor + step : null);
    if (ends === null) break;
    let remaining = item.quantity_remaining;
    if (ends <= now) {
      const count = Math.min(remaining, Math.floor((now - ends) / step) + 1);
      remaining -= count;
      out.produced.push({ type_id: item.type_id, count });
      if (remaining === 0) {
        const finished = ends + (count - 1) * step;
        out.updates.push({ id: item.id, quantity_remaining: 0, current_ends_ms: finished, finished_ms: finished, is_building: false });
        out.finished.push(item.id);
        cursor = finished;
        continue;
      }
      ends += count * step;
    }
    if (remaining !== item.quantity_remaining || ends !== item.current_ends_ms) {
      out.updates.push({ id: item.id, quantity_remaining: remaining, current_ends_ms: ends, finished_ms: null, is_building: true });
    }
    break;
  }
  return out;
}

/**
 * When a new item of `buildTimeS` seconds per unit, queued at `now`, has its first unit done:
 * now + build time if nothing unfinished is queued, else null (it waits its turn).
 */
export function firstEnd(items: readonly QueueTiming[], now: number, buildTimeS: number): number | null {
  const busy = items.some((item) => item.finished_ms === null && item.quantity_remaining > 0);
  return busy ? null : now + Math.max(1, buildTimeS) * 1000;
}

function shipTypeByCode(code: string): ShipTypeRecord | undefined {
  return db.shipTypes.findFirst((q) => q.where({ code }));
}

/** One row of a planet's hangar with its type's facts (for the fleet). */
export interface HangarEntry {
  ship_type_id: number;
  code: string;
  name: string;
  quantity: number;
  speed: number;
  cargo_capacity: number;
  attack: number;
}

/** The ships on a planet (quantity > 0), with their type's code, name, speed and cargo. */
export function shipsOnPlanet(planetId: number): HangarEntry[] {
  return db.planetShips
    .findMany((q) => q.where({ planet_id: planetId }), { orderBy: { ship_type: 'asc' } })
    .filter((row) => row.quantity > 0)
    .flatMap((row) => {
      const type = db.shipTypes.findFirst((q) => q.where({ id: row.ship_type }));
      return type
        ? [
            {
              ship_type_id: type.id,
              code: type.code,
              name: type.name,
              quantity: row.quantity,
              speed: type.speed,
              cargo_capacity: type.cargo_capacity,
              attack: type.attack,
            },
          ]
        : [];
    });
}

/** Adds `quantity` ships of type `code` (e.g. 'recycler') to a planet. @throws on an unknown code */
export async function addShips(planetId: number, code: string, quantity: number): Promise<void> {
  const type = shipTypeByCode(code);
  if (!type) throw new Error(`unknown ship type ${code}`);
  await addShipsById(planetId, type.id, quantity);
}

/** Adds ships by type id (the queue uses it). */
export function addShipsById(planetId: number, typeId: number, quantity: number): Promise<void> {
  return addUnitsById('ships', planetId, typeId, quantity);
}

/** A row of a yard's collection (type, stock or queue item), read through its field names. */
export type UnitRow = Record<string, unknown> & { id: number };
type RowQuery = { where(fields: Record<string, unknown>): unknown };
/** A yard's collection seen through the fields both kinds share; the kind's own field names are strings. */
export interface UnitRows<R extends UnitRow = UnitRow> {
  all(): R[];
  findMany(where?: (q: RowQuery) => unknown, options?: { orderBy: Record<string, 'asc'> }): R[];
  findFirst(where: (q: RowQuery) => unknown): R | undefined;
  create(row: Record<string, unknown>): Promise<R>;
  update(where: R | ((q: RowQuery) => unknown), change: { data: (row: R) => void }): Promise<unknown>;
  delete(where: (q: RowQuery) => unknown): unknown;
}

/**
 * The collections of one yard and its field names: `typeField` is `ship_type` or `defense_type`
 * (the name field adds `_name`), `endsField` is `current_ship_ends` or `current_defense_ends`.
 */
export function unitCollections(kind: UnitKind) {
  const unit = kind === 'ships' ? 'ship' : 'defense';
  const rows = kind === 'ships' ? [db.shipTypes, db.planetShips, db.shipQueue] : [db.defenseTypes, db.planetDefenses, db.defenseQueue];
  // Both kinds' collections hold the shared fields (db/units.ts); the rest is read by name.
  const [types, stock, queue] = rows as unknown as [UnitRows, UnitRows, UnitRows];
  return { types, stock, queue, typeField: `${unit}_type`, endsField: `current_${unit}_ends` };
}

/**
 * Adds `quantity` units of a type to a planet's stock of a yard (ships or defences): to its row,
 * or a new row with the type's name (and, for ships, its code).
 */
export async function addUnitsById(kind: UnitKind, planetId: number, typeId: number, quantity: number): Promise<void> {
  const { types, stock, typeField } = unitCollections(kind);
  const row = stock.findFirst((q) => q.where({ planet_id: planetId, [typeField]: typeId }));
  if (row) {
    await stock.update(row, { data: (r) => void (r.quantity = Number(r.quantity) + quantity) });
    return;
  }
  const type = types.findFirst((q) => q.where({ id: typeId }));
  const id = Math.max(0, ...stock.all().map((r) => r.id)) + 1;
  const code = kind === 'ships' ? { ship_type_code: type?.code ?? null } : {};
  await stock.create({ id, planet_id: planetId, [typeField]: typeId, [`${typeField}_name`]: type?.name ?? null, ...code, quantity });
}

/** One seeded queue item: the type's code, units ordered, units left, when the unit in progress ends (ms; null: waiting). */
export type SeedQueueItem = [code: string, quantity: number, remaining: number, endsMs: number | null];

/** Seeds a planet's queue of a yard in order (ids from 1; the first item builds). The types must be seeded. */
export async function seedUnitQueue(kind: UnitKind, planetId: number, userId: number, items: SeedQueueItem[]): Promise<void> {
  const { types, queue, typeField, endsField } = unitCollections(kind);
  for (const [position, [code, quantity, remaining, ends]] of items.entries()) {
    const type = types.findFirst((q) => q.where({ code }))!;
    await queue.create({
      id: position + 1,
      planet_id: planetId,
      user_id: userId,
      [typeField]: type.id,
      [`${typeField}_name`]: type.name,
      quantity,
      quantity_remaining: remaining,
      build_time: type.build_time,
      position,
      current_ends_ms: ends,
      finished_ms: null,
      is_building: position === 0,
      [endsField]: null,
    });
  }
}

/**
 * Takes `quantity` ships of type `code` off a planet (a fleet leaves).
 * @returns false (and takes nothing) when the planet has fewer, or the code is unknown
 */
export async function removeShips(planetId: number, code: string, quantity: number): Promise<boolean> {
  const type = shipTypeByCode(code);
  if (!type) return false;
  const row = db.planetShips.findFirst((q) => q.where({ planet_id: planetId, ship_type: type.id }));
  if (!row || row.quantity < quantity) return false;
  await db.planetShips.update(row, { data: (r) => void (r.quantity -= quantity) });
  return true;
}

/**
 * Shipyard level of a planet: the buildings model's 'shipyard' level when it has one, else this
 * module's own table (0 when unknown). Defences also need the shipyard (OGame).
 */
export function shipyardLevel(planetId: number): number {
  return levelOf(planetId, 'shipyard') || (db.shipyardLevels.findFirst((q) => q.where({ planet_id: planetId }))?.level ?? 0);
}

/** Sets this module's fallback shipyard level of a planet (used when the buildings model has none). */
export async function setShipyardLevel(planetId: number, level: number): Promise<void> {
  const row = db.shipyardLevels.findFirst((q) => q.where({ planet_id: planetId }));
  if (row) await db.shipyardLevels.update(row, { data: (r) => void (r.level = level) });
  else await db.shipyardLevels.create({ planet_id: planetId, level });
}
