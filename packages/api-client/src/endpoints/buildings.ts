import { ApiError } from '../errors';
import { call } from '../calls/call';
import { buildingsCalls } from '../calls/buildings';
import type { BuildingAction, BuildingCost, BuildingType, BuildQueueItem, PlanetBuildings } from '../schemas/buildings';
import type { Id } from '../schemas/common';

/**
 * GET /buildings/planet/{planet_id}/ (spec p2 §7): the planet's buildings and fields.
 * @throws ApiError, default 'Error al cargar datos del planeta'
 */
export function getPlanetBuildings(planetId: Id, signal?: AbortSignal): Promise<PlanetBuildings> {
  return call(buildingsCalls.getPlanetBuildings, { params: { planet_id: planetId }, signal });
}

/**
 * GET /buildings/queue/?planet_id= (spec p2 §7): the construction queue, first item first.
 * @throws ApiError, default 'Error al cargar datos del planeta'
 */
export async function getBuildQueue(planetId: Id, signal?: AbortSignal): Promise<BuildQueueItem[]> {
  const items = await call(buildingsCalls.getBuildQueue, { query: { planet_id: planetId }, signal });
  return [...items].sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
}

/**
 * GET /buildings/types/ (spec p2 §7, §8): must be an array.
 * @throws ApiError: kind `parse` with 'Error al cargar tipos de edificios: respuesta inválida del
 *   servidor' when the answer is not an array of types; otherwise the call's error with
 *   'Error al cargar tipos de edificios: {detail}' (a 401 after a failed refresh means the
 *   session is gone; the http layer has already removed both tokens).
 */
export async function getBuildingTypes(signal?: AbortSignal): Promise<BuildingType[]> {
  try {
    return await call(buildingsCalls.getBuildingTypes, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'parse') {
      throw new ApiError({
        kind: 'parse',
        status: error.status,
        body: error.body,
        fallbackKey: 'errors:buildings.typesInvalid',
        cause: error,
      });
    }
    throw error;
  }
}

/**
 * GET /buildings/cost/ (spec p2 §3 'Building cost info'): the cost and build time of upgrading a
 * building type from `level` (the current level) on a planet. `build_time` is in seconds.
 * @throws ApiError, default 'Error al cargar datos del planeta'
 */
export function getBuildingCost(params: { buildingTypeId: Id; level: number; planetId: Id }, signal?: AbortSignal): Promise<BuildingCost> {
  return call(buildingsCalls.getBuildingCost, {
    query: { building_type_id: params.buildingTypeId, level: params.level, planet_id: params.planetId },
    signal,
  });
}

function assertSuccess(answer: BuildingAction, fallbackKey: string): BuildingAction {
  if (answer.success === false) {
    throw new ApiError({ kind: 'http', status: 200, body: answer, serverMessage: answer.message ?? undefined, fallbackKey });
  }
  return answer;
}

/**
 * POST /buildings/construct/ `{building_type_id, planet_id}` (spec p2 §7).
 * @returns `{success, message}`
 * @throws ApiError with the server's `message`/`detail` or 'Error al mejorar edificio'; an answer
 *   `{success: false}` is an error too.
 */
export async function constructBuilding(body: { building_type_id: Id; planet_id: Id }): Promise<BuildingAction> {
  const answer = await call(buildingsCalls.constructBuilding, { body });
  return assertSuccess(answer, 'errors:buildings.upgrade');
}

/**
 * POST /buildings/{id}/finish/ (spec p2 §4 'Building'): asks the server to register a finished
 * upgrade. @throws ApiError (callers stay silent and reload)
 */
export async function finishBuilding(buildingId: Id): Promise<BuildingAction> {
  const answer = await call(buildingsCalls.finishBuilding, { params: { id: buildingId } });
  return assertSuccess(answer, 'errors:buildings.upgrade');
}
