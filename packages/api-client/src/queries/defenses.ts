import type { UnitOrder } from '../endpoints/unitYard';
import { unitYardQueries } from './unitYard';

/**
 * The defence screen's query keys (nested from `['defenses']`), query factories and mutation
 * factories, spec p2 §2.4, §7; the shipyard's rules (`unitYardQueries`).
 */
export const { keys: defenseKeys, queries: defenseQueries, mutations: defenseMutations } = unitYardQueries('defenses');

/** What a defence order sends (spec p2 §7 POST /defenses/build/): `defense_type_id`, `planet_id`, a whole `quantity` ≥ 1. */
export type DefenseOrder = UnitOrder<'defenses'>;
