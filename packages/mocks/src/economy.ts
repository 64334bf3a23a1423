import { clock } from './clock';
import { db } from './db';
import type { Amounts, EconomyRecord } from './db/economy';

export type Cost = Partial<Pick<Amounts, 'metal' | 'crystal' | 'deuterium'>>;
const CAPPED = ['metal', 'crystal', 'deuterium'] as const;

/**
 * Stock of a planet at `now` (ms): stock + production per hour × hours elapsed; metal, crystal and
 * deuterium stop at capacity (and never drop below 0), energy is not capped (spec p1 §4).
 */
export function stockAt(record: EconomyRecord, now: number = clock.now()): Amounts {
  const hours = Math.max(0, now - record.updated_ms) / 3_600_000;
  const out = { ...record.stock };
  for (const key of CAPPED) {
    const grown = record.stock[key] + record.production_per_hour[key] * hours;
    // Production never pushes past capacity, but a stock already above it (a delivery) stays.
    out[key] = Math.max(0, record.stock[key] >= record.capacity[key] ? record.stock[key] : Math.min(grown, record.capacity[key]));
  }
  out.energy = record.stock.energy;
  return out;
}

/** The economy record of a planet, or undefined. */
export function economyOf(planetId: number): EconomyRecord | undefined {
  return db.planetEconomy.findFirst((q) => q.where({ planet_id: planetId }));
}

/** Writes the projected stock into the record (call before changing production or stock). */
export async function settle(planetId: number, now: number = clock.now()): Promise<EconomyRecord | undefined> {
  const record = economyOf(planetId);
  if (!record) return undefined;
  const stock = stockAt(record, now);
  return db.planetEconomy.update(record, {
    data(r) {
      r.stock = stock;
      r.updated_ms = now;
    },
  });
}

/**
 * Takes `cost` from a planet's stock if it has enough of each resource.
 * @returns `{ ok: true }`, or `{ ok: false, missing }` listing what is short (nothing is taken)
 */
export async function spend(planetId: number, cost: Cost, now: number = clock.now()): Promise<{ ok: true } | { ok: false; missing: Cost }> {
  const record = await settle(planetId, now);
  if (!record) return { ok: false, missing: cost };
  const missing: Cost = {};
  for (const key of CAPPED) {
    const need = cost[key] ?? 0;
    if (need > record.stock[key] + 1e-9) missing[key] = Math.ceil(need - record.stock[key]);
  }
  if (Object.keys(missing).length) return { ok: false, missing };
  await db.planetEconomy.update(record, {
    data(r) {
      for (const key of CAPPED) r.stock[key] -= cost[key] ?? 0;
    },
  });
  return { ok: true };
}

/** Adds resources to a planet (deliveries, harvested debris, refunds); may exceed capacity. */
export async function credit(planetId: number, gain: Cost, now: number = clock.now()): Promise<void> {
  const record = await settle(planetId, now);
  if (!record) return;
  await db.planetEconomy.update(record, {
    data(r) {
      for (const key of CAPPED) r.stock[key] += gain[key] ?? 0;
    },
  });
}

/** Changes production per hour (after a mine or power plant upgrade); settles first. */
export async function setProduction(planetId: number, change: Partial<Amounts>, now: number = clock.now()): Promise<void> {
  const record = await settle(planetId, now);
  if (!record) return;
  await db.planetEconomy.update(record, {
    data(r) {
      Object.assign(r.production_per_hour, change);
    },
  });
}

/** Changes storage capacity (after a storage upgrade); settles first. */
export async function setCapacity(planetId: number, change: Partial<EconomyRecord['capacity']>, now: number = clock.now()): Promise<void> {
  const record = await settle(planetId, now);
  if (!record) return;
  await db.planetEconomy.update(record, {
    data(r) {
      Object.assign(r.capacity, change);
    },
  });
}

/** Creates the economy of a new planet (a colony starts small). */
export async function createEconomy(
  planetId: number,
  init: Partial<Pick<EconomyRecord, 'stock' | 'production_per_hour' | 'capacity'>> = {},
  now: number = clock.now(),
) {
  return db.planetEconomy.create({
    planet_id: planetId,
    updated_ms: now,
    stock: init.stock ?? { metal: 500, crystal: 500, deuterium: 0, energy: 0 },
    production_per_hour: init.production_per_hour ?? { metal: 90, crystal: 45, deuterium: 0, energy: 0 },
    capacity: init.capacity ?? { metal: 100_000, crystal: 100_000, deuterium: 50_000 },
  });
}
