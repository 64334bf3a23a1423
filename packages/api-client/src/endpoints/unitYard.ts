import { extractors } from '../errors';
import { request, type AnswerSchema, type SchemaRef, type Schemas } from '../http/client';
import { routes } from '../routes';
import type { Id } from '../schemas/common';
import type { CompleteResult } from '../schemas/ships';
import type { z } from 'zod';

/** The spec's two unit yards (p2 §2.3 shipyard, §2.4 defence): their `routes` group and error namespace. */
export type UnitKind = 'ships' | 'defenses';

/** The body field that names the unit type of an order, per yard. */
export const UNIT_TYPE_ID = { ships: 'ship_type_id', defenses: 'defense_type_id' } as const;

/** What an order sends (spec p2 §7 POST /{kind}/build/): the type id, the planet and a whole `quantity` ≥ 1. */
export type UnitOrder<K extends UnitKind> = Record<(typeof UNIT_TYPE_ID)[K], Id> & { planet_id: Id; quantity: number };

/** Where a yard's answers are checked: the type list, the planet's stock, its queue, one queue item. */
type YardSchemas = Record<'types' | 'stock' | 'queue' | 'queueItem', AnswerSchema>;
type YardSchemaPicks = { [K in keyof YardSchemas]: (schemas: Schemas) => YardSchemas[K] };
/** The schemas a yard's picks return. */
type Picked<T> = { [K in keyof T]: T[K] extends (schemas: Schemas) => infer R ? (R extends AnswerSchema ? R : never) : never };

/** The answer schemas of each yard (picked once they have loaded): the type list, the planet's stock, its queue and one queue item. */
const UNIT_SCHEMAS = {
  ships: {
    types: (s: Schemas) => s.shipTypeListSchema,
    stock: (s: Schemas) => s.planetShipListSchema,
    queue: (s: Schemas) => s.shipQueueSchema,
    queueItem: (s: Schemas) => s.shipQueueItemSchema,
  },
  defenses: {
    types: (s: Schemas) => s.defenseTypeListSchema,
    stock: (s: Schemas) => s.planetDefenseListSchema,
    queue: (s: Schemas) => s.defenseQueueSchema,
    queueItem: (s: Schemas) => s.defenseQueueItemSchema,
  },
};

/** The five calls of one yard (spec p2 §7), typed by its schemas and its order body. */
export interface UnitYardEndpoints<S extends YardSchemas, Order> {
  /** GET /{kind}/types/?planet_id. @throws ApiError, default `errors:{kind}.load` */
  types: (planetId: Id, signal?: AbortSignal) => Promise<z.output<S['types']>>;
  /** GET /{kind}/planet/{planet_id}/: the units on the planet. @throws ApiError, default `errors:{kind}.load` */
  stock: (planetId: Id, signal?: AbortSignal) => Promise<z.output<S['stock']>>;
  /** GET /{kind}/queue/?planet_id: the planet's queue, first item building (p2 §4). @throws ApiError, default `errors:{kind}.load` */
  queue: (planetId: Id, signal?: AbortSignal) => Promise<z.output<S['queue']>>;
  /**
   * POST /{kind}/build/ with the order (`quantity` a whole number ≥ 1).
   * @returns the new queue item
   * @throws ApiError: first `non_field_errors` entry, else `message`, else `error` (p2 §5);
   *   default `errors:{kind}.build`
   */
  build: (order: Order) => Promise<z.output<S['queueItem']>>;
  /** POST /{kind}/complete/: registers every finished item, `{completed_count}`; silent when automatic (p2 §8). */
  complete: () => Promise<CompleteResult>;
}

/**
 * Builds the calls of one unit yard: same paths under `routes[kind]`, same rules, the yard's own
 * schemas and catalogue defaults (`errors:{kind}.load`, `errors:{kind}.build`).
 * @param kind `'ships'` or `'defenses'`
 * @returns the five calls; the order body names the type with `UNIT_TYPE_ID[kind]`
 */
export function unitYardEndpoints<K extends UnitKind>(kind: K): UnitYardEndpoints<Picked<(typeof UNIT_SCHEMAS)[K]>, UnitOrder<K>> {
  const schemas: YardSchemaPicks = UNIT_SCHEMAS[kind];
  const paths = routes[kind];
  const load = `errors:${kind}.load`;
  const read = <T extends AnswerSchema>(path: string, schema: SchemaRef<T>, planetId: Id | undefined, signal?: AbortSignal) =>
    request({ path, schema, fallbackKey: load, searchParams: planetId === undefined ? undefined : { planet_id: planetId }, signal });
  const calls: UnitYardEndpoints<YardSchemas, UnitOrder<UnitKind>> = {
    types: (planetId, signal) => read(paths.types, schemas.types, planetId, signal),
    stock: (planetId, signal) => read(paths.planet(planetId), schemas.stock, undefined, signal),
    queue: (planetId, signal) => read(paths.queue, schemas.queue, planetId, signal),
    build: (order) =>
      request({
        method: 'post',
        path: paths.build,
        json: order,
        schema: schemas.queueItem,
        fallbackKey: `errors:${kind}.build`,
        extract: extractors.build,
      }),
    complete: () => request({ method: 'post', path: paths.complete, schema: (s) => s.completeResultSchema, fallbackKey: load }),
  };
  // The schemas were picked by `kind`, so each answer has the type of the yard's own schema.
  return calls as UnitYardEndpoints<Picked<(typeof UNIT_SCHEMAS)[K]>, UnitOrder<K>>;
}
