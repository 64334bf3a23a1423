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

/**
 * Free fields of a planet (spec p2 §2.1 'fields are shown as used/total'): total − used, never
 * below 0, so the free count always agrees with the used/total shown beside it (140 − 81 = 59).
 * Fields that queued upgrades will take are not free-field arithmetic: they are counted apart
 * (`reservedFields`). Returns null when either number is unreadable.
 * @example freeFields(81, 140) // 59
 */
export function freeFields(used: unknown, total: unknown): number | null {
  const u = Number(used);
  const t = Number(total);
  if (used === null || used === undefined || total === null || total === undefined || !Number.isFinite(u) || !Number.isFinite(t))
    return null;
  return Math.max(0, Math.floor(t) - Math.floor(u));
}

/**
 * Fields the construction queue will take when its upgrades finish: one per queued item (each
 * upgrade adds one level, and a level takes one field). Unreadable or negative counts give 0.
 * @example reservedFields(3) // 3
 */
export function reservedFields(queueLength: unknown): number {
  const n = Math.floor(Number(queueLength));
  return Number.isFinite(n) && n > 0 ? n : 0;
}
