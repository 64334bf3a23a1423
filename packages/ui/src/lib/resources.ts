import {
  CAPPED_RESOURCE_KEYS,
  RESOURCE_KEYS,
  config,
  type LegacyPlanetResources,
  type OptimizedPlanetResources,
  type PlanetResourcesResult,
  type ResourceKey,
} from '@imperio/api-client';

/**
 * Live resource rules (spec p1 §4 'Resource stock', §7.3, §9).
 *
 * A `ResourceSnapshot` is one server answer brought to a single shape: the stock at a moment
 * (`atMs`), the production per SECOND and the capacity. `projectResource` computes what to show
 * at any later moment from elapsed time (never by counting ticks), so a throttled background tab
 * is still right when it wakes up.
 */

export type Amounts = Record<ResourceKey, number>;

export interface ResourceSnapshot {
  /** Moment of the stock, ms since the epoch (server_time / last_update, else arrival). */
  atMs: number;
  /** Stock at `atMs`. */
  stock: Amounts;
  /** Production per second (legacy per-hour production divided by 3600). */
  perSecond: Amounts;
  /** Storage capacity; energy's is never used to cap. */
  capacity: Amounts;
  /** Which call answered: 'optimized', or 'legacy' after the fallback of p1 §7.3. */
  source: 'optimized' | 'legacy';
  planetName: string | null;
  planetCoordinates: string | null;
}

export interface ResourceProjection {
  /** What to show now: stock + per-second × elapsed seconds, capped (metal, crystal, deuterium). */
  amount: number;
  capacity: number;
  /** True for capped resources at or above capacity (spec p1 §4 'flagged full'). */
  full: boolean;
  /** Fill level 0–100 for a capacity bar (null for energy). */
  fillPercent: number | null;
  /** Seconds until the store is full, only when under 24 h and still filling; else null. */
  secondsUntilFull: number | null;
  perSecond: number;
  /** per-second × 3600 (spec p1 §9). */
  perHour: number;
}

const finite = (value: unknown, fallback = 0): number => {
  const number = typeof value === 'number' ? value : Number(value);
  return typeof value !== 'boolean' && value !== null && value !== '' && Number.isFinite(number) ? number : fallback;
};

const isCapped = (key: ResourceKey): boolean => (CAPPED_RESOURCE_KEYS as readonly string[]).includes(key);

function parseTime(value: string | null | undefined, fallbackMs: number): number {
  if (!value) return fallbackMs;
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? ms : fallbackMs;
}

/** A capacity from the server if it is a positive number, else `fallback`. */
function capacityOr(value: unknown, fallback: number): number {
  const number = finite(value, Number.NaN);
  return Number.isFinite(number) && number > 0 ? number : fallback;
}

/**
 * The optimised answer as a snapshot. Missing or unreadable numbers count as 0; a missing or
 * non-positive capacity as the legacy default (p1 §7.3); an unreadable `server_time` as
 * `receivedAtMs`.
 */
export function fromOptimized(data: OptimizedPlanetResources, receivedAtMs: number): ResourceSnapshot {
  const stock = {} as Amounts;
  const perSecond = {} as Amounts;
  const capacity = {} as Amounts;
  for (const key of RESOURCE_KEYS) {
    stock[key] = finite(data.stock?.[key]);
    perSecond[key] = finite(data.production_per_sec?.[key]);
    capacity[key] = capacityOr(data.capacity?.[key], config.legacyCapacity[key]);
  }
  return {
    atMs: parseTime(data.server_time, receivedAtMs),
    stock,
    perSecond,
    capacity,
    source: 'optimized',
    planetName: data.planet_name ?? null,
    planetCoordinates: data.planet_coordinates ?? null,
  };
}

/**
 * The legacy answer as a snapshot (spec p1 §7.3): production per HOUR becomes per second
 * (÷ 3600); `storage_capacity` (per resource, or one number for all stores) where given, else
 * the defaults 100 000 metal and crystal, 50 000 deuterium and a very large value for energy
 * (`config.legacyCapacity`).
 */
export function fromLegacy(data: LegacyPlanetResources, receivedAtMs: number): ResourceSnapshot {
  const stock = {} as Amounts;
  const perSecond = {} as Amounts;
  const capacity = {} as Amounts;
  const storage = data.storage_capacity;
  for (const key of RESOURCE_KEYS) {
    stock[key] = finite(data[key]);
    perSecond[key] = finite(data.production?.[key]) / 3600;
    const given = typeof storage === 'number' ? (isCapped(key) ? storage : undefined) : storage?.[key];
    capacity[key] = capacityOr(given, config.legacyCapacity[key]);
  }
  return {
    atMs: parseTime(data.last_update, receivedAtMs),
    stock,
    perSecond,
    capacity,
    source: 'legacy',
    planetName: data.planet_name ?? null,
    planetCoordinates: data.planet_coordinates ?? null,
  };
}

