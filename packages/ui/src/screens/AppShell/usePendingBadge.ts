import { useQuery } from '@tanstack/react-query';
import { config, notificationQueries } from '@imperio/api-client';
import { capCount } from '../../lib/format';
import { useSession } from '../../state/session';

/**
 * The pending-notification count of the bell (spec p1 §2.3: every 30 s,
 * '99+' cap, a failure reads 0). Each badge calls it (one cache entry, one request), so a new
 * count re-renders the badges, not the whole shell (short tasks on a phone).
 * @returns the count and its badge text
 */
export function usePendingBadge(): { pending: number; badge: string } {
  const session = useSession();
  const counts = useQuery({ ...notificationQueries.counts(), enabled: session !== null });
  const pending = counts.isError ? 0 : (counts.data?.pending_count ?? 0);
  return { pending, badge: capCount(pending, config.limits.badgeCap) };
}
