/**
 * A flight's distance, duration and fuel (OGame's formulas; the spec shows the server's preview,
 * p2 §3 'Mission preview', without giving them). Distances in OGame's units, times in seconds,
 * fuel in deuterium units.
 */

/** A position in the universe. */
export interface Place {
  galaxy: number;
  system: number;
  position: number;
}

/**
 * Distance between two places (OGame): other galaxy 20 000 per galaxy; same galaxy 2 700 + 95
 * per system; same system 1 000 + 5 per position; the same position (planet ↔ its debris or
 * moon) 5.
 * @example distanceBetween({ galaxy: 1, system: 1, position: 1 }, { galaxy: 1, system: 3, position: 1 }) // 2890
 */
export function distanceBetween(a: Place, b: Place): number {
  if (a.galaxy !== b.galaxy) return 20_000 * Math.abs(a.galaxy - b.galaxy);
  if (a.system !== b.system) return 2_700 + 95 * Math.abs(a.system - b.system);
  if (a.position !== b.position) return 1_000 + 5 * Math.abs(a.position - b.position);
  return 5;
}

/**
 * One-way flight time in seconds (OGame): 10 + 35 000 / speed% × √(10 × distance / slowest
 * ship's speed), divided by the universe's fleet speed, rounded, at least 1 s.
 * @param speedPercentage 10–100 (spec p2 §9)
 * @param fleetSpeed how many times faster than OGame the universe flies (1 by default)
 */
export function flightSeconds(distance: number, slowestSpeed: number, speedPercentage: number, fleetSpeed = 1): number {
  const raw = 10 + (35_000 / speedPercentage) * Math.sqrt((10 * distance) / Math.max(1, slowestSpeed));
  return Math.max(1, Math.round(raw / fleetSpeed));
}

/** Deuterium per ship for a 35 000-unit trip at full speed (OGame's base consumption). */
export const BASE_FUEL: Readonly<Record<string, number>> = {
  small_cargo: 10,
  large_cargo: 50,
  light_fighter: 20,
  heavy_fighter: 75,
  cruiser: 300,
  battleship: 500,
  bomber: 700,
  destroyer: 1_000,
  colony_ship: 1_000,
  recycler: 300,
  espionage_probe: 1,
  deathstar: 1,
};

/**
 * Deuterium for the one-way trip (OGame): Σ base × n × distance / 35 000 × (speed%/100 + 1)²,
 * rounded, + 1. A ship code without a known consumption uses 10 per ship.
 * @param ships codes and quantities
 */
export function fuelFor(ships: ReadonlyArray<{ code: string; quantity: number }>, distance: number, speedPercentage: number): number {
  const speedFactor = (speedPercentage / 100 + 1) ** 2;
  const total = ships.reduce((sum, ship) => sum + (BASE_FUEL[ship.code] ?? 10) * ship.quantity * (distance / 35_000) * speedFactor, 0);
  return Math.round(total) + 1;
}
