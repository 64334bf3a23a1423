import { config, type DebrisField, type GalaxySystem, type Planet, type User } from '@imperio/api-client';
import { clampGalaxy, clampSystem, COORDINATE_LIMITS, type Coordinates } from './coordinates';

/**
 * Rules of the galaxy screen (spec p1 §2.6, §7.2, §9): how a planet is classed, the 15 slots of
 * a system, its stats, the nearby-debris window, navigation bounds and keyboard moves.
 */

/** mine | occupied | free (p1 §2.6); `empty` is a position with no planet at all. */
export type SlotKind = 'mine' | 'occupied' | 'free' | 'empty';

/** The owner's display name: `owner.display_name`, else `owner_name`, else undefined. */
export function ownerNameOf(planet: Pick<Planet, 'owner' | 'owner_name'>): string | undefined {
  const name = planet.owner?.display_name?.trim() || planet.owner_name?.trim();
  return name || undefined;
}

/**
 * Classes a planet (p1 §2.6): `mine` when its owner id or owner name equals the logged-in
 * user's (ids are numbers once parsed; name against display_name or username),
 * `occupied` when it has another owner, `free` when it has none.
 */
export function classifyPlanet(
  planet: Pick<Planet, 'owner' | 'owner_name'>,
  user: Pick<User, 'id' | 'display_name' | 'username'> | null | undefined,
): Exclude<SlotKind, 'empty'> {
  const ownerId = planet.owner?.id;
  const name = ownerNameOf(planet);
  if (ownerId === undefined && !name) return 'free';
  if (user) {
    if (ownerId !== undefined && ownerId !== null && ownerId === user.id) return 'mine';
    const userNames = [user.display_name, user.username].map((n) => n?.trim()).filter(Boolean);
    if (name && userNames.includes(name)) return 'mine';
  }
  return 'occupied';
}

export interface GalaxySlot {
  /** 1–15. */
  position: number;
  planet: Planet | null;
  kind: SlotKind;
  debris: DebrisField | null;
}

/** Position of a planet: its `position`, else the last number of its coordinates. */
function positionOf(planet: Planet): number | undefined {
  if (typeof planet.position === 'number') return planet.position;
  const last = Number(planet.coordinates?.split(':')[2]);
  return Number.isInteger(last) ? last : undefined;
}

/**
 * The 15 slots of a system, in order: each with its planet (or null), its class and the debris
 * field at that position of this system (from the nearby-debris list, which may hold others).
 * Planets with no readable position or outside 1–15 are ignored; the first planet at a position wins.
 */
export function buildSlots(
  system: Pick<GalaxySystem, 'x' | 'y' | 'planets'>,
  debris: readonly DebrisField[],
  user: Parameters<typeof classifyPlanet>[1],
): GalaxySlot[] {
  const count = config.limits.positionsPerSystem;
  const slots: GalaxySlot[] = Array.from({ length: count }, (_, index) => ({
    position: index + 1,
    planet: null,
    kind: 'empty',
    debris: null,
  }));
  for (const planet of system.planets ?? []) {
    const position = positionOf(planet);
    if (position === undefined || position < 1 || position > count) continue;
    const slot = slots[position - 1]!;
    if (slot.planet) continue;
    slot.planet = planet;
    slot.kind = classifyPlanet(planet, user);
  }
  for (const field of debris) {
    if (Number(field.galaxy) !== Number(system.x) || Number(field.system) !== Number(system.y)) continue;
    const slot = slots[Number(field.position) - 1];
    if (slot && !slot.debris) slot.debris = field;
  }
  return slots;
}

export interface SystemStats {
  /** Colonised planets (an owner), 0–15. */
  colonized: number;
  /** Positions without an owner, 0–15. */
  free: number;
  explored: boolean;
  /** True while a free position remains. */
  colonizable: boolean;
}

/**
 * Side-panel stats (p1 §2.6): colonised from `colonized_planets_count` (else counted), free from
 * `free_positions` (else 15 − colonised).
 */
