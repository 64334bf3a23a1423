import { extractors } from '../errors';
import { request } from '../http/client';
import { routes } from '../routes';
import type { Id } from '../schemas/common';
import { completeResultSchema, type CompleteResult } from '../schemas/ships';
import {
  defenseQueueItemSchema,
  defenseQueueSchema,
  defenseTypeListSchema,
  planetDefenseListSchema,
  type DefenseQueueItem,
  type DefenseType,
  type PlanetDefense,
} from '../schemas/defenses';

/** GET /defenses/types/?planet_id (spec p2 §7). @throws ApiError 'Error al cargar datos de defensas' */
export function getDefenseTypes(planetId: Id, signal?: AbortSignal): Promise<DefenseType[]> {
  return request({ path: routes.defenses.types, searchParams: { planet_id: planetId }, schema: defenseTypeListSchema, fallbackKey: 'errors:defenses.load', signal });
}

/** GET /defenses/planet/{planet_id}/: the planet's defences (spec p2 §7). @throws ApiError 'Error al cargar datos de defensas' */
export function getPlanetDefenses(planetId: Id, signal?: AbortSignal): Promise<PlanetDefense[]> {
  return request({ path: routes.defenses.planet(planetId), schema: planetDefenseListSchema, fallbackKey: 'errors:defenses.load', signal });
}

/** GET /defenses/queue/?planet_id: the planet's defence queue (spec p2 §4, §7). @throws ApiError 'Error al cargar datos de defensas' */
export function getDefenseQueue(planetId: Id, signal?: AbortSignal): Promise<DefenseQueueItem[]> {
  return request({ path: routes.defenses.queue, searchParams: { planet_id: planetId }, schema: defenseQueueSchema, fallbackKey: 'errors:defenses.load', signal });
}

/**
 * POST /defenses/build/ `{defense_type_id, planet_id, quantity}` (spec p2 §7); `quantity` a
 * whole number ≥ 1.
 * @returns the new queue item
 * @throws ApiError: first `non_field_errors` entry, else `message`, else `error` (p2 §5);
 *   default 'Error al construir defensas'
 */
export function buildDefenses(body: { defense_type_id: Id; planet_id: Id; quantity: number }): Promise<DefenseQueueItem> {
  return request({ method: 'post', path: routes.defenses.build, json: body, schema: defenseQueueItemSchema, fallbackKey: 'errors:defenses.build', extract: extractors.build });
}

/** POST /defenses/complete/: registers finished defences (spec p2 §7); silent when automatic. */
export function completeDefenses(): Promise<CompleteResult> {
  return request({ method: 'post', path: routes.defenses.complete, schema: completeResultSchema, fallbackKey: 'errors:defenses.load' });
}
