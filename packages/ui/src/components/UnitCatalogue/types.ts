/** A ship or defence type as the catalogue shows it (the screens map the API's types to it). */
export interface UnitTypeView {
  id: string;
  code?: string | null;
  name: string;
  description?: string | null;
  /** Category code ('civil', 'laser'…); null when the server sent none. */
  category: string | null;
  /** Stats in display order; `key` is a `shipyard:stats.*` key (attack, shield, armor, cargo, speed). */
  stats: Array<{ key: 'attack' | 'shield' | 'armor' | 'cargo' | 'speed'; value: number }>;
  /** Cost per unit. */
  cost: { metal: number; crystal: number; deuterium: number };
  /** Seconds per unit, when known. */
  buildTimeS: number | null;
  requiredLevel: number | null;
}

/** One row of the planet's stock. */
export interface StockView {
  typeId: string;
  name: string;
  quantity: number;
}

/** Which family the catalogue shows; picks its texts in the `shipyard` namespace. */
export type UnitKind = 'ships' | 'defenses';
