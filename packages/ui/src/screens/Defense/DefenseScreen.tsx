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
import type { UnitTypeView } from '../../components/UnitCatalogue';
import { YardScreen } from '../Shipyard/YardScreen';
import type { YardSource } from '../Shipyard/useYard';

const num = (value: number | null | undefined) => Number(value) || 0;
const msOrNull = (iso: string | null | undefined) => {
  const ms = iso ? Date.parse(iso) : Number.NaN;
  return Number.isFinite(ms) ? ms : null;
};

/** The defence screen's calls and field mapping (spec p2 §3 Defences, §7). */
export const defenseSource: YardSource<DefenseType, PlanetDefense, DefenseQueueItem, DefenseOrder> = {
  kind: 'defense',
  types: defenseQueries.types,
  stock: defenseQueries.stock,
  queue: defenseQueries.queue,
  planetKey: defenseKeys.planet,
  buildMutation: defenseMutations.build,
  order: (planetId, typeId, quantity) => ({ defense_type_id: Number(typeId), planet_id: planetId, quantity }),
  completeMutation: defenseMutations.complete,
  complete: completeDefenses,
  toUnit: (type): UnitTypeView => ({
    id: String(type.id),
    code: type.code,
    name: type.name,
    description: type.description,
    category: type.category ?? null,
    stats: [
      { key: 'attack', value: num(type.attack) },
      { key: 'shield', value: num(type.shield) },
      { key: 'armor', value: num(type.armor) },
    ],
    cost: { metal: num(type.metal_cost), crystal: num(type.crystal_cost), deuterium: num(type.deuterium_cost) },
    buildTimeS: type.build_time ?? null,
    requiredLevel: type.required_shipyard_level ?? null,
  }),
  stockRow: (row) => ({ typeId: String(row.defense_type), quantity: row.quantity, name: row.defense_type_name }),
  queueRow: (row, index) => ({
    id: String(row.id ?? `q${index}`),
    typeId: row.defense_type === null || row.defense_type === undefined ? null : String(row.defense_type),
    name: row.defense_type_name,
    quantity: row.quantity,
    remaining: row.quantity_remaining,
    endsAt: msOrNull(row.current_defense_ends),
    buildTimeS: row.build_time ?? null,
  }),
};

/**
 * Route /defense, 'Sistema de Defensa' (spec p2 §2.4): tabs Todas, Láser, Proyectil, Iónico,
 * Plasma, Escudo, Misil; the same list, build panel, queue and stock as the shipyard; total
 * defensive power.
 */
export function DefenseScreen() {
  return <YardScreen kind="defenses" categories={DEFENSE_CATEGORIES} source={defenseSource} loadErrorKey="errors:defenses.load" />;
}
