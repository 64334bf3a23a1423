// zod's settings (no eval under the CSP) before this module builds its schemas.
import '@imperio/api-client/zod-config';
import { z } from 'zod';
import { config } from '@imperio/api-client';

/** Why a typed quantity cannot be sent. */
export type QuantityProblem = 'required' | 'notNumber' | 'notInteger' | 'belowMin' | 'aboveMax';

export type QuantityCheck = { ok: true; value: number } | { ok: false; problem: QuantityProblem };

/** The quantity's bounds (spec p2 §5, §9): minimum 1; at most 1000 per order. */
export const QUANTITY_MIN = config.limits.buildQuantityMin;
export const QUANTITY_INPUT_MAX = config.limits.buildQuantityMax;

/**
 * The ship and defence quantity rule (spec p2 §5, §9): a whole number from 1 to 1000. The spec
 * left the 1000 of its input unenforced; the app caps it, so a huge order can neither be sent
 * nor show a build time of years. Nothing else reaches the server: empty, text ('abc', '1e3'),
 * decimals ('2.5'), numbers below 1 and above 1000 give a problem instead of being rounded.
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
  if (value > QUANTITY_INPUT_MAX) return { ok: false, problem: 'aboveMax' };
  return { ok: true, value };
}

/**
 * The build-quantity form (hangar and defence build panel) as a zod schema over
 * {@link checkQuantity}, for `react-hook-form` with `zodResolver`: the field holds what was typed
 * (a string), the output is the whole quantity. A failure's message is the problem's code
 * (`QuantityProblem`), not a sentence: the panel translates it when it renders, so switching the
 * language re-words an error already shown.
 */
export const quantityFormSchema = z.object({
  quantity: z.string().transform((raw, ctx) => {
    const check = checkQuantity(raw);
    if (check.ok) return check.value;
    ctx.addIssue({ code: 'custom', message: check.problem });
    return z.NEVER;
  }),
});
export type QuantityFormInput = z.input<typeof quantityFormSchema>;
export type QuantityFormOutput = z.output<typeof quantityFormSchema>;

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

export type ResourceKey = 'metal' | 'crystal' | 'deuterium';
export type Amounts = Record<ResourceKey, number>;
const RESOURCE_KEYS: readonly ResourceKey[] = ['metal', 'crystal', 'deuterium'];

/**
 * How many units the planet can pay now: the least, over the resources the unit costs, of
 * floor(stock / unit cost). A unit that costs nothing is limited by nothing (Infinity).
 * @param unitCost cost of one unit
 * @param available the planet's stock now
 */
export function maxAffordable(unitCost: Amounts, available: Amounts): number {
  let max = Number.POSITIVE_INFINITY;
  for (const key of RESOURCE_KEYS) {
    const cost = Number(unitCost[key]) || 0;
    if (cost > 0) max = Math.min(max, Math.floor(Math.max(0, Number(available[key]) || 0) / cost));
  }
  return max;
}

/**
 * The largest quantity an order may have: what the stock pays, and never more than
 * the per-order limit of 1000 (spec p2 §9). Unknown stock (null) leaves only the limit.
 * @returns a whole number from 0 (nothing affordable) to 1000
 */
export function quantityCap(unitCost: Amounts, available: Amounts | null | undefined): number {
  if (!available) return QUANTITY_INPUT_MAX;
  return Math.min(QUANTITY_INPUT_MAX, maxAffordable(unitCost, available));
}

/**
 * What the planet lacks to pay `cost` (the shortfall Buildings shows as 'faltan …'), in resource
 * order; resources it can pay are left out. Amounts are rounded up to whole units; a resource
 * missing from (or unreadable in) the stock counts as 0. The one shortfall rule of Buildings,
 * Research and the yard.
 * @returns `[]` when the planet can pay, or the stock is unknown
 */
export function shortfall(cost: Amounts, available: Partial<Amounts> | null | undefined): Array<{ key: ResourceKey; amount: number }> {
  if (!available) return [];
  return RESOURCE_KEYS.map((key) => ({
    key,
    amount: Math.ceil((Number(cost[key]) || 0) - Math.floor(Number(available[key]) || 0)),
  })).filter((row) => row.amount > 0);
}

