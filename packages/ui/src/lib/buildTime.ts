/**
 * Build acceleration (spec p2 §3 'Building cost info', §9): the robotics factory multiplies build
 * time by 1/(level+1) and the nanite factory by 1/2^level. Times in hours unless named `*S`.
 */

function level(value: number | null | undefined): number {
  const n = Math.floor(Number(value));
  return Number.isFinite(n) && n > 0 ? n : 0;
}

/** Robotics factor 1/(level+1): level 0 → 1, level 1 → 0.5, level 4 → 0.2. */
export function roboticsFactor(roboticsLevel: number | null | undefined): number {
  return 1 / (level(roboticsLevel) + 1);
}

/** Nanite factor 1/2^level: level 0 → 1, level 1 → 0.5, level 3 → 0.125. */
export function naniteFactor(naniteLevel: number | null | undefined): number {
  return 1 / 2 ** level(naniteLevel);
}

/**
 * Accelerated time = base × robotics factor × nanite factor.
 * @param baseHours time without any factory, in hours (negative or invalid counts as 0)
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

/** The combined speed-up as a multiple (robotics 10 and nanite 2 → 44). */
export function speedUp(roboticsLevel: number | null | undefined, naniteLevel: number | null | undefined): number {
  return 1 / (roboticsFactor(roboticsLevel) * naniteFactor(naniteLevel));
}
