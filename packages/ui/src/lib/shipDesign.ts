/**
 * Ship designer rules (spec p2 §2.9, §3 "Ship designer"): the fixed component catalogue and the
 * totals of a design. Pure functions, no React.
 */

/** The five slot types, in the order the designer shows them. */
export const COMPONENT_TYPES = ['hull', 'engine', 'weapon', 'shield', 'fuel'] as const;
export type ComponentType = (typeof COMPONENT_TYPES)[number];

/** Metal, crystal and deuterium, whole units. */
export interface ResourceCost {
  metal: number;
  crystal: number;
  deuterium: number;
}

/**
 * A component's stats; which ones exist depends on the type: hull armor + capacity (cargo),
 * engine power + efficiency (%) + speed, weapon power, shield power, fuel capacity (tank).
 */
export interface ComponentStats {
  armor?: number;
  capacity?: number;
  power?: number;
  efficiency?: number;
  speed?: number;
}

/** The ids of the fifteen catalogue entries. */
export type ComponentId =
  | 'hull_light_fighter'
  | 'hull_heavy_cruiser'
  | 'hull_capital_ship'
  | 'engine_ion'
  | 'engine_fusion'
  | 'engine_antimatter'
  | 'weapon_laser_cannon'
  | 'weapon_plasma_cannon'
  | 'weapon_antimatter_torpedo'
  | 'shield_energy'
  | 'shield_plasma'
  | 'shield_quantum'
  | 'fuel_standard'
  | 'fuel_extended'
  | 'fuel_massive';

/** One catalogue entry (spec p2 §3): id, name, type, stats, cost, mass (units of mass). */
export interface ShipComponent {
  id: ComponentId;
  /** The catalogue's name (spec p2 §3), also the i18n key suffix `components.<id>`. */
  name: string;
  type: ComponentType;
  stats: ComponentStats;
  cost: ResourceCost;
  mass: number;
}

const cost = (metal: number, crystal: number, deuterium: number): ResourceCost => ({ metal, crystal, deuterium });

/** The fifteen components of spec p2 §3, exactly (cost is metal/crystal/deuterium). */
export const CATALOGUE: readonly ShipComponent[] = [
  {
    id: 'hull_light_fighter',
    name: 'Light Fighter',
    type: 'hull',
    stats: { armor: 100, capacity: 50 },
    cost: cost(1000, 500, 0),
    mass: 10,
  },
  {
    id: 'hull_heavy_cruiser',
    name: 'Heavy Cruiser',
    type: 'hull',
    stats: { armor: 500, capacity: 200 },
    cost: cost(5000, 2000, 0),
    mass: 50,
  },
  {
    id: 'hull_capital_ship',
    name: 'Capital Ship',
    type: 'hull',
    stats: { armor: 2000, capacity: 1000 },
    cost: cost(25000, 10000, 0),
    mass: 200,
  },
  {
    id: 'engine_ion',
    name: 'Ion',
    type: 'engine',
    stats: { power: 100, efficiency: 85, speed: 1000 },
    cost: cost(2000, 4000, 1000),
    mass: 15,
  },
  {
    id: 'engine_fusion',
    name: 'Fusion',
    type: 'engine',
    stats: { power: 300, efficiency: 70, speed: 2500 },
    cost: cost(8000, 12000, 4000),
    mass: 40,
  },
  {
    id: 'engine_antimatter',
    name: 'Antimatter',
    type: 'engine',
    stats: { power: 800, efficiency: 95, speed: 5000 },
    cost: cost(50000, 75000, 25000),
    mass: 80,
  },
  { id: 'weapon_laser_cannon', name: 'Laser Cannon', type: 'weapon', stats: { power: 50 }, cost: cost(1500, 500, 0), mass: 8 },
  { id: 'weapon_plasma_cannon', name: 'Plasma Cannon', type: 'weapon', stats: { power: 200 }, cost: cost(8000, 4000, 1000), mass: 25 },
  {
    id: 'weapon_antimatter_torpedo',
    name: 'Antimatter Torpedo',
    type: 'weapon',
    stats: { power: 1000 },
    cost: cost(40000, 20000, 10000),
    mass: 60,
  },
  { id: 'shield_energy', name: 'Energy', type: 'shield', stats: { power: 100 }, cost: cost(1000, 2000, 0), mass: 12 },
  { id: 'shield_plasma', name: 'Plasma', type: 'shield', stats: { power: 400 }, cost: cost(5000, 10000, 2000), mass: 30 },
  { id: 'shield_quantum', name: 'Quantum', type: 'shield', stats: { power: 1500 }, cost: cost(30000, 60000, 15000), mass: 75 },
  { id: 'fuel_standard', name: 'Standard', type: 'fuel', stats: { capacity: 1000 }, cost: cost(500, 0, 0), mass: 5 },
  { id: 'fuel_extended', name: 'Extended', type: 'fuel', stats: { capacity: 5000 }, cost: cost(2000, 500, 0), mass: 20 },
  { id: 'fuel_massive', name: 'Massive', type: 'fuel', stats: { capacity: 20000 }, cost: cost(10000, 2000, 0), mass: 80 },
];

