import {
  completeDefenses,
  DEFENSE_CATEGORIES,
  defenseKeys,
  defenseMutations,
  defenseQueries,
  type DefenseOrder,
  type DefenseQueueItem,
  type DefenseType,
  type PlanetDefense,
} from '@imperio/api-client';
import { createYardScreen } from '../Shipyard/createYardScreen';

/**
 * Route /defense, 'Sistema de Defensa' (spec p2 §2.4, §3 Defences, §7): tabs Todas, Láser,
 * Proyectil, Iónico, Plasma, Escudo, Misil; the same list, build panel, queue and stock as the
 * shipyard; total defensive power.
 */
export const { source: defenseSource, Screen: DefenseScreen } = createYardScreen<
  DefenseType,
  PlanetDefense,
  DefenseQueueItem,
  DefenseOrder
>({
  kind: 'defenses',
  entity: 'defense',
  categories: DEFENSE_CATEGORIES,
  loadErrorKey: 'errors:defenses.load',
  queries: defenseQueries,
  planetKey: defenseKeys.planet,
  buildMutation: defenseMutations.build,
  completeMutation: defenseMutations.complete,
  complete: completeDefenses,
});
