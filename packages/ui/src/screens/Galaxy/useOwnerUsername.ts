import { useQuery } from '@tanstack/react-query';
import { messageQueries } from '@imperio/api-client';
import { ownerNameOf, type GalaxySlot } from '../../lib/galaxy';

/**
 * The username of a foreign slot's owner, for 'Enviar mensaje'. Planets carry
 * the owner's id and display name but not the username compose needs (p1 §3, p2 §5), so the
 * messages centre's recipient search (p2 §7, 2+ characters) is asked with the display name and
 * the result with the owner's id (else the same display name) is taken.
 * @returns the username, or null while searching, for own/free/empty slots, or when no player matches
 */
export function useOwnerUsername(slot: Pick<GalaxySlot, 'kind' | 'planet'> | null): string | null {
  const owner = slot?.kind === 'occupied' && slot.planet ? slot.planet.owner : null;
  const name = slot?.kind === 'occupied' && slot.planet ? (ownerNameOf(slot.planet) ?? '') : '';
  const search = useQuery({ ...messageQueries.userSearch(name), enabled: name.length >= 2 });
  if (!name || !search.data) return null;
  const byId = owner?.id != null ? search.data.find((user) => user.id === owner.id) : undefined;
  const match = byId ?? search.data.find((user) => user.display_name?.trim() === name);
  return match?.username ?? null;
}
