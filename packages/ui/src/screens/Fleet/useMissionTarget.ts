import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { debrisQueries, galaxyQueries } from '@imperio/api-client';
import { buildSlots, debrisWindow, ownerNameOf, type GalaxySlot } from '../../lib/galaxy';
import { coordinateValue } from '../../lib/fleet';
import { useDebounced } from '../../lib/useDebounced';
import { useSession } from '../../state/session';

/** The system is asked this long after the last keystroke in a coordinate (ms). */
const TARGET_DEBOUNCE_MS = 300;

/** What the galaxy says about the slot at the form's coordinates (spec p1 §2.6 classes). */
export interface MissionTarget {
  /** The slot (planet, class mine/occupied/free/empty, debris); null while unknown. */
  slot: GalaxySlot | null;
  /** The planet's name and owner, when the slot holds one. */
  name?: string;
  owner?: string;
  loading: boolean;
  failed: boolean;
}

/**
 * The slot at `galaxy:system:position` (raw form text; fallbacks as lib/fleet's) from the galaxy
 * system answer and the nearby debris, the same queries (and cache) as the galaxy screen, asked
 * 300 ms after the last change; planets are classed for the signed-in player (lib/galaxy
 * `classifyPlanet`).
 * @param enabled false while the form is not on screen (nothing is asked)
 */
export function useMissionTarget(coordinates: { galaxy: string; system: string; position: string }, enabled: boolean): MissionTarget {
  const session = useSession();
  const key = `${coordinateValue(coordinates.galaxy, 'galaxy')}:${coordinateValue(coordinates.system, 'system')}`;
  const settled = useDebounced(key, TARGET_DEBOUNCE_MS);
  const [galaxy, system] = settled.split(':').map(Number) as [number, number];
  const systemQuery = useQuery({ ...galaxyQueries.system(galaxy, system), enabled });
  const debrisQuery = useQuery({ ...debrisQueries.nearby(debrisWindow(galaxy, system)), enabled });
  const position = coordinateValue(coordinates.position, 'position');
  const slots = useMemo(
    () => (systemQuery.data ? buildSlots(systemQuery.data, debrisQuery.data ?? [], session?.user) : null),
    [systemQuery.data, debrisQuery.data, session?.user],
  );
  const current = settled === key;
  const slot = current && slots ? (slots[position - 1] ?? null) : null;
  const planet = slot?.planet ?? null;
  return {
    slot,
    name: planet ? (planet.name ?? planet.coordinates ?? undefined) : undefined,
    owner: planet ? ownerNameOf(planet) : undefined,
    loading: enabled && (!current || systemQuery.isPending),
    failed: current && systemQuery.isError,
  };
}