/** A requirement the planet does not meet yet: a building at `required` level, now at `current`. */
export interface MissingRequirement {
  /** The building's code ('shipyard'). */
  building: string;
  required: number;
  current: number;
}

/**
 * The requirements of a ship or defence type the planet lacks (spec p2 §3
 * `required_shipyard_level`; the server refuses such an order). Unknown levels (null) are not
 * judged here: the server still decides.
 * @param requiredLevel the type's `required_shipyard_level`
 * @param shipyardLevel the planet's shipyard level, or null when unknown
 */
export function missingRequirements(
  requiredLevel: number | null | undefined,
  shipyardLevel: number | null | undefined,
): MissingRequirement[] {
  const required = Number(requiredLevel) || 0;
  if (shipyardLevel === null || shipyardLevel === undefined || !Number.isFinite(shipyardLevel)) return [];
  return required > shipyardLevel ? [{ building: 'shipyard', required, current: shipyardLevel }] : [];
}

/** What the build panel judges before an order of a unit type (see `checkOrder`). */
export interface OrderCheck {
  /** The quantity typed when it is valid (1 to 1000), else 0. */
  count: number;
  /** The order's total cost; null without a type. */
  cost: Amounts | null;
  /** What the stock lacks to pay it (`shortfall`). */
  missing: Array<{ key: ResourceKey; amount: number }>;
  /** The requirements the planet lacks (`missingRequirements`). */
  requirements: MissingRequirement[];
  /** The largest quantity the order may have (`quantityCap`). */
  cap: number;
  /** A requirement or a resource is missing: the order is not sent. */
  blocked: boolean;
}

/**
 * The checks of one build order (spec p2 §5, §7): the typed quantity, its cost, the
 * shortfall against the stock, the unmet shipyard level and the cap 'máx.' offers.
 * @param unit the selected type (its cost per unit and required shipyard level), or null
 * @param raw the quantity as typed
 * @param available the planet's stock now, or null when unknown
 * @param shipyardLevel the planet's shipyard level, or null when unknown
 */
export function checkOrder(
  unit: { cost: Amounts; requiredLevel: number | null } | null,
  raw: string,
  available: Amounts | null,
  shipyardLevel: number | null,
): OrderCheck {
  const check = checkQuantity(raw);
  const count = check.ok ? check.value : 0;
  if (!unit) return { count, cost: null, missing: [], requirements: [], cap: QUANTITY_INPUT_MAX, blocked: false };
  const cost = totalCost({ metal_cost: unit.cost.metal, crystal_cost: unit.cost.crystal, deuterium_cost: unit.cost.deuterium }, count);
  const missing = shortfall(cost, available);
  const requirements = missingRequirements(unit.requiredLevel, shipyardLevel);
  const cap = quantityCap(unit.cost, available);
  return { count, cost, missing, requirements, cap, blocked: requirements.length > 0 || missing.length > 0 };
}

/**
 * How long after an order succeeds the same order again counts as the same intent, in ms (issue
 * 14: "Enter pressed three times queues three orders"). A fast server answers before the second
 * key press, so disabling the button while pending is not enough; the spec's own repeat guard
 * for finish calls is 2 s (p2 §9), and the same window is used here.
 */
export const REPEAT_GUARD_MS = 2_000;

/** The last write that succeeded: what it was (`key`) and when (ms). */
export interface LastWrite {
  key: string;
  at: number;
}

/**
 * True when `key` repeats the last successful write within {@link REPEAT_GUARD_MS}: the repeat
 * is the same user intent and is not sent. A different order, or the same one later, is new.
 * @param now the current time in ms
 */
export function isRepeat(last: LastWrite | null, key: string, now: number, windowMs = REPEAT_GUARD_MS): boolean {
  return last !== null && last.key === key && now - last.at >= 0 && now - last.at < windowMs;
}
