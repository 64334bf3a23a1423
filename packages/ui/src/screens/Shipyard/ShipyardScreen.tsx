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
import type { UnitTypeView } from '../../components/UnitCatalogue';
import { YardScreen } from './YardScreen';
import type { YardSource } from './useYard';

const num = (value: number | null | undefined) => Number(value) || 0;
const msOrNull = (iso: string | null | undefined) => {
  const ms = iso ? Date.parse(iso) : Number.NaN;
  return Number.isFinite(ms) ? ms : null;
};

/** The shipyard's calls and field mapping (spec p2 §3 Ships, §7). */
export const shipSource: YardSource<ShipType, PlanetShip, ShipQueueItem, ShipOrder> = {
  kind: 'ship',
  types: shipQueries.types,
  stock: shipQueries.stock,
  queue: shipQueries.queue,
  planetKey: shipKeys.planet,
  buildMutation: shipMutations.build,
  order: (planetId, typeId, quantity) => ({ ship_type_id: Number(typeId), planet_id: planetId, quantity }),
  completeMutation: shipMutations.complete,
  complete: completeShips,
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
      { key: 'cargo', value: num(type.cargo_capacity) },
      { key: 'speed', value: num(type.speed) },
    ],
    cost: { metal: num(type.metal_cost), crystal: num(type.crystal_cost), deuterium: num(type.deuterium_cost) },
    buildTimeS: type.build_time ?? null,
    requiredLevel: type.required_shipyard_level ?? null,
  }),
  stockRow: (row) => ({ typeId: String(row.ship_type), quantity: row.quantity, name: row.ship_type_name }),
  queueRow: (row, index) => ({
    id: String(row.id ?? index),
    typeId: String(row.ship_type),
    name: row.ship_type_name,
    quantity: row.quantity,
    remaining: row.quantity_remaining,
    endsAt: msOrNull(row.current_ship_ends),
    buildTimeS: row.build_time ?? null,
  }),
};

/**
 * Route /hangar, 'Hangar Espacial' (spec p2 §2.3): tabs Todas, Civil, Combate, Especiales; the
 * ship list, build panel, queue and ships of the selected planet; total combat power.
 */
export function ShipyardScreen() {
  return <YardScreen kind="ships" categories={SHIP_CATEGORIES} source={shipSource} loadErrorKey="errors:ships.load" />;
}
