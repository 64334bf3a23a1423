/**
 * Research cost (spec p2 §9): the next level costs base × cost_factor^level (the current level)
 * for metal, crystal and deuterium. Missing or non-numeric bases count as 0; a missing or
 * invalid factor counts as 1 (every level costs the base); results are whole units, rounded down.
 */
export interface ResearchCostInput {
  base_metal_cost?: number | null;
  base_crystal_cost?: number | null;
  base_deuterium_cost?: number | null;
  cost_factor?: number | null;
}

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
 * @param type the research type's base costs and factor
 * @param level the current level (0 for an unresearched technology); negative counts as 0
 * @returns the cost of reaching level + 1
 * @example researchCost({ base_metal_cost: 800, base_crystal_cost: 200, cost_factor: 2 }, 3) // {metal: 6400, crystal: 1600, deuterium: 0}
 */
export function researchCost(type: ResearchCostInput, level: number): ResourceAmounts {
  const factor = finite(type.cost_factor, 1);
  const multiplier = (factor > 0 ? factor : 1) ** Math.max(0, Math.floor(finite(level, 0)));
  const part = (base: number | null | undefined) => Math.floor(Math.max(0, finite(base, 0)) * multiplier);
  return { metal: part(type.base_metal_cost), crystal: part(type.base_crystal_cost), deuterium: part(type.base_deuterium_cost) };
}

/**
 * Whether a level has reached the maximum. A missing max level means no limit; 0 means nothing
 * can be researched (max level 0 is at its maximum from the start).
 */
export function atMaxLevel(level: number, maxLevel: number | null | undefined): boolean {
  if (maxLevel === null || maxLevel === undefined || !Number.isFinite(Number(maxLevel))) return false;
  return level >= Number(maxLevel);
}

/**
 * Progress of a running research in percent (0–100) at `now` (ms): from `started_at`/`ends_at`
 * when both are readable (so the bar moves between reloads), else the server's
 * `progress_percentage`; anything unreadable gives 0.
 */
export function researchProgress(
  research: { progress_percentage?: number | null; started_at?: string | null; ends_at?: string | null },
  now: number,
): number {
  const start = research.started_at ? Date.parse(research.started_at) : NaN;
  const end = research.ends_at ? Date.parse(research.ends_at) : NaN;
  let value: number;
  if (Number.isFinite(start) && Number.isFinite(end) && end > start) value = ((now - start) / (end - start)) * 100;
  else value = Number(research.progress_percentage ?? 0);
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, value));
}

/**
 * Research duration in seconds (the OGame rule the demo server uses; the API sends no duration
 * before a start): (metal + crystal) ÷ (1000 × (1 + lab level)) hours, at least 1 s. Deuterium
 * does not count. Unreadable amounts count as 0, an unreadable or negative lab level as 0.
 * @example researchSeconds({ metal: 800, crystal: 400 }, 5) // 720 (0.2 h)
 */
export function researchSeconds(cost: { metal?: number | null; crystal?: number | null }, labLevel: number | null | undefined): number {
  const lab = Math.max(0, Math.floor(finite(labLevel, 0)));
  const sum = Math.max(0, finite(cost.metal, 0)) + Math.max(0, finite(cost.crystal, 0));
  return Math.max(1, Math.round((sum / (1000 * (1 + lab))) * 3600));
}
