/**
 * What the combat rules know of a unit type: its code (the ship or defence type's `code`, which
 * keys the rapid-fire table), its base `attack`, `shield` and `hull` (the type's `armor`, used as
 * structural points), what one costs (for losses and debris) and what it carries (for loot).
 * Defences (`defense: true`) can be rebuilt after a battle and leave no debris.
 */
export interface UnitSpec {
  code: string;
  attack: number;
  shield: number;
  hull: number;
  metal: number;
  crystal: number;
  deuterium: number;
  /** Cargo capacity in resource units (0 for defences). */
  cargo: number;
  defense: boolean;
}

/** A side's combat technologies, each a level ≥ 0: +10 % attack, shield and hull per level. */
export interface Technologies {
  weapons: number;
  shielding: number;
  armour: number;
}

/** One side of a battle: how many of each unit type, and its technologies. */
export interface SideInput {
  units: { spec: UnitSpec; count: number }[];
  tech: Technologies;
}

/** Metal, crystal and deuterium (resource units). */
export interface Resources {
  metal: number;
  crystal: number;
  deuterium: number;
}

/**
 * A battle to simulate: the attacker, the defender and, when known, the resources on the
 * defender's planet (for the loot).
 */
export interface BattleInput {
  attacker: SideInput;
  defender: SideInput;
  defenderResources?: Resources | null;
}

export const NO_TECHNOLOGIES: Technologies = { weapons: 0, shielding: 0, armour: 0 };

/**
 * A unit type's combat values with its side's technologies: each level adds 10 % of the base
 * value (OGame: Weapons, Shielding and Armour Technology; levels below 0 count as 0).
 * @returns `{ attack, shield, hull }` as numbers (not rounded)
 */
export function withTechnologies(spec: Pick<UnitSpec, 'attack' | 'shield' | 'hull'>, tech: Technologies) {
  const bonus = (level: number) => 1 + 0.1 * Math.max(0, Math.floor(level || 0));
  return {
    attack: spec.attack * bonus(tech.weapons),
    shield: spec.shield * bonus(tech.shielding),
    hull: spec.hull * bonus(tech.armour),
  };
}
