/**
 * How long building and researching take (spec p2 §9 'Build acceleration'; the base times are
 * OGame's, which the demo server uses: the API sends no duration before a start). Hours unless a
 * name says seconds.
 */

/** A factory level: whole, at least 0; unreadable values count as 0. */
function level(value: number | null | undefined): number {
  const n = Math.floor(Number(value));
  return Number.isFinite(n) && n > 0 ? n : 0;
}

/** A finite number, else the fallback. */
function finite(value: number | null | undefined, fallback: number): number {
  const n = Number(value);
  return value === null || value === undefined || !Number.isFinite(n) ? fallback : n;
}

/**
 * Robotics factor (spec p2 §9): build time × 1/(level + 1).
 * @example roboticsFactor(4) // 0.2
 */
export function roboticsFactor(roboticsLevel: number | null | undefined): number {
  return 1 / (level(roboticsLevel) + 1);
}

/**
 * Nanite factor (spec p2 §9): build time × 1/2^level.
 * @example naniteFactor(3) // 0.125
 */
export function naniteFactor(naniteLevel: number | null | undefined): number {
  return 1 / 2 ** level(naniteLevel);
}

/**
 * Accelerated time = base × robotics factor × nanite factor (spec p2 §9).
 * @param baseHours time without any factory, in hours (negative or unreadable counts as 0)
 * @returns hours
 */
export function acceleratedHours(
  baseHours: number,
  roboticsLevel: number | null | undefined,
  naniteLevel: number | null | undefined,
): number {
  const base = Number.isFinite(baseHours) && baseHours > 0 ? baseHours : 0;
  return base * roboticsFactor(roboticsLevel) * naniteFactor(naniteLevel);
}

/** The combined speed-up as a multiple (spec p2 §9): robotics 10 and nanite 2 → 44. */
export function speedUp(roboticsLevel: number | null | undefined, naniteLevel: number | null | undefined): number {
  return 1 / (roboticsFactor(roboticsLevel) * naniteFactor(naniteLevel));
}

/**
 * A building upgrade's time (OGame): base hours = (metal + crystal) / 2500, accelerated by
 * {@link acceleratedHours} (spec p2 §9); deuterium does not count.
 * @param cost the upgrade's cost in resource units
 * @returns `baseHours`, `acceleratedHours` (hours) and `seconds` (whole, at least 1)
 * @example buildTime({ metal: 2500, crystal: 2500 }, 1, 0) // { baseHours: 2, acceleratedHours: 1, seconds: 3600 }
 */
export function buildTime(cost: { metal: number; crystal: number }, robotics: number, nanite: number) {
  const baseHours = (Math.max(0, finite(cost.metal, 0)) + Math.max(0, finite(cost.crystal, 0))) / 2500;
  const hours = acceleratedHours(baseHours, robotics, nanite);
  return { baseHours, acceleratedHours: hours, seconds: Math.max(1, Math.round(hours * 3600)) };
}

/**
 * Research duration in seconds (OGame): (metal + crystal) ÷ (1000 × (1 + lab level)) hours, at
 * least 1 s; deuterium does not count. Unreadable amounts count as 0, an unreadable or negative
 * lab level as 0.
 * @example researchSeconds({ metal: 800, crystal: 400 }, 5) // 720 (0.2 h)
 */
export function researchSeconds(cost: { metal?: number | null; crystal?: number | null }, labLevel: number | null | undefined): number {
  const lab = level(labLevel);
  const sum = Math.max(0, finite(cost.metal, 0)) + Math.max(0, finite(cost.crystal, 0));
  return Math.max(1, Math.round((sum / (1000 * (1 + lab))) * 3600));
}
