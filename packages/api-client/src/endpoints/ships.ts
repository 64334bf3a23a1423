import { unitYardEndpoints } from './unitYard';

/**
 * The shipyard's calls (spec p2 §7; behaviour in `UnitYardEndpoints`), defaults 'Error al cargar
 * datos de naves' / 'Error al construir naves': `getShipTypes(planetId)` GET /ships/types/,
 * `getPlanetShips(planetId)` GET /ships/planet/{id}/, `getShipQueue(planetId)` GET /ships/queue/,
 * `buildShips({ship_type_id, planet_id, quantity})` POST /ships/build/ and `completeShips()` POST
 * /ships/complete/ (every 30 s and by 'Completar'; silent when automatic, p2 §8).
 */
export const {
  types: getShipTypes,
  stock: getPlanetShips,
  queue: getShipQueue,
  build: buildShips,
  complete: completeShips,
} = unitYardEndpoints('ships');