/** The catalogue entry with this id, or undefined. */
export function findComponent(id: string | null | undefined): ShipComponent | undefined {
  return id ? CATALOGUE.find((component) => component.id === id) : undefined;
}

/** The catalogue entries of one type, in catalogue order. */
export function componentsOfType(type: ComponentType): ShipComponent[] {
  return CATALOGUE.filter((component) => component.type === type);
}

/** A design's slots: the installed component id per type, or null when the slot is empty. */
export type DesignSlots = Record<ComponentType, ComponentId | null>;

/** A design with every slot empty. */
export function emptySlots(): DesignSlots {
  return { hull: null, engine: null, weapon: null, shield: null, fuel: null };
}

/** The default ship name (spec p2 §2.9). */
export const DEFAULT_SHIP_NAME = 'Custom Fighter';

/** A design's totals (spec p2 §3). */
export interface DesignTotals {
  /** Summed per resource over the installed components. */
  cost: ResourceCost;
  /** Summed over the installed components. */
  mass: number;
  /** Hull armor + shield power. */
  armor: number;
  /** Weapon power. */
  firepower: number;
  /** Engine speed (0 without an engine). */
  speed: number;
  /** Tank capacity (0 without a tank). */
  fuelCapacity: number;
  /** Hull cargo capacity (shown as a detail, not one of the spec's totals). */
  cargo: number;
}

const num = (value: number | undefined): number => (Number.isFinite(value) ? (value as number) : 0);

/**
 * Totals of a design (spec p2 §3): cost summed per resource, mass summed, armor = hull armor +
 * shield power, firepower = weapon power, speed = engine speed, fuel capacity = tank capacity.
 * Empty slots and unknown ids count as nothing, so an empty design gives all zeros (never NaN).
 */
export function designTotals(slots: Partial<Record<ComponentType, string | null>>): DesignTotals {
  const get = (type: ComponentType) => {
    const component = findComponent(slots[type]);
    return component?.type === type ? component : undefined;
  };
  const installed = COMPONENT_TYPES.map(get).filter((c): c is ShipComponent => c !== undefined);
  const sum = (pick: (c: ShipComponent) => number) => installed.reduce((total, c) => total + num(pick(c)), 0);
  return {
    cost: { metal: sum((c) => c.cost.metal), crystal: sum((c) => c.cost.crystal), deuterium: sum((c) => c.cost.deuterium) },
    mass: sum((c) => c.mass),
    armor: num(get('hull')?.stats.armor) + num(get('shield')?.stats.power),
    firepower: num(get('weapon')?.stats.power),
    speed: num(get('engine')?.stats.speed),
    fuelCapacity: num(get('fuel')?.stats.capacity),
    cargo: num(get('hull')?.stats.capacity),
  };
}
