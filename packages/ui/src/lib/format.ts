import { config } from '@imperio/api-client';

/**
 * Compact number display (spec p1 §9): 1000 or more as 'K' and 1 000 000 or more as 'M', with
 * one decimal; smaller values as whole numbers. Negative values keep their sign; NaN and
 * infinities show as '0' rather than breaking a layout.
 * @example formatCompact(1500) // '1.5K'
 */
export function formatCompact(value: number): string {
  if (!Number.isFinite(value)) return '0';
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  if (abs >= 1_000_000) return `${sign}${(abs / 1_000_000).toFixed(1)}M`;
  if (abs >= 1_000) return `${sign}${(abs / 1_000).toFixed(1)}K`;
  return `${sign}${Math.floor(abs)}`;
}

/** Whole number with the locale's grouping: 12345 → '12.345' (es) or '12,345' (en). */
export function formatNumber(value: number, locale: string): string {
  return Number.isFinite(value) ? new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value) : '0';
}

/** Level from points (spec p1 §9, p2 §2.8): floor(points / 1000); missing points give 0. */
export function levelFromPoints(points: number | null | undefined): number {
  const value = Number(points);
  return Number.isFinite(value) && value > 0 ? Math.floor(value / config.limits.pointsPerLevel) : 0;
}

/** Points divided by 1000 for the user chip (spec p1 §2.3), one decimal at most: 15750 → 15.8. */
export function pointsInThousands(points: number): number {
  return Math.round((points / 1000) * 10) / 10;
}

/** A relative-time label: the translation key and count (spec p1 §9, p2 §9). */
export type RelativeTime =
  | { key: 'justNow' }
  | { key: 'minutes' | 'hours' | 'days'; count: number }
  | { key: 'date'; date: Date };

/**
 * Age of `date` relative to `now` (both ms or Date): under 1 minute 'just now', then minutes
 * under 60, hours under 24, days; with `maxDays` (7 for reports and messages, p2 §9) older ages
 * give the date itself. Future dates count as 'just now'.
 */
export function relativeTime(date: Date | number | string, now: Date | number = Date.now(), maxDays = Infinity): RelativeTime {
  const then = new Date(date);
  const diffS = (new Date(now).getTime() - then.getTime()) / 1000;
  if (!Number.isFinite(diffS) || diffS < 60) return { key: 'justNow' };
  const minutes = Math.floor(diffS / 60);
  if (minutes < 60) return { key: 'minutes', count: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { key: 'hours', count: hours };
  const days = Math.floor(hours / 24);
  if (days >= maxDays) return { key: 'date', date: then };
  return { key: 'days', count: days };
}

/** Caps a badge count: above `cap` shows `${cap}+` (bell '99+', reports '9+'). */
export function capCount(count: number, cap: number): string {
  if (!Number.isFinite(count) || count <= 0) return '0';
  return count > cap ? `${cap}+` : String(Math.floor(count));
}
