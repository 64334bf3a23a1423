import { call } from '../calls/call';
import { researchCalls } from '../calls/research';
import type { ResearchComplete, ResearchType, UserResearch } from '../schemas/research';
import type { Id } from '../schemas/common';

/**
 * POST /research/complete/ (spec p2 §7): registers every finished research.
 * Called on load, before starting and every 30 s; callers stay silent on failure (p2 §8).
 * @returns `{completed_count}` @throws ApiError
 */
export function completeResearch(): Promise<ResearchComplete> {
  return call(researchCalls.completeResearch);
}

/** GET /research/types/ (spec p2 §7). @throws ApiError, default 'Error al cargar datos de investigación' */
export function getResearchTypes(signal?: AbortSignal): Promise<ResearchType[]> {
  return call(researchCalls.getResearchTypes, { signal });
}

/** GET /research/user/ (spec p2 §7). @throws ApiError, default 'Error al cargar datos de investigación' */
export function getUserResearch(signal?: AbortSignal): Promise<UserResearch[]> {
  return call(researchCalls.getUserResearch, { signal });
}

/**
 * POST /research/start/ `{research_type_id, planet_id}` (spec p2 §7).
 * @returns the UserResearch now researching
 * @throws ApiError with the server's `message`/`detail` or 'Error al iniciar investigación'
 */
export function startResearch(body: { research_type_id: Id; planet_id: Id }): Promise<UserResearch> {
  return call(researchCalls.startResearch, { body });
}
