import { queryOptions } from '@tanstack/react-query';
import { config } from '../config';
import { getNotificationCounts, getNotificationHistory, getPendingNotifications } from '../endpoints/notifications';
import { backoffInterval } from './retry';

export const notificationKeys = {
  all: ['notifications'] as const,
  counts: () => [...notificationKeys.all, 'counts'] as const,
  pending: () => [...notificationKeys.all, 'pending'] as const,
  history: (page: number, type?: string) => [...notificationKeys.all, 'history', { page, type: type ?? null }] as const,
};

/** Query factories for notifications (spec p1 §7.4, p2 §7). */
export const notificationQueries = {
  /** The bell's count, refreshed every 30 s (p1 §9). A failure is silent: callers read 0. */
  counts: () =>
    queryOptions({
      queryKey: notificationKeys.counts(),
      queryFn: ({ signal }) => getNotificationCounts(signal),
      refetchInterval: backoffInterval(config.intervals.notificationCountMs),
      retry: false,
    }),
  /** Pending pop-ups, polled every 10 s (p1 §9). */
  pending: () =>
    queryOptions({
      queryKey: notificationKeys.pending(),
      queryFn: ({ signal }) => getPendingNotifications(signal),
      refetchInterval: backoffInterval(config.intervals.pendingNotificationsMs),
    }),
  history: (page: number, type?: string) =>
    queryOptions({ queryKey: notificationKeys.history(page, type), queryFn: ({ signal }) => getNotificationHistory({ page, type }, signal) }),
};
