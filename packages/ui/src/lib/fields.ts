import { config } from '@imperio/api-client';

/** The colour of a planet's fields (spec p1 §9): green, yellow or red; null when unknown. */
export type FieldsColour = 'green' | 'yellow' | 'red';

export interface FieldsUsage {
  used: number;
  total: number;
  /** used ÷ total × 100, not rounded. */
  percent: number;
  colour: FieldsColour;
}

/**
 * Field usage and its colour (spec p1 §2.5, §9): under 50 % used green, under 80 % yellow,
 * otherwise red. Returns null when either number is missing or the total is not positive
 * (the summary shows a placeholder instead of a colour).
 * @example fieldsUsage(81, 163) // { used: 81, total: 163, percent: 49.69…, colour: 'green' }
 */
export function fieldsUsage(used: unknown, total: unknown): FieldsUsage | null {
  const u = typeof used === 'number' ? used : Number.NaN;
  const t = typeof total === 'number' ? total : Number.NaN;
  if (!Number.isFinite(u) || !Number.isFinite(t) || t <= 0) return null;
  const ratio = u / t;
  const colour: FieldsColour = ratio < config.fieldThresholds.green ? 'green' : ratio < config.fieldThresholds.yellow ? 'yellow' : 'red';
  return { used: u, total: t, percent: ratio * 100, colour };
}

/** A production factor fraction (0.92) as a whole percentage (92); null when unreadable. */
export function factorPercent(fraction: unknown): number | null {
  const value = typeof fraction === 'number' ? fraction : Number.NaN;
  return Number.isFinite(value) ? Math.round(value * 100) : null;
}
