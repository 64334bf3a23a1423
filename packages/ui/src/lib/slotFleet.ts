import { requiredShip } from '@imperio/rules';

/**
 * Which ships a fleet to a galaxy slot takes ('a fleet to a galaxy slot takes
 * two clicks'): the quick sends of the slot's actions (espionage, recycle) and the ships the
 * fleet form is prefilled with when a slot hands over to it (attack, transport, deploy,
 * colonise). Pure functions; quantities are whole ships, capacities resource units.
 */

/** A ship type on the origin planet, as the fleet's ship list reads it. */
export interface ShipOnPlanet {
  code: string;
  /** How many are on the planet. */
  available: number;
  /** Resource units one ship carries; null or missing when the server does not say. */
  cargoCapacity?: number | null;
  /** The ship type's category (spec p2 §3: civil, combat, special); null when unknown. */
  category?: string | null;
}

/** Ship code → quantity; only quantities above 0 are listed. */
export type ShipPick = Record<string, number>;

/** OGame's default probe count for a spy from the galaxy. */
export const DEFAULT_PROBES = 1;

/** The ships OGame players call cargo ships: category 'civil' with a cargo capacity. */
const isCargoShip = (ship: ShipOnPlanet) => ship.category === 'civil' && (ship.cargoCapacity ?? 0) > 0;
const whole = (value: number) => (Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0);

/**
 * The recyclers that carry a whole debris field: ceil(total / one recycler's capacity), capped
 * at the recyclers on the planet. With an unknown capacity, all of them.
 * @param debrisTotal metal + crystal of the field (units)
 * @param recyclerCapacity one recycler's cargo capacity (units), null when unknown
 * @param available recyclers on the origin
 * @returns how many to send (0 only when none are there)
 * @example recyclersNeeded(45_000, 20_000, 5) // 3
 */
export function recyclersNeeded(debrisTotal: number, recyclerCapacity: number | null | undefined, available: number): number {
  const have = whole(available);
  if (have === 0) return 0;
  if (!recyclerCapacity || !Number.isFinite(recyclerCapacity) || recyclerCapacity <= 0) return have;
  const needed = Math.ceil(Math.max(0, debrisTotal) / recyclerCapacity);
  return Math.min(have, Math.max(1, needed));
}

/**
 * Cargo ships enough for `amount` units, or all of them if they are fewer: the biggest ships
 * first, as many as fill without waste, then the rest covered with the smallest ships left.
 * @example cargoShipsFor(27_000, [large 25 000 ×4, small 5 000 ×12]) // { large_cargo: 1, small_cargo: 1 }
 */
export function cargoShipsFor(amount: number, ships: readonly ShipOnPlanet[]): ShipPick {
  const cargo = ships.filter(isCargoShip).sort((a, b) => (b.cargoCapacity ?? 0) - (a.cargoCapacity ?? 0));
  const pick: ShipPick = {};
  let remaining = Math.max(0, amount);
  for (const ship of cargo) {
    const take = Math.min(whole(ship.available), Math.floor(remaining / ship.cargoCapacity!));
    pick[ship.code] = take;
    remaining -= take * ship.cargoCapacity!;
  }
  for (const ship of [...cargo].reverse()) {
    if (remaining <= 0) break;
    const take = Math.min(whole(ship.available) - pick[ship.code]!, Math.ceil(remaining / ship.cargoCapacity!));
    pick[ship.code]! += take;
    remaining -= take * ship.cargoCapacity!;
  }
  return Object.fromEntries(Object.entries(pick).filter(([, quantity]) => quantity > 0));
}

/**
 * The ships the fleet form is prefilled with when a galaxy slot hands over to it, so
 * that only 'Enviar misión' is left: attack all combat ships; transport the cargo ships
 * for the origin's whole stock (see {@link cargoShipsFor}); deploy every ship; colonise one
 * colony ship; espionage one probe. Recycle and other types: nothing (the player chooses).
 * @param stockTotal metal + crystal + deuterium on the origin (units), null while unknown
 */
export function handoverShips(mission: string | null | undefined, ships: readonly ShipOnPlanet[], stockTotal: number | null): ShipPick {
  const all = (list: readonly ShipOnPlanet[]): ShipPick =>
    Object.fromEntries(list.filter((ship) => whole(ship.available) > 0).map((ship) => [ship.code, whole(ship.available)]));
  /** `quantity` ships of one type, or as many as there are, or nothing. */
  const some = (code: string, quantity: number): ShipPick => {
    const have = whole(ships.find((ship) => ship.code === code)?.available ?? 0);
    return have > 0 ? { [code]: Math.min(have, quantity) } : {};
  };
  switch (mission) {
    case 'attack':
      return all(ships.filter((ship) => ship.category === 'combat'));
    case 'transport':
      return stockTotal === null ? {} : cargoShipsFor(stockTotal, ships);
    case 'deploy':
      return all(ships);
    case 'colonize':
      return some(requiredShip('colonize')!, 1);
    case 'espionage':
      return some(requiredShip('espionage')!, DEFAULT_PROBES);
    default:
      return {};
  }
}

/** Why a quick send cannot leave: the origin has no ship of the type the mission needs. */
export type QuickSendRefusal = { reason: 'noShip'; ship: string };

/**
 * The ships of a quick send from a slot: espionage one probe, recycle the
 * recyclers for the whole field (see {@link recyclersNeeded}).
 * @param debrisTotal the field's metal + crystal (units), for recycle
 * @returns the ships, or why not (no probe, no recycler on the origin)
 */
export function quickSendShips(
  mission: 'espionage' | 'recycle',
  ships: readonly ShipOnPlanet[],
  debrisTotal = 0,
): { ships: ShipPick } | QuickSendRefusal {
  const code = requiredShip(mission)!;
  const ship = ships.find((candidate) => candidate.code === code);
  const have = whole(ship?.available ?? 0);
  if (have === 0) return { reason: 'noShip', ship: code };
  const quantity = mission === 'espionage' ? Math.min(have, DEFAULT_PROBES) : recyclersNeeded(debrisTotal, ship?.cargoCapacity, have);
  return { ships: { [code]: quantity } };
}
