import { config } from '@imperio/api-client';

/** Why a typed quantity cannot be sent. */
export type QuantityProblem = 'required' | 'notNumber' | 'notInteger' | 'belowMin';

export type QuantityCheck = { ok: true; value: number } | { ok: false; problem: QuantityProblem };

/** The quantity input's bounds (spec p2 §5, §9): minimum 1; the input's max is 1000. */
export const QUANTITY_MIN = config.limits.buildQuantityMin;
export const QUANTITY_INPUT_MAX = config.limits.buildQuantityMax;

/**
 * The ship and defence quantity rule (spec p2 §5, §9): a whole number, at least 1. The input
 * offers at most 1000 (its `max`), but the spec enforces only the minimum, so 1001 typed by hand
 * is accepted. Nothing else reaches the server: empty, text ('abc', '1e3'), decimals ('2.5') and
 * numbers below 1 give a problem instead of being rounded silently.
 * @param raw what the player typed
 * @returns `{ok: true, value}` or `{ok: false, problem}`
 */
export function checkQuantity(raw: string): QuantityCheck {
  const text = raw.trim();
  if (!text) return { ok: false, problem: 'required' };
  if (!/^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/.test(text)) return { ok: false, problem: 'notNumber' };
  const value = Number(text.replace(',', '.'));
  if (!Number.isInteger(value)) return { ok: false, problem: 'notInteger' };
  if (value < QUANTITY_MIN) return { ok: false, problem: 'belowMin' };
  return { ok: true, value };
}

/** Per-unit costs of a ship or defence type, as the API sends them (missing = 0). */
export interface UnitCost {
  metal_cost?: number | null;
  crystal_cost?: number | null;
  deuterium_cost?: number | null;
}

/**
 * Total cost of building `quantity` units: each resource's unit cost × quantity.
 * @returns `{metal, crystal, deuterium}`, all 0 when the quantity is not a valid count
 */
export function totalCost(unit: UnitCost, quantity: number): { metal: number; crystal: number; deuterium: number } {
  const count = Number.isInteger(quantity) && quantity > 0 ? quantity : 0;
  return {
    metal: (Number(unit.metal_cost) || 0) * count,
    crystal: (Number(unit.crystal_cost) || 0) * count,
    deuterium: (Number(unit.deuterium_cost) || 0) * count,
  };
}
