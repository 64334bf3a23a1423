import type { UnitOrder } from '../endpoints/unitYard';
import { unitYardQueries } from './unitYard';

/**
 * The shipyard's query keys (nested from `['ships']`), query factories (`types`, `stock`, `queue`)
 * and mutation factories (`build`, `complete`), spec p2 §2.3, §7; see `unitYardQueries`.
 */
export const { keys: shipKeys, queries: shipQueries, mutations: shipMutations } = unitYardQueries('ships');

/** What a ship order sends (spec p2 §7 POST /ships/build/): `ship_type_id`, `planet_id`, a whole `quantity` ≥ 1. */
export type ShipOrder = UnitOrder<'ships'>;
