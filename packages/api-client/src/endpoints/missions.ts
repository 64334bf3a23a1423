import { request } from '../http/client';
import { routes } from '../routes';
import { activeMissionsSchema, type Mission } from '../schemas/mission';

/**
 * GET /fleet/missions/active/ (spec p1 §7.5): reads `active_missions`.
 * @returns the player's active missions, as sent (the dashboard shows the first 3)
 * @throws ApiError 'Error al cargar misiones activas'
 */
export async function getActiveMissions(signal?: AbortSignal): Promise<Mission[]> {
  const answer = await request({ path: routes.fleet.active, schema: activeMissionsSchema, fallbackKey: 'errors:missions.active', signal });
  return answer.active_missions;
}
