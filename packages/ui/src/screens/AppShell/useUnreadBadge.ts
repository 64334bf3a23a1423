import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { config, messageQueries, notificationQueries } from '@imperio/api-client';
import { capCount } from '../../lib/format';
import { useSession } from '../../state/session';

/** The unread counts: notifications, messages, their sum, and the sum's badge text ('99+' cap). */
export interface UnreadCounts {
  notifications: number;
  messages: number;
  total: number;
  badge: string;
}

/**
 * What waits unread in Mensajes (spec p2 §2.7): the unread notifications (`unread_count` of
 * GET /notifications/counts/, the bell's query, every 30 s) and the unread messages
 * (`unread_messages` of GET /messages/stats/, every 30 s). A failed or missing count reads 0.
 * This is not the pending count of the pop-ups (that one stays on the bell). The shell reads it
 * once, in `UnreadProvider`; its badges read the provider.
 * @returns the two counts, their sum and the sum's badge text ('99+' cap)
 */
export function useUnreadBadge(): UnreadCounts {
  const session = useSession();
  const counts = useQuery({ ...notificationQueries.counts(), enabled: session !== null });
  const stats = useQuery({
    ...messageQueries.stats(),
    enabled: session !== null,
    refetchInterval: config.intervals.notificationCountMs,
  });
  const notifications = counts.isError ? 0 : (counts.data?.unread_count ?? 0);
  const messages = stats.isError ? 0 : (stats.data?.unread_messages ?? 0);
  // One object while the counts stay: the provider's readers re-render only when a count changes.
  return useMemo(() => {
    const total = notifications + messages;
    return { notifications, messages, total, badge: capCount(total, config.limits.badgeCap) };
  }, [notifications, messages]);
}
