/**
 * Countdown helpers (spec p2 §4 'Building', §9 'Countdown clock every 1 s'). The clock text is
 * the game rule `formatClock` in @imperio/rules.
 */

/**
 * Whole seconds from `now` until `end` (ISO string, ms or Date), never negative.
 * A missing or unreadable end gives 0 (the upgrade counts as due).
 */
export function secondsUntil(end: string | number | Date | null | undefined, now: number): number {
  if (end === null || end === undefined) return 0;
  const target = new Date(end).getTime();
  if (!Number.isFinite(target)) return 0;
  return Math.max(0, Math.ceil((target - now) / 1000));
}
