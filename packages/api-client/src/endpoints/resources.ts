import { call } from '../calls/call';
import { resourcesCalls } from '../calls/resources';
import { noteServerTime, serverNow } from '../serverClock';
import type {
  LegacyPlanetResources,
  OptimizedPlanetResources,
  PlanetProduction,
  PlanetResourcesResult,
  ResourceBonus,
  ResourceSummary,
  ResourceTransaction,
  ResourceType,
} from '../schemas/resources';
import type { Id } from '../schemas/common';

/** GET /resources/types/ (spec p1 §7.3). @throws ApiError 'Error al obtener recursos de los planetas' */
export function getResourceTypes(signal?: AbortSignal): Promise<ResourceType[]> {
  return call(resourcesCalls.getResourceTypes, { signal });
}

/**
 * GET /resources/optimized/planets/{id}/ (spec p1 §7.3): stock at `server_time`, production per
 * second, capacity. @throws ApiError 'Error al obtener recursos del planeta'
 */
export function getOptimizedPlanetResources(planetId: Id, signal?: AbortSignal): Promise<OptimizedPlanetResources> {
  return call(resourcesCalls.getOptimizedPlanetResources, { params: { id: planetId }, signal });
}

/** GET /resources/optimized/planets/ (spec p1 §7.3), list or `{results}`. @throws ApiError 'Error al obtener recursos de los planetas' */
export function getOptimizedPlanetsResources(signal?: AbortSignal): Promise<OptimizedPlanetResources[]> {
  return call(resourcesCalls.getOptimizedPlanetsResources, { signal });
}

/**
 * GET /resources/planets/{id}/ (spec p1 §7.3), the legacy form: amounts at `last_update`,
 * production per HOUR. @throws ApiError 'Error al obtener recursos del planeta'
 */
export function getLegacyPlanetResources(planetId: Id, signal?: AbortSignal): Promise<LegacyPlanetResources> {
  return call(resourcesCalls.getLegacyPlanetResources, { params: { id: planetId }, signal });
}

/** GET /resources/planets/ (spec p1 §7.3), legacy list. @throws ApiError 'Error al obtener recursos de los planetas' */
export function getLegacyPlanetsResources(signal?: AbortSignal): Promise<LegacyPlanetResources[]> {
  return call(resourcesCalls.getLegacyPlanetsResources, { signal });
}

/** GET /resources/planets/{id}/production/ (spec p1 §7.3): per HOUR. @throws ApiError 'Error al obtener recursos del planeta' */
export function getPlanetProduction(planetId: Id, signal?: AbortSignal): Promise<PlanetProduction> {
  return call(resourcesCalls.getPlanetProduction, { params: { id: planetId }, signal });
}

/** GET /resources/transactions/ with optional `planet_id` and `type` (spec p1 §7.3). @throws ApiError */
export function getResourceTransactions(
  filters: { planet_id?: Id; type?: string } = {},
  signal?: AbortSignal,
): Promise<ResourceTransaction[]> {
  return call(resourcesCalls.getResourceTransactions, { query: { planet_id: filters.planet_id, type: filters.type }, signal });
}

/** GET /resources/bonuses/?active_only=true (spec p1 §7.3). @throws ApiError */
export function getActiveResourceBonuses(signal?: AbortSignal): Promise<ResourceBonus[]> {
  return call(resourcesCalls.getActiveResourceBonuses, { query: { active_only: true }, signal });
}

/** GET /resources/summary/ (spec p1 §7.3): totals per resource. @throws ApiError */
export function getResourceSummary(signal?: AbortSignal): Promise<ResourceSummary> {
  return call(resourcesCalls.getResourceSummary, { signal });
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * A planet's resources the way the screens load them (spec p1 §7.3): the optimised call, and
 * when it fails, the legacy call. The caller converts with `normalizeResources` (ui/lib/resources),
 * which applies the legacy capacity defaults and turns per-hour production into per-second.
 * @returns `{form, data, received_at}` (received_at: when the answer arrived, ms on the server's clock)
 * @throws ApiError of the legacy call when both fail ('Error al obtener recursos del planeta')
 */
export async function getPlanetResources(planetId: Id, signal?: AbortSignal): Promise<PlanetResourcesResult> {
  try {
    const data = await getOptimizedPlanetResources(planetId, signal);
    noteServerTime(data.server_time);
    return { form: 'optimized', data, received_at: serverNow() };
  } catch (error) {
    if (isAbort(error)) throw error;
    const data = await getLegacyPlanetResources(planetId, signal);
    return { form: 'legacy', data, received_at: serverNow() };
  }
}

/**
 * Every own planet's resources with the same fallback as {@link getPlanetResources}.
 * @throws ApiError 'Error al obtener recursos de los planetas' when both calls fail
 */
export async function getAllPlanetResources(signal?: AbortSignal): Promise<PlanetResourcesResult[]> {
  try {
    const list = await getOptimizedPlanetsResources(signal);
    for (const data of list) noteServerTime(data.server_time);
    const at = serverNow();
    return list.map((data) => ({ form: 'optimized' as const, data, received_at: at }));
  } catch (error) {
    if (isAbort(error)) throw error;
    const list = await getLegacyPlanetsResources(signal);
    const at = serverNow();
    return list.map((data) => ({ form: 'legacy' as const, data, received_at: at }));
  }
}
