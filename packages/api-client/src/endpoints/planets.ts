import { call } from '../calls/call';
import { galaxyCalls } from '../calls/galaxy';
import type { Id } from '../schemas/common';
import type { Planet } from '../schemas/planet';

/**
 * GET /galaxy/planets/?owner=me (spec p1 §6: lists are filtered to the owner 'me').
 * @returns the player's planets, from a list or `{results}` answer
 * @throws ApiError, default 'Error al obtener planetas'
 */
export function getOwnPlanets(signal?: AbortSignal): Promise<Planet[]> {
  return call(galaxyCalls.getOwnPlanets, { query: { owner: 'me' }, signal });
}

/**
 * GET /galaxy/planets/ with optional filters (spec p1 §7.2).
 * @throws ApiError, default 'Error al obtener planetas'
 */
export function getPlanets(
  filters: { owner?: string; system_x?: number; system_y?: number } = {},
  signal?: AbortSignal,
): Promise<Planet[]> {
  return call(galaxyCalls.getOwnPlanets, { query: filters, signal });
}

/** GET /galaxy/planets/{id}/ (spec p1 §7.2). @throws ApiError, default 'Error al obtener planetas' */
export function getPlanet(id: Id, signal?: AbortSignal): Promise<Planet> {
  return call(galaxyCalls.getPlanet, { params: { id }, signal });
}
