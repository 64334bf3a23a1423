import { unitYardEndpoints } from './unitYard';

/**
 * The defence yard's calls (spec p2 §7; behaviour in `UnitYardEndpoints`), defaults 'Error al
 * cargar datos de defensas' / 'Error al construir defensas': `getDefenseTypes(planetId)`,
 * `getPlanetDefenses(planetId)`, `getDefenseQueue(planetId)`, `buildDefenses({defense_type_id,
 * planet_id, quantity})` and `completeDefenses()`, the shipyard's paths under /defenses/.
 */
export const {
  types: getDefenseTypes,
  stock: getPlanetDefenses,
  queue: getDefenseQueue,
  build: buildDefenses,
  complete: completeDefenses,
} = unitYardEndpoints('defenses');
