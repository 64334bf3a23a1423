import { request } from '../http/client';
import { routes } from '../routes';
import type { Planet } from '../schemas/planet';

/**
 * GET /galaxy/planets/?owner=me (spec p1 §6: lists are filtered to the owner 'me').
 * @returns the player's planets, from a list or `{results}` answer
 * @throws ApiError, default 'Error al obtener planetas'
 */
export function getOwnPlanets(signal?: AbortSignal): Promise<Planet[]> {
  return request({
    path: routes.galaxy.planets,
    searchParams: { owner: 'me' },
    schema: (s) => s.planetListSchema,
    fallbackKey: 'errors:planets.list',
    signal,
  });
}

/**
 * GET /galaxy/planets/ with optional filters (spec p1 §7.2).
 * @throws ApiError, default 'Error al obtener planetas'
 */
export function getPlanets(
  filters: { owner?: string; system_x?: number; system_y?: number } = {},
  signal?: AbortSignal,
): Promise<Planet[]> {
  return request({
    path: routes.galaxy.planets,
    searchParams: filters,
    schema: (s) => s.planetListSchema,
    fallbackKey: 'errors:planets.list',
    signal,
  });
}

/** GET /galaxy/planets/{id}/ (spec p1 §7.2). @throws ApiError, default 'Error al obtener planetas' */
export function getPlanet(id: number | string, signal?: AbortSignal): Promise<Planet> {
  return request({ path: routes.galaxy.planet(id), schema: (s) => s.planetSchema, fallbackKey: 'errors:planets.list', signal });
}
