import type { Id, MissionDestinationType } from '@imperio/api-client';
import type { SlotKind } from '../../lib/galaxy';
import type { ShipOnPlanet, ShipPick } from '../../lib/slotFleet';

/**
 * The New Mission form's rules for a daily player (spec p2 §2.5, §5; OGame's mission rules):
 * which mission types make sense for the slot the coordinates point at, which ships 'todas las
 * naves' picks, and the last targets a player sent fleets to. Pure functions (the storage ones
 * take the storage), so they can move to the rules package with the rest of lib/fleet.
 */

/** Missions OGame refuses against one's own planet: nobody attacks, spies on or settles their own world. */
const NOT_AGAINST_OWN: ReadonlySet<string> = new Set(['attack', 'espionage', 'colonize']);

/**
 * Whether mission `code` makes sense for the slot at the destination (on top of the destination
 * type's rule, lib/fleet `allowsMissionType`): no attack, espionage or colonise against one's
 * own planet ('mine'); no colonise to a slot someone else holds ('occupied'). Debris and moons
 * are not slots' planets: only a planet destination is checked. An unknown slot (the system not
 * loaded yet, or failed) refuses nothing.
 * @param slot the slot's class from the galaxy system answer (lib/galaxy `SlotKind`), null when unknown
 */
export function slotAllowsMission(
  slot: SlotKind | null | undefined,
  destination: MissionDestinationType | null | undefined,
  code: string,
): boolean {
  if (destination !== 'planet' || !slot) return true;
  if (slot === 'mine') return !NOT_AGAINST_OWN.has(code);
  if (slot === 'occupied') return code !== 'colonize';
  return true;
}

/** OGame's cargo ships: category 'civil' with a cargo capacity (the same test as lib/slotFleet's). */
export function isCargoShip(ship: Pick<ShipOnPlanet, 'category' | 'cargoCapacity'>): boolean {
  return ship.category === 'civil' && (ship.cargoCapacity ?? 0) > 0;
}

/**
 * What 'todas las naves' fills for a mission type: a transport takes the cargo ships only (its
 * warships would burn fuel and carry little); any other type (a deployment moves the whole
 * hangar) takes every ship there is.
 * @returns `kind` ('cargo' or 'all', for the button's label) and the ships (code → all available, above 0)
 */
export function allShipsFor(
  missionType: string | null | undefined,
  ships: readonly ShipOnPlanet[],
): { kind: 'cargo' | 'all'; ships: ShipPick } {
  const kind = missionType === 'transport' ? 'cargo' : 'all';
  const chosen = kind === 'cargo' ? ships.filter(isCargoShip) : ships;
  const pick = Object.fromEntries(
    chosen.filter((ship) => Math.floor(ship.available) > 0).map((ship) => [ship.code, Math.floor(ship.available)]),
  );
  return { kind, ships: pick };
}

/** A place a fleet was sent to (one of the 'Últimos destinos'). */
export interface RecentTarget {
  galaxy: number;
  system: number;
  position: number;
  destinationType: MissionDestinationType;
}

/** How many recent targets are kept. */
export const RECENT_TARGETS_MAX = 5;

const sameTarget = (a: RecentTarget, b: RecentTarget) =>
  a.galaxy === b.galaxy && a.system === b.system && a.position === b.position && a.destinationType === b.destinationType;

/**
 * The list after a send to `target`: it goes first, an older copy of it is dropped, at most
 * `max` (5) are kept, newest first.
 */
export function addRecentTarget(list: readonly RecentTarget[], target: RecentTarget, max = RECENT_TARGETS_MAX): RecentTarget[] {
  return [target, ...list.filter((entry) => !sameTarget(entry, target))].slice(0, max);
}

/** localStorage key of a player's recent targets (per player: a shared browser keeps them apart). */
export const recentTargetsKey = (playerId: Id) => `imperio.fleet.recentTargets.${playerId}`;

const isTarget = (value: unknown): value is RecentTarget => {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    ['galaxy', 'system', 'position'].every((field) => Number.isInteger(entry[field]) && (entry[field] as number) >= 1) &&
    (entry.destinationType === 'planet' || entry.destinationType === 'moon' || entry.destinationType === 'debris')
  );
};

/**
 * A player's recent targets from `storage` (newest first); an unreadable, blocked or tampered
 * entry reads as none (never throws).
 */
export function readRecentTargets(storage: Storage | undefined, playerId: Id): RecentTarget[] {
  try {
    const parsed = JSON.parse(storage?.getItem(recentTargetsKey(playerId)) ?? '[]') as unknown;
    return Array.isArray(parsed) ? parsed.filter(isTarget).slice(0, RECENT_TARGETS_MAX) : [];
  } catch {
    return [];
  }
}

/** Records a send to `target` in `storage`; a full or blocked storage is ignored (never throws). */
export function rememberTarget(storage: Storage | undefined, playerId: Id, target: RecentTarget): RecentTarget[] {
  const list = addRecentTarget(readRecentTargets(storage, playerId), target);
  try {
    storage?.setItem(recentTargetsKey(playerId), JSON.stringify(list));
  } catch {
    // A full or blocked storage: the shortcut is a convenience, the send itself succeeded.
  }
  return list;
}
