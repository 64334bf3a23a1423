/**
 * Which missions a fleet may fly (spec p2 §5 'Mission types filtered by destination', 'Ships
 * required by mission type'; §4 'Mission'): one rule for the New Mission form, the galaxy's
 * slot actions and the demo server's checks.
 */

/** The destination types of a mission (spec p2 §3 'Mission'). */
export type DestinationType = 'planet' | 'moon' | 'debris';

/**
 * Whether a mission type may go to a destination type (spec p2 §5): debris allows only recycle;
 * a moon all but colonize and recycle; a planet all but recycle and moon_destruction.
 * @param destination 'planet' | 'moon' | 'debris'; anything else (none chosen yet) allows nothing
 * @param code the mission type's code ('transport', 'colonize'…)
 */
export function allowsMissionType(destination: string | null | undefined, code: string): boolean {
  if (destination === 'debris') return code === 'recycle';
  if (destination === 'moon') return code !== 'colonize' && code !== 'recycle';
  if (destination === 'planet') return code !== 'recycle' && code !== 'moon_destruction';
  return false;
}

/**
 * The mission types offered for a destination type (spec p2 §5), in the given (server's) order.
 * @param types the mission types, anything with a `code`
 * @returns the allowed ones; none without a destination type
 */
export function missionTypesFor<T extends { code: string }>(types: readonly T[], destination: string | null | undefined): T[] {
  return types.filter((type) => allowsMissionType(destination, type.code));
}

/** Ship code each mission type needs at least one of (spec p2 §5); other types need none. */
export const REQUIRED_SHIPS: Readonly<Record<string, string>> = {
  colonize: 'colony_ship',
  recycle: 'recycler',
  espionage: 'espionage_probe',
  moon_destruction: 'deathstar',
};

/**
 * The ship code a mission type requires (spec p2 §5).
 * @returns e.g. 'colony_ship' for 'colonize'; undefined for a type that needs none, or no type
 */
export function requiredShip(missionType: string | null | undefined): string | undefined {
  return missionType ? REQUIRED_SHIPS[missionType] : undefined;
}

/**
 * Whether a fleet comes back after the mission (OGame; spec p2 §4 'Mission': returning): every
 * mission but deploy, which stays at the destination; with no type chosen yet, true.
 */
export function returnsHome(missionType: string | null | undefined): boolean {
  return missionType !== 'deploy';
}

/** Whether a mission in this status may be cancelled (spec p2 §4: preparing, traveling, at_destination). */
export function canCancel(status: string | null | undefined): boolean {
  return status === 'preparing' || status === 'traveling' || status === 'at_destination';
}
