import { ApiError } from '../errors';
import { call } from '../calls/call';
import { galaxyCalls } from '../calls/galaxy';
import type { Id } from '../schemas/common';
import type { ActionResult } from '../schemas/common';
import type { Planet } from '../schemas/planet';
import type { GalaxySystem, System } from '../schemas/galaxy';
import type { ColonizeRequest } from '../schemas/requests';

/** Positions per system (spec p1 §9). */
const POSITIONS = 15;

/**
 * The empty, unexplored system the client uses when the server answers 404 for a single system
 * (spec p1 §7.2): no name, no planets, 15 free positions, `explored: false`.
 */
export function unexploredSystem(galaxy: number, system: number): GalaxySystem {
  return {
    x: galaxy,
    y: system,
    name: null,
    planets: [],
    planets_count: 0,
    colonized_planets_count: 0,
    free_positions: Array.from({ length: POSITIONS }, (_, index) => index + 1),
    explored: false,
  };
}

/**
 * GET /galaxy/systems/ with query x (galaxy) and y (system), both optional (spec p1 §7.2).
 * @returns the systems, from a list or a `{results}` answer
 * @throws ApiError, default 'Error al obtener sistemas'
 */
export function getSystems(params: { x?: number; y?: number } = {}, signal?: AbortSignal): Promise<System[]> {
  return call(galaxyCalls.getSystems, { query: params, signal });
}

/**
 * GET /galaxy/systems/{x}/{y}/ (spec p1 §7.2). A 404 is not an error: it resolves to
 * {@link unexploredSystem}. The server's message is read from `message`, then `detail` (p1 §8).
 * @returns the system with `explored: true`, or the empty unexplored system
 * @throws ApiError for any other failure, default 'Error al obtener sistema'
 */
export async function getSystem(galaxy: number, system: number, signal?: AbortSignal): Promise<GalaxySystem> {
  try {
    const answer = await call(galaxyCalls.getSystem, { params: { x: galaxy, y: system }, signal });
    return { ...answer, explored: true };
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'http' && error.status === 404) return unexploredSystem(galaxy, system);
    throw error;
  }
}

/**
 * GET /galaxy/search/?q= (spec p1 §7.2): a text search by system, planet or owner name.
 * The caller never sends an empty query (p1 §5); `q` is trimmed here as well.
 * @returns the matching systems (each with x and y)
 * @throws ApiError, default 'Error en búsqueda'
 */
export function searchGalaxy(q: string, signal?: AbortSignal): Promise<System[]> {
  return call(galaxyCalls.searchGalaxy, { query: { q: q.trim() }, signal });
}

/**
 * POST /galaxy/planets/{id}/colonize/ (spec p1 §7.2; answer chosen: the colonised Planet). A
 * colony ship founds it (p1 §2.6 'Requiere nave colonizadora'): `fromPlanetId` is the player's
 * planet it leaves from (body `{planet_id}`, `colonizeRequestSchema`); without it the server picks.
 * @throws ApiError, default 'Error al colonizar planeta' (400 'Requiere nave colonizadora' without one)
 */
export function colonizePlanet(id: Id, fromPlanetId?: Id): Promise<Planet> {
  const body: ColonizeRequest | undefined = fromPlanetId === undefined ? undefined : { planet_id: fromPlanetId };
  return call(galaxyCalls.colonizePlanet, { params: { id }, body });
}

/**
 * POST /galaxy/planets/{id}/abandon/ (spec p1 §7.2; answer chosen: `{success, message}`).
 * @throws ApiError, default 'Error al abandonar planeta'
 */
export function abandonPlanet(id: Id): Promise<ActionResult> {
  return call(galaxyCalls.abandonPlanet, { params: { id } });
}