/** Either answer of the resource loader as a snapshot. */
export function toSnapshot(result: PlanetResourcesResult): ResourceSnapshot {
  return result.form === 'optimized' ? fromOptimized(result.data, result.received_at) : fromLegacy(result.data, result.received_at);
}

/**
 * One resource at `nowMs` (spec p1 §4): stock + production per second × seconds since the
 * snapshot. Metal, crystal and deuterium stop at capacity (production never pushes past it; a
 * stock already above it, e.g. after a delivery, is kept) and a falling stock stops at 0;
 * energy is neither capped nor floored. A clock behind the server counts as no time elapsed.
 * Never NaN: unreadable inputs were turned into 0 by the snapshot.
 */
export function projectResource(snapshot: ResourceSnapshot, key: ResourceKey, nowMs: number): ResourceProjection {
  const elapsedS = Math.max(0, (finite(nowMs, snapshot.atMs) - snapshot.atMs) / 1000);
  const stock = snapshot.stock[key];
  const rate = snapshot.perSecond[key];
  const capacity = snapshot.capacity[key];
  const perHour = rate * 3600;
  const grown = stock + rate * elapsedS;
  if (!isCapped(key)) {
    return { amount: finite(grown, stock), capacity, full: false, fillPercent: null, secondsUntilFull: null, perSecond: rate, perHour };
  }
  let amount: number;
  if (rate >= 0) amount = stock >= capacity ? stock : Math.min(grown, capacity);
  else amount = Math.max(grown, Math.min(stock, 0));
  amount = finite(amount, stock);
  const full = amount >= capacity;
  let secondsUntilFull: number | null = null;
  if (!full && rate > 0) {
    const seconds = (capacity - amount) / rate;
    if (Number.isFinite(seconds) && seconds < config.limits.timeUntilFullMaxS) secondsUntilFull = Math.ceil(seconds);
  }
  const fillPercent = capacity > 0 ? Math.min(100, Math.max(0, (amount / capacity) * 100)) : 0;
  return { amount, capacity, full, fillPercent, secondsUntilFull, perSecond: rate, perHour };
}

/**
 * The three stored resources at `nowMs` (projected as {@link projectResource} does), from a
 * resources answer: what a cost is compared with (a shortfall, a maximum quantity).
 * @returns units of metal, crystal and deuterium; null while there is no answer
 */
export function projectStock(
  result: PlanetResourcesResult | undefined,
  nowMs: number,
): { metal: number; crystal: number; deuterium: number } | null {
  if (!result) return null;
  const snapshot = toSnapshot(result);
  return {
    metal: projectResource(snapshot, 'metal', nowMs).amount,
    crystal: projectResource(snapshot, 'crystal', nowMs).amount,
    deuterium: projectResource(snapshot, 'deuterium', nowMs).amount,
  };
}

/** A duration split for display: 8130 s → { hours: 2, minutes: 15, seconds: 30 } (hours may exceed 24). */
export function splitDuration(totalSeconds: number): { hours: number; minutes: number; seconds: number } {
  const safe = Number.isFinite(totalSeconds) && totalSeconds > 0 ? Math.floor(totalSeconds) : 0;
  return { hours: Math.floor(safe / 3600), minutes: Math.floor((safe % 3600) / 60), seconds: safe % 60 };
}

export interface EnergyBalance {
  /** Energy produced per hour (sum of the positive figures), ≥ 0. */
  production: number;
  /** Energy consumed per hour (sum of the negative figures, as a positive number), ≥ 0. */
  consumption: number;
  /** production − consumption. */
  balance: number;
  /** True when consumption exceeds production (balance below 0). */
  deficit: boolean;
}

/**
 * A planet's energy balance (spec p1 §2.5 energy card; p2 §3 Building.production.energy per hour):
 * plants produce (positive), mines consume (negative); the balance is production − consumption
 * and a negative balance is a deficit. Unreadable figures count as 0.
 * @example energyBalance([2690, 104, -1346, -860, -1064]) // { production: 2794, consumption: 3270, balance: -476, deficit: true }
 */
export function energyBalance(perHour: ReadonlyArray<number | null | undefined>): EnergyBalance {
  let production = 0;
  let consumption = 0;
  for (const value of perHour) {
    const n = finite(value);
    if (n > 0) production += n;
    else consumption -= n;
  }
  const balance = production - consumption;
  return { production, consumption, balance, deficit: balance < 0 };
}
