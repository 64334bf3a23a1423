/**
 * What the next level of a building or a technology costs (spec p2 §9 'Research cost':
 * `base_cost × cost_factor ^ current_level`; buildings follow the same OGame rule with their own
 * factor). Whole resource units, rounded down.
 */

/** Metal, crystal and deuterium in resource units. */
export interface ResourceAmounts {
  metal: number;
  crystal: number;
  deuterium: number;
}

function finite(value: number | null | undefined, fallback: number): number {
  const n = Number(value);
  return value === null || value === undefined || !Number.isFinite(n) ? fallback : n;
}

/**
 * The cost of going from `level` to `level + 1`: base × factor^level per resource, rounded down.
 * Missing or unreadable bases count as 0; a missing, unreadable or non-positive factor as 1
 * (every level costs the base); a negative or unreadable level as 0.
 * @param base the cost of the first level (level 0 → 1), resource units
 * @param factor the growth per level (1.5 for a metal mine, 2 for most research)
 * @param level the current level
 * @example levelCost({ metal: 60, crystal: 15, deuterium: 0 }, 1.5, 2) // { metal: 135, crystal: 33, deuterium: 0 }
 */
export function levelCost(
  base: { metal?: number | null; crystal?: number | null; deuterium?: number | null },
  factor: number | null | undefined,
  level: number,
): ResourceAmounts {
  const growth = finite(factor, 1);
  const multiplier = (growth > 0 ? growth : 1) ** Math.max(0, Math.floor(finite(level, 0)));
  const part = (value: number | null | undefined) => Math.floor(Math.max(0, finite(value, 0)) * multiplier);
  return { metal: part(base.metal), crystal: part(base.crystal), deuterium: part(base.deuterium) };
}

/** A research type's cost fields (spec p2 §3 'Research type'). */
export interface ResearchCostInput {
  base_metal_cost?: number | null;
  base_crystal_cost?: number | null;
  base_deuterium_cost?: number | null;
  cost_factor?: number | null;
}

/**
 * The next level of a technology (spec p2 §9): {@link levelCost} of the type's base costs and
 * `cost_factor`.
 * @param level the current level (0 for an unresearched technology)
 * @returns the cost of reaching level + 1
 * @example researchCost({ base_metal_cost: 800, base_crystal_cost: 200, cost_factor: 2 }, 3) // { metal: 6400, crystal: 1600, deuterium: 0 }
 */
export function researchCost(type: ResearchCostInput, level: number): ResourceAmounts {
  return levelCost(
    { metal: type.base_metal_cost, crystal: type.base_crystal_cost, deuterium: type.base_deuterium_cost },
    type.cost_factor,
    level,
  );
}