export function systemStats(system: GalaxySystem, slots?: readonly GalaxySlot[]): SystemStats {
  const count = config.limits.positionsPerSystem;
  const counted = slots
    ? slots.filter((slot) => slot.kind === 'mine' || slot.kind === 'occupied').length
    : (system.planets ?? []).filter((p) => ownerNameOf(p) || p.owner).length;
  const reported = Number(system.colonized_planets_count);
  const colonized = Math.min(count, Math.max(0, Number.isFinite(reported) && system.colonized_planets_count != null ? reported : counted));
  const free = Math.min(count, Math.max(0, system.free_positions ? system.free_positions.length : count - colonized));
  return { colonized, free, explored: system.explored, colonizable: free > 0 };
}

/**
 * The nearby-debris window (p1 §7.2, p2 §9): the current galaxy, systems max(1, s − 2) to s + 2.
 */
export function debrisWindow(galaxy: number, system: number): { galaxy: number; system_min: number; system_max: number } {
  const radius = config.limits.nearbyDebrisRadius;
  return { galaxy, system_min: Math.max(1, system - radius), system_max: system + radius };
}

/**
 * One step of the header's previous/next buttons: galaxy or system ± 1, kept within bounds
 * (never below 1, p1 §2.6). Changing galaxy keeps the system number.
 */
export function step(current: Coordinates, axis: 'galaxy' | 'system', delta: number): Coordinates {
  return axis === 'galaxy'
    ? { galaxy: clampGalaxy(current.galaxy + delta), system: current.system }
    : { galaxy: current.galaxy, system: clampSystem(current.system + delta) };
}

/** Whether a step would move at all (the button is disabled otherwise). */
export function canStep(current: Coordinates, axis: 'galaxy' | 'system', delta: number): boolean {
  const next = step(current, axis, delta);
  return next.galaxy !== current.galaxy || next.system !== current.system;
}

/** Limits re-exported for screens. */
export const NAVIGATION_LIMITS = COORDINATE_LIMITS;

/**
 * Keyboard moves in the 15-slot grid of 5 columns. Arrows move by one slot (left/right) or one
 * row (up/down), Home/End to the first/last slot. Left from the first slot and right from the
 * last one leave the system: they answer `previous` / `next`.
 * @returns the new slot index (0–14), `previous`/`next` system, or null for other keys
 */
export function gridMove(
  index: number,
  key: string,
  columns = 5,
  count = config.limits.positionsPerSystem,
): number | 'previous' | 'next' | null {
  switch (key) {
    case 'ArrowLeft':
      return index === 0 ? 'previous' : index - 1;
    case 'ArrowRight':
      return index === count - 1 ? 'next' : index + 1;
    case 'ArrowUp':
      return index - columns >= 0 ? index - columns : index;
    case 'ArrowDown':
      return index + columns < count ? index + columns : index;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** Field-usage tone (p1 §9): under 50 % used green, under 80 % yellow, otherwise red. */
export function fieldsTone(used: number, total: number): 'success' | 'warning' | 'danger' {
  const ratio = total > 0 ? used / total : 1;
  if (ratio < config.fieldThresholds.green) return 'success';
  if (ratio < config.fieldThresholds.yellow) return 'warning';
  return 'danger';
}

/**
 * The fleet screen's address for a mission to a place (read by the Fleet screen):
 * `/fleet?g=1&s=42&p=7&type=debris` (type: planet | debris), optionally `&mission=colonize`.
 */
export function fleetLink(
  place: Required<Coordinates>,
  type: 'planet' | 'debris',
  mission?: 'colonize' | 'recycle' | 'espionage' | 'attack' | 'transport' | 'deploy',
): string {
  const params = new URLSearchParams({ g: String(place.galaxy), s: String(place.system), p: String(place.position), type });
  if (mission) params.set('mission', mission);
  return `/fleet?${params.toString()}`;
}
