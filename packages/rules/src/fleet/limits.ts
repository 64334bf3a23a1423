/**
 * The fleet's limits (spec p2 §5 'Mission form inputs', §9 'Constants and limits'; p1 §9):
 * positions per system and the speed slider's range. The form, the client's config and the
 * demo server's checks read them from here.
 */

/** Positions in a solar system (spec p1 §9, p2 §9): 1 to 15. */
export const POSITIONS_PER_SYSTEM = 15;

/** The mission speed in percent (spec p2 §5, §9): 10 to 100 in steps of 10, default 100. */
export const MISSION_SPEED = { min: 10, max: 100, step: 10, default: 100 } as const;

/** Every speed the slider offers, in percent (spec p2 §9): [10, 20, …, 100]. */
export const SPEED_OPTIONS: readonly number[] = Array.from(
  { length: (MISSION_SPEED.max - MISSION_SPEED.min) / MISSION_SPEED.step + 1 },
  (_, i) => MISSION_SPEED.min + i * MISSION_SPEED.step,
);

/**
 * A speed snapped to the slider's steps and bounds (spec p2 §5): 44 → 40, 0 → 10, 250 → 100;
 * non-numbers give the default 100.
 * @param raw the typed or sent value, percent
 */
export function speedValue(raw: string | number): number {
  const number = Number(raw);
  if (!Number.isFinite(number)) return MISSION_SPEED.default;
  return Math.min(MISSION_SPEED.max, Math.max(MISSION_SPEED.min, Math.round(number / MISSION_SPEED.step) * MISSION_SPEED.step));
}

/** Whether a sent speed is one the slider offers (spec p2 §5): a whole 10–100 in steps of 10. */
export function isValidSpeed(speed: number | undefined): speed is number {
  return speed !== undefined && Number.isInteger(speed) && SPEED_OPTIONS.includes(speed);
}
