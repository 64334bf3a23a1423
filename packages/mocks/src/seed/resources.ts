import { clock } from '../clock';
import { db } from '../db';
import type { EconomyRecord } from '../db/economy';
import type { PlanetRecord } from '../db/planets';
import { economyOf, stockAt } from '../economy';
import { registerSeeder, registerTick } from '../universe';
import type { SeedContext } from './context';
import { notify } from './notifications';

/** GET /resources/types/ answer (spec p1 §7.3). */
export const RESOURCE_TYPES = [
  { id: 1, code: 'metal', name: 'Metal' },
  { id: 2, code: 'crystal', name: 'Cristal' },
  { id: 3, code: 'deuterium', name: 'Deuterio' },
  { id: 4, code: 'energy', name: 'Energía' },
] as const;

const CAPPED = ['metal', 'crystal', 'deuterium'] as const;
const STORE_NAMES: Record<(typeof CAPPED)[number], string> = { metal: 'metal', crystal: 'cristal', deuterium: 'deuterio' };

/** Rounds to 4 decimals: per-second rates as a backend's DecimalField would send them. */
const per4 = (value: number) => Math.round(value * 10_000) / 10_000;

/** The planet's own planets with an economy, in id order. */
export function ownEconomies(userId: number): Array<{ planet: PlanetRecord; economy: EconomyRecord }> {
  return db.planets
    .findMany(undefined, { orderBy: { id: 'asc' } })
    .filter((planet) => planet.owner?.id === userId)
    .flatMap((planet) => {
      const economy = economyOf(planet.id);
      return economy ? [{ planet, economy }] : [];
    });
}

/**
 * The optimised answer of a planet at `now` (spec p1 §3): stock projected to now, production
 * per SECOND, capacity; `planet_id` for the list answer.
 */
export function optimizedView(planet: PlanetRecord, economy: EconomyRecord, now = clock.now()) {
  const stock = stockAt(economy, now);
  const perHour = economy.production_per_hour;
  return {
    planet_id: planet.id,
    planet_name: planet.name ?? null,
    planet_coordinates: planet.coordinates ?? null,
    server_time: new Date(now).toISOString(),
    stock: {
      metal: Math.floor(stock.metal),
      crystal: Math.floor(stock.crystal),
      deuterium: Math.floor(stock.deuterium),
      energy: stock.energy,
    },
    // Energy is a balance (power plants minus consumers), not a store that fills: it does not grow.
    production_per_sec: {
      metal: per4(perHour.metal / 3600),
      crystal: per4(perHour.crystal / 3600),
      deuterium: per4(perHour.deuterium / 3600),
      energy: 0,
    },
    capacity: { ...economy.capacity },
  };
}

/**
 * The legacy answer of a planet at `now` (spec p1 §3): amounts at `last_update`, production per
 * HOUR, `storage_capacity` per resource. Energy is the planet's balance in both forms.
 */
export function legacyView(planet: PlanetRecord, economy: EconomyRecord, now = clock.now()) {
  const stock = stockAt(economy, now);
  return {
    planet: planet.id,
    planet_name: planet.name ?? null,
    planet_coordinates: planet.coordinates ?? null,
    last_update: new Date(now).toISOString(),
    metal: Math.floor(stock.metal),
    crystal: Math.floor(stock.crystal),
    deuterium: Math.floor(stock.deuterium),
    energy: stock.energy,
    production: {
      metal: economy.production_per_hour.metal,
      crystal: economy.production_per_hour.crystal,
      deuterium: economy.production_per_hour.deuterium,
      energy: 0,
    },
    storage_capacity: { ...economy.capacity },
  };
}

/** Which stores already sent their 'full' notification (`planetId:resource`). */
let notifiedFull = new Set<string>();
let seededAt = 0;

/** The moment (ms) a store reaches capacity from its record, or null if it never does. */
function fullAt(economy: EconomyRecord, key: (typeof CAPPED)[number]): number | null {
  const rate = economy.production_per_hour[key];
  if (economy.stock[key] >= economy.capacity[key]) return economy.updated_ms;
  if (rate <= 0) return null;
  return economy.updated_ms + ((economy.capacity[key] - economy.stock[key]) / rate) * 3_600_000;
}

/**
 * RESOURCE_FULL (spec p1 §2.4 'warning'): when a store of a player's planet fills up, its owner
 * gets a pending notification dated the moment it filled; it can fire again after the stock
 * drops below capacity (a spend).
 */
export async function checkFullStores(now: number): Promise<void> {
  for (const economy of db.planetEconomy.findMany()) {
    const planet = db.planets.findFirst((q) => q.where({ id: economy.planet_id }));
    const ownerId = planet?.owner?.id;
    if (!planet || typeof ownerId !== 'number') continue;
    const stock = stockAt(economy, now);
    for (const key of CAPPED) {
      const id = `${planet.id}:${key}`;
      const full = stock[key] >= economy.capacity[key];
      if (!full) {
        notifiedFull.delete(id);
        continue;
      }
      if (notifiedFull.has(id)) continue;
      notifiedFull.add(id);
      await notify({
        user_id: ownerId,
        notif_type: 'RESOURCE_FULL',
        title: `Almacén de ${STORE_NAMES[key]} lleno`,
        message: `El almacén de ${STORE_NAMES[key]} de ${planet.name ?? planet.coordinates} está lleno.`,
        data: { planet_coordinates: planet.coordinates ?? undefined },
        at: Math.min(now, Math.max(fullAt(economy, key) ?? now, seededAt)),
      });
    }
  }
}

/** Stores full at seed time count as already notified (the seed's history says so). */
function seedResources(ctx: SeedContext): void {
  seededAt = ctx.now;
  notifiedFull = new Set();
  for (const economy of db.planetEconomy.findMany()) {
    const stock = stockAt(economy, ctx.now);
    for (const key of CAPPED) if (stock[key] >= economy.capacity[key]) notifiedFull.add(`${economy.planet_id}:${key}`);
  }
}

registerSeeder('resources', seedResources);
registerTick('resources', checkFullStores);
