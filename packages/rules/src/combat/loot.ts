import type { Resources } from './units';

/** The share of the defender's resources a victorious attacker may take (OGame: 50 %). */
export const PLUNDER_SHARE = 0.5;

/**
 * What the surviving cargo carries away (the classic OGame order; OGame wiki, "Plunder"): of
 * each resource at most `PLUNDER_SHARE` is up for taking; the hold is filled with metal up to a
 * third of the capacity, crystal up to half of what is left, deuterium up to what is left, then
 * metal and crystal again with the space that remains.
 * @param capacity the survivors' cargo capacity (resource units)
 * @param stock the resources on the defender's planet
 * @returns metal, crystal and deuterium taken (whole units, never more than capacity)
 */
export function plunder(capacity: number, stock: Resources): Resources {
  const available = {
    metal: Math.floor(Math.max(0, stock.metal) * PLUNDER_SHARE),
    crystal: Math.floor(Math.max(0, stock.crystal) * PLUNDER_SHARE),
    deuterium: Math.floor(Math.max(0, stock.deuterium) * PLUNDER_SHARE),
  };
  let left = Math.max(0, Math.floor(capacity));
  const take = (resource: keyof Resources, limit: number) => {
    const amount = Math.min(available[resource], Math.floor(limit), left);
    available[resource] -= amount;
    left -= amount;
    return amount;
  };
  const loot = { metal: 0, crystal: 0, deuterium: 0 };
  loot.metal += take('metal', left / 3);
  loot.crystal += take('crystal', left / 2);
  loot.deuterium += take('deuterium', left);
  loot.metal += take('metal', left / 2);
  loot.crystal += take('crystal', left);
  loot.metal += take('metal', left);
  return loot;
}
