/**
 * Research progress and limits for the screens (spec p2 §2.2). The cost and duration of a level
 * are game rules: `researchCost` and `researchSeconds` in @imperio/rules.
 */

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
