import type { QueryKey, UseMutationOptions } from '@tanstack/react-query';
import type { CompleteResult, Id } from '@imperio/api-client';
import type { UnitKind, UnitTypeView } from '../../components/UnitCatalogue';
import { YardScreen } from './YardScreen';
import type { YardQuery, YardSource } from './useYard';

/** The fields a ship type and a defence type share (spec p2 §3 Ships, Defences). */
export interface YardUnitType {
  id: Id;
  code?: string | null;
  name: string;
  description?: string | null;
  category?: string | null;
  attack?: number | null;
  shield?: number | null;
  armor?: number | null;
  metal_cost?: number | null;
  crystal_cost?: number | null;
  deuterium_cost?: number | null;
  build_time?: number | null;
  required_shipyard_level?: number | null;
}

/** A stock row: `<entity>_type`, `<entity>_type_name`, quantity (spec p2 §3). */
export type YardStockRow = { quantity: number };
/** A queue row: `<entity>_type`, `<entity>_type_name`, `current_<entity>_ends`, quantities (spec p2 §3). */
export type YardQueueRow = { id?: Id | null; quantity: number; quantity_remaining: number; build_time?: number | null };

/**
 * What differs between the shipyard and the defence screen. Ships and defences name their fields
 * alike with their own prefix (`ship_type` / `defense_type`, `current_ship_ends` /
 * `current_defense_ends`, `ship_type_id` / `defense_type_id`), so the prefix is the `entity`.
 */
export interface YardDefinition<T extends YardUnitType, S extends YardStockRow, Q extends YardQueueRow, V> {
  /** Picks the texts (`shipyard:ships.*` / `shipyard:defenses.*`). */
  kind: UnitKind;
  /** The API's field prefix and the entity kind of the names (`entities:ship.*`). */
  entity: 'ship' | 'defense';
  /** Category codes of the tabs after 'Todas'. */
  categories: readonly string[];
  /** Catalogue key of the load error ('errors:ships.load'). */
  loadErrorKey: string;
  queries: {
    types: (planetId: Id | null) => YardQuery<T[]>;
    stock: (planetId: Id | null) => YardQuery<S[]>;
    queue: (planetId: Id | null) => YardQuery<Q[]>;
  };
  /** Prefix key of the planet's stock and queue. */
  planetKey: (planetId: Id) => QueryKey;
  /** The order's `mutationOptions` factory; it owns its invalidation. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  buildMutation: () => UseMutationOptions<any, Error, V>;
  /** The 'Completar' `mutationOptions` factory. */
  completeMutation: () => UseMutationOptions<CompleteResult, Error, void>;
  /** The bare complete call, for the silent automatic one every 30 s. */
  complete: () => Promise<CompleteResult>;
  /** Stats shown after attack, shield and armour (ships: cargo capacity and speed). */
  extraStats?: (type: T) => UnitTypeView['stats'];
}

const num = (value: unknown) => Number(value) || 0;
const msOrNull = (iso: unknown) => {
  const ms = typeof iso === 'string' ? Date.parse(iso) : Number.NaN;
  return Number.isFinite(ms) ? ms : null;
};
/** Reads a prefixed field (`ship_type`, `current_defense_ends`) of an API row. */
const read = (row: object, field: string): unknown => (row as Record<string, unknown>)[field];
const text = (value: unknown) => (typeof value === 'string' ? value : null);
/** A type reference as text (the schema turns `{id}` into the id); anything else counts as missing. */
const idText = (value: unknown) => (typeof value === 'number' || typeof value === 'string' ? String(value) : null);

/**
 * The calls and field mapping of a yard (spec p2 §3, §7) from its definition.
 * @returns a `YardSource` for `useYard`; build it once at module level (its functions feed effects)
 */
export function createYardSource<T extends YardUnitType, S extends YardStockRow, Q extends YardQueueRow, V>(
  definition: YardDefinition<T, S, Q, V>,
): YardSource<T, S, Q, V> {
  const p = definition.entity;
  return {
    kind: p,
    types: definition.queries.types,
    stock: definition.queries.stock,
    queue: definition.queries.queue,
    planetKey: definition.planetKey,
    buildMutation: definition.buildMutation,
    order: (planetId, typeId, quantity) => ({ [`${p}_type_id`]: Number(typeId), planet_id: planetId, quantity }) as unknown as V,
    completeMutation: definition.completeMutation,
    complete: definition.complete,
    toUnit: (type) => ({
      id: String(type.id),
      code: type.code,
      name: type.name,
      description: type.description,
      category: type.category ?? null,
      stats: [
        { key: 'attack', value: num(type.attack) },
        { key: 'shield', value: num(type.shield) },
        { key: 'armor', value: num(type.armor) },
        ...(definition.extraStats?.(type) ?? []),
      ],
      cost: { metal: num(type.metal_cost), crystal: num(type.crystal_cost), deuterium: num(type.deuterium_cost) },
      buildTimeS: type.build_time ?? null,
      requiredLevel: type.required_shipyard_level ?? null,
    }),
    stockRow: (row) => ({ typeId: idText(read(row, `${p}_type`)) ?? '', quantity: row.quantity, name: text(read(row, `${p}_type_name`)) }),
    queueRow: (row, index) => ({
      id: String(row.id ?? `q${index}`),
      typeId: idText(read(row, `${p}_type`)),
      name: text(read(row, `${p}_type_name`)),
      quantity: row.quantity,
      remaining: row.quantity_remaining,
      endsAt: msOrNull(read(row, `current_${p}_ends`)),
      buildTimeS: row.build_time ?? null,
    }),
  };
}

/**
 * One yard screen from its definition (the shipyard and the defence screen are
 * this factory with different data): the selected planet's catalogue, build panel, queue and
 * stock (spec p2 §2.3, §2.4).
 * @returns `{ source, Screen }`: the source (for tests) and the route component
 */
export function createYardScreen<T extends YardUnitType, S extends YardStockRow, Q extends YardQueueRow, V>(
  definition: YardDefinition<T, S, Q, V>,
) {
  const source = createYardSource(definition);
  function Screen() {
    return <YardScreen kind={definition.kind} categories={definition.categories} source={source} loadErrorKey={definition.loadErrorKey} />;
  }
  return { source, Screen };
}
