import { request } from '../http/client';
import { routes } from '../routes';
import type { ResearchComplete, ResearchType, UserResearch } from '../schemas/research';
import type { Id } from '../schemas/common';

/**
 * POST /research/complete/ (spec p2 §7): registers every finished research.
 * Called on load, before starting and every 30 s; callers stay silent on failure (p2 §8).
 * @returns `{completed_count}` @throws ApiError
 */
export function completeResearch(): Promise<ResearchComplete> {
  return request({
    method: 'post',
    path: routes.research.complete,
    schema: (s) => s.researchCompleteSchema,
    fallbackKey: 'errors:research.load',
  });
}

/** GET /research/types/ (spec p2 §7). @throws ApiError, default 'Error al cargar datos de investigación' */
export function getResearchTypes(signal?: AbortSignal): Promise<ResearchType[]> {
  return request({ path: routes.research.types, schema: (s) => s.researchTypesSchema, fallbackKey: 'errors:research.load', signal });
}

/** GET /research/user/ (spec p2 §7). @throws ApiError, default 'Error al cargar datos de investigación' */
export function getUserResearch(signal?: AbortSignal): Promise<UserResearch[]> {
  return request({ path: routes.research.user, schema: (s) => s.userResearchListSchema, fallbackKey: 'errors:research.load', signal });
}

/**
 * POST /research/start/ `{research_type_id, planet_id}` (spec p2 §7).
 * @returns the UserResearch now researching
 * @throws ApiError with the server's `message`/`detail` or 'Error al iniciar investigación'
 */
export function startResearch(body: { research_type_id: Id; planet_id: Id }): Promise<UserResearch> {
  return request({
    method: 'post',
    path: routes.research.start,
    json: body,
    schema: (s) => s.userResearchSchema,
    fallbackKey: 'errors:research.start',
  });
}
