import type { Id } from '@imperio/api-client';
import { allowsMissionType } from '@imperio/rules';
import { fleetLink, type GalaxySlot } from '../../lib/galaxy';

/** The missions a galaxy slot hands over to the fleet form. */
export type SlotMission = 'espionage' | 'attack' | 'transport' | 'deploy' | 'colonize' | 'recycle';

export interface SlotFleetAction {
  mission: SlotMission;
  /** The destination type the fleet form gets (spec p2 §5). */
  type: 'planet' | 'debris';
}

const BY_KIND: Record<GalaxySlot['kind'], readonly SlotMission[]> = {
  // Own planets: carry resources or move the fleet there; never spy on or attack oneself.
  mine: ['transport', 'deploy'],
  // Another commander's planet: spy, attack or deliver; deploying is for own planets only.
  occupied: ['espionage', 'attack', 'transport'],
  // No owner, or no planet at all: only a colony ship has anything to do there.
  free: ['colonize'],
  empty: ['colonize'],
};

/**
 * The fleet missions a slot offers, in button order (spec p2 §5 'Mission types
 * filtered by destination'): own planet transport and deploy (none for the selected planet, the
 * origin: p2 §5 refuses a fleet to its own origin), a foreign planet espionage, attack and
 * transport, a free or empty position colonise, and recycle when the slot holds debris. Every
 * entry passes `allowsMissionType` for its destination type.
 * @param selectedPlanetId the selected (origin) planet's id, compared as text
 */
export function slotMissions(slot: Pick<GalaxySlot, 'kind' | 'planet' | 'debris'>, selectedPlanetId?: Id | null): SlotFleetAction[] {
  const isOrigin = slot.kind === 'mine' && selectedPlanetId != null && slot.planet?.id === selectedPlanetId;
  const planet: SlotFleetAction[] = isOrigin ? [] : BY_KIND[slot.kind].map((mission) => ({ mission, type: 'planet' }));
  const debris: SlotFleetAction[] = slot.debris ? [{ mission: 'recycle', type: 'debris' }] : [];
  return [...planet, ...debris].filter((action) => allowsMissionType(action.type, action.mission));
}

/** The fleet form's address for one of a slot's missions: `/fleet?g=&s=&p=&type=&mission=`. */
export function slotFleetLink(place: { galaxy: number; system: number; position: number }, action: SlotFleetAction): string {
  return fleetLink(place, action.type, action.mission);
}

/** The compose address for a message to a player (`/messages?compose=<username>`). */
export function composeLink(username: string): string {
  return `/messages?${new URLSearchParams({ compose: username }).toString()}`;
}
