import { call } from '../calls/call';
import { debrisCalls } from '../calls/debris';
import type { Id } from '../schemas/common';
import type { DebrisField } from '../schemas/galaxy';

/** The nearby-debris window: one galaxy, systems `system_min`..`system_max` inclusive. */
export interface DebrisWindow {
  galaxy: number;
  system_min: number;
  system_max: number;
}

/**
 * GET /missions/debris/galaxy/?galaxy&system_min&system_max (spec p1 §7.2, p2 §9).
 * A background call: any failure resolves to `[]` silently (p1 §8). An abort still rejects.
 * @returns the debris fields of the window, list or `{results}`
 */
export async function getNearbyDebris(window: DebrisWindow, signal?: AbortSignal): Promise<DebrisField[]> {
  try {
    return await call(debrisCalls.getNearbyDebris, { query: { ...window }, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    return [];
  }
}

/**
 * GET /missions/debris/ with optional filters (spec p2 §7): galaxy, system, position.
 * @returns the debris fields, from a list or `{results}` answer
 * @throws ApiError, default 'Error al obtener escombros'
 */
export function getDebrisFields(
  filters: { galaxy?: number; system?: number; position?: number } = {},
  signal?: AbortSignal,
): Promise<DebrisField[]> {
  return call(debrisCalls.getDebrisFields, { query: filters, signal });
}

/** GET /missions/debris/{id}/ (spec p2 §7). @throws ApiError, default 'Error al obtener escombros' */
export function getDebrisField(id: Id, signal?: AbortSignal): Promise<DebrisField> {
  return call(debrisCalls.getDebrisField, { params: { id }, signal });
}
