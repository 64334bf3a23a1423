import { extractors } from '../errors';
import { request } from '../http/client';
import { routes } from '../routes';
import type { Id } from '../schemas/common';
import {
  completeResultSchema,
  planetShipListSchema,
  shipQueueItemSchema,
  shipQueueSchema,
  shipTypeListSchema,
  type CompleteResult,
  type PlanetShip,
  type ShipQueueItem,
  type ShipType,
} from '../schemas/ships';

/** GET /ships/types/?planet_id (spec p2 §7). @throws ApiError 'Error al cargar datos de naves' */
export function getShipTypes(planetId: Id, signal?: AbortSignal): Promise<ShipType[]> {
  return request({ path: routes.ships.types, searchParams: { planet_id: planetId }, schema: shipTypeListSchema, fallbackKey: 'errors:ships.load', signal });
}

/** GET /ships/planet/{planet_id}/: the ships stationed on a planet (spec p2 §7). @throws ApiError 'Error al cargar datos de naves' */
export function getPlanetShips(planetId: Id, signal?: AbortSignal): Promise<PlanetShip[]> {
  return request({ path: routes.ships.planet(planetId), schema: planetShipListSchema, fallbackKey: 'errors:ships.load', signal });
}

/** GET /ships/queue/?planet_id: the planet's build queue, first item building (spec p2 §4, §7). @throws ApiError 'Error al cargar datos de naves' */
export function getShipQueue(planetId: Id, signal?: AbortSignal): Promise<ShipQueueItem[]> {
  return request({ path: routes.ships.queue, searchParams: { planet_id: planetId }, schema: shipQueueSchema, fallbackKey: 'errors:ships.load', signal });
}

/**
 * POST /ships/build/ `{ship_type_id, planet_id, quantity}` (spec p2 §7). `quantity` must
 * already be a whole number ≥ 1 (see the UI's quantity rule).
 * @returns the new queue item
 * @throws ApiError whose `serverMessage` is the first `non_field_errors` entry, else `message`,
 *   else `error` (p2 §5); default 'Error al construir naves'
 */
export function buildShips(body: { ship_type_id: Id; planet_id: Id; quantity: number }): Promise<ShipQueueItem> {
  return request({ method: 'post', path: routes.ships.build, json: body, schema: shipQueueItemSchema, fallbackKey: 'errors:ships.build', extract: extractors.build });
}

/**
 * POST /ships/complete/: registers every finished queue item (spec p2 §7). Called every 30 s
 * and by 'Completar'; the automatic call is silent on failure (p2 §8).
 * @returns `{completed_count}`
 */
export function completeShips(): Promise<CompleteResult> {
  return request({ method: 'post', path: routes.ships.complete, schema: completeResultSchema, fallbackKey: 'errors:ships.load' });
}
