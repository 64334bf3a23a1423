import { call } from '../calls/call';
import { defensesCalls } from '../calls/defenses';
import type { AnswerOf } from '../calls/define';
import { shipsCalls } from '../calls/ships';
import type { Id } from '../schemas/common';

/** The spec's two unit yards (p2 §2.3 shipyard, §2.4 defence): their call tables and error namespace. */
export type UnitKind = 'ships' | 'defenses';

/** The body field that names the unit type of an order, per yard. */
export const UNIT_TYPE_ID = { ships: 'ship_type_id', defenses: 'defense_type_id' } as const;

/** What an order sends (spec p2 §7 POST /{kind}/build/): the type id, the planet and a whole `quantity` ≥ 1. */
export type UnitOrder<K extends UnitKind> = Record<(typeof UNIT_TYPE_ID)[K], Id> & { planet_id: Id; quantity: number };

/** Each yard's five calls in the table: the type list, the planet's stock, its queue, an order, completion. */
const YARD_CALLS = {
  ships: {
    types: shipsCalls.getShipTypes,
    stock: shipsCalls.getPlanetShips,
    queue: shipsCalls.getShipQueue,
    build: shipsCalls.buildShips,
    complete: shipsCalls.completeShips,
  },
  defenses: {
    types: defensesCalls.getDefenseTypes,
    stock: defensesCalls.getPlanetDefenses,
    queue: defensesCalls.getDefenseQueue,
    build: defensesCalls.buildDefenses,
    complete: defensesCalls.completeDefenses,
  },
};
type YardCalls<K extends UnitKind> = (typeof YARD_CALLS)[K];

/** The five calls of one yard (spec p2 §7), typed by its table entries. */
export interface UnitYardEndpoints<K extends UnitKind> {
  /** GET /{kind}/types/?planet_id. @throws ApiError, default `errors:{kind}.load` */
  types: (planetId: Id, signal?: AbortSignal) => Promise<AnswerOf<YardCalls<K>['types']>>;
  /** GET /{kind}/planet/{planet_id}/: the units on the planet. @throws ApiError, default `errors:{kind}.load` */
  stock: (planetId: Id, signal?: AbortSignal) => Promise<AnswerOf<YardCalls<K>['stock']>>;
  /** GET /{kind}/queue/?planet_id: the planet's queue, first item building (p2 §4). @throws ApiError, default `errors:{kind}.load` */
  queue: (planetId: Id, signal?: AbortSignal) => Promise<AnswerOf<YardCalls<K>['queue']>>;
  /**
   * POST /{kind}/build/ with the order (`quantity` a whole number ≥ 1).
   * @returns the new queue item
   * @throws ApiError: first `non_field_errors` entry, else `message`, else `error` (p2 §5);
   *   default `errors:{kind}.build`
   */
  build: (order: UnitOrder<K>) => Promise<AnswerOf<YardCalls<K>['build']>>;
  /** POST /{kind}/complete/: registers every finished item, `{completed_count}`; silent when automatic (p2 §8). */
  complete: () => Promise<AnswerOf<YardCalls<K>['complete']>>;
}

/**
 * Builds the calls of one unit yard: the same shapes of call in each yard's table, each with the
 * yard's own schemas and catalogue defaults (`errors:{kind}.load`, `errors:{kind}.build`).
 * @param kind `'ships'` or `'defenses'`
 * @returns the five calls; the order body names the type with `UNIT_TYPE_ID[kind]`
 */
export function unitYardEndpoints<K extends UnitKind>(kind: K): UnitYardEndpoints<K> {
  // One yard's entries stand for either: the two tables differ only in schemas and names.
  const yard = YARD_CALLS[kind] as YardCalls<'ships'>;
  const endpoints: UnitYardEndpoints<'ships'> = {
    types: (planetId, signal) => call(yard.types, { query: { planet_id: planetId }, signal }),
    stock: (planetId, signal) => call(yard.stock, { params: { planet_id: planetId }, signal }),
    queue: (planetId, signal) => call(yard.queue, { query: { planet_id: planetId }, signal }),
    build: (order) => call(yard.build, { body: order }),
    complete: () => call(yard.complete),
  };
  return endpoints as unknown as UnitYardEndpoints<K>;
}
