import {
  completeShips,
  SHIP_CATEGORIES,
  shipKeys,
  shipMutations,
  shipQueries,
  type PlanetShip,
  type ShipOrder,
  type ShipQueueItem,
  type ShipType,
} from '@imperio/api-client';
import { createYardScreen } from './createYardScreen';

/**
 * Route /hangar, 'Hangar Espacial' (spec p2 §2.3, §3 Ships, §7): tabs Todas, Civil, Combate,
 * Especiales; the ship list (with cargo capacity and speed), build panel, queue and ships of the
 * selected planet; total combat power.
 */
export const { source: shipSource, Screen: ShipyardScreen } = createYardScreen<ShipType, PlanetShip, ShipQueueItem, ShipOrder>({
  kind: 'ships',
  entity: 'ship',
  categories: SHIP_CATEGORIES,
  loadErrorKey: 'errors:ships.load',
  queries: shipQueries,
  planetKey: shipKeys.planet,
  buildMutation: shipMutations.build,
  completeMutation: shipMutations.complete,
  complete: completeShips,
  extraStats: (type) => [
    { key: 'cargo', value: Number(type.cargo_capacity) || 0 },
    { key: 'speed', value: Number(type.speed) || 0 },
  ],
});
