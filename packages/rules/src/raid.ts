import { PLUNDER_SHARE, plunder } from './combat/loot';
import type { Resources } from './combat/units';

/**
 * Planning a raid from a spy report (OGame wiki, "Plunder" and "Espionage"): what a victorious
 * attacker may carry away (half of each resource, `PLUNDER_SHARE`) and how many cargo ships of
 * one kind hold it. Pure; the cargo capacities come from the ship types (`cargo_capacity`).
 */

/** The resources on a planet that a victory puts up for taking: `PLUNDER_SHARE` of each, whole units. */
export function lootable(stock: Partial<Resources>): Resources {
  const half = (value: number | undefined) => Math.floor(Math.max(0, Number(value) || 0) * PLUNDER_SHARE);
  return { metal: half(stock.metal), crystal: half(stock.crystal), deuterium: half(stock.deuterium) };
}

/**
 * The ships of one capacity that carry `amount` (resource units), rounded up; 0 for nothing.
 * With the classic plunder order the hold fills completely before anything is left behind, so
 * `ceil(total / capacity)` ships take the whole loot (checked against `plunder` in the tests).
 * @throws RangeError when `capacity` is not a number above 0 (a ship that carries nothing)
 */
export function cargoShipsNeeded(amount: number, capacity: number): number {
  if (!Number.isFinite(capacity) || capacity <= 0) throw new RangeError(`cargo capacity must be above 0, got ${capacity}`);
  const total = Math.max(0, Math.floor(Number(amount) || 0));
  return Math.ceil(total / capacity);
}

/** A raid's loot and the cargo ships for it, per kind of cargo ship. */
export interface RaidPlan {
  /** Half of each resource (whole units). */
  loot: Resources;
  /** metal + crystal + deuterium of `loot`. */
  total: number;
  /** Ships needed by ship code (e.g. `{ small_cargo: 7, large_cargo: 2 }`), for each capacity given. */
  ships: Record<string, number>;
}

/**
 * The loot of a planet holding `stock` and the cargo ships of each kind that carry it.
 * @param stock the resources the report saw (units; missing ones count as 0)
 * @param capacities cargo capacity per ship code, e.g. `{ small_cargo: 5000, large_cargo: 25000 }`;
 *   kinds with no capacity above 0 are left out
 */
export function raidPlan(stock: Partial<Resources>, capacities: Readonly<Record<string, number>>): RaidPlan {
  const loot = lootable(stock);
  const total = loot.metal + loot.crystal + loot.deuterium;
  const ships = Object.fromEntries(
    Object.entries(capacities)
      .filter(([, capacity]) => Number.isFinite(capacity) && capacity > 0)
      .map(([code, capacity]) => [code, cargoShipsNeeded(total, capacity)]),
  );
  return { loot, total, ships };
}

/** Whether `ships` × `capacity` carries the whole loot under the classic plunder order (a check for tests and callers). */
export function carriesAll(stock: Partial<Resources>, ships: number, capacity: number): boolean {
  const loot = lootable(stock);
  const full: Resources = { metal: Number(stock.metal) || 0, crystal: Number(stock.crystal) || 0, deuterium: Number(stock.deuterium) || 0 };
  const taken = plunder(ships * capacity, full);
  return taken.metal === loot.metal && taken.crystal === loot.crystal && taken.deuterium === loot.deuterium;
}
