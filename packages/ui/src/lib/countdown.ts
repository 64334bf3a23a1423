/**
 * Countdown helpers (spec p2 §4 'Building', §9 'Countdown clock every 1 s').
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

/**
 * Formats a duration in seconds as 'H:MM:SS' (or 'M:SS' under an hour); from one day on as
 * '{d}d H:MM:SS'. Negative, NaN and infinite values show '0:00'.
 * @example formatDuration(3725) // '1:02:05'
 */
export function formatDuration(totalSeconds: number): string {
  const safe = Number.isFinite(totalSeconds) && totalSeconds > 0 ? Math.floor(totalSeconds) : 0;
  const days = Math.floor(safe / 86_400);
  const hours = Math.floor((safe % 86_400) / 3600);
  const minutes = Math.floor((safe % 3600) / 60);
  const seconds = safe % 60;
  const mm = String(minutes).padStart(2, '0');
  const ss = String(seconds).padStart(2, '0');
  if (days > 0) return `${days}d ${hours}:${mm}:${ss}`;
  if (hours > 0) return `${hours}:${mm}:${ss}`;
  return `${minutes}:${ss}`;
}

/** Formats hours (possibly fractional) as a duration: 2.5 → '2:30:00'. */
export function formatHours(hours: number): string {
  return formatDuration(Math.round((Number.isFinite(hours) ? hours : 0) * 3600));
}
