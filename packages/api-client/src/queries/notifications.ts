import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { config } from '../config';
import {
  deleteNotification,
  getNotificationCounts,
  getNotificationHistory,
  getPendingNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from '../endpoints/notifications';
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

type Id = number | string;

/**
 * Mutation factories for notifications (spec p1 §7.4, p2 §7). Failures are silent (§8): each
 * reloads every notification query (bell count, pending, history) whether it worked or not.
 */
export const notificationMutations = {
  /** POST /notifications/{id}/read/. */
  markRead: () =>
    mutationOptions({
      mutationKey: [...notificationKeys.all, 'read'],
      mutationFn: (id: Id) => markNotificationRead(id),
      onSettled: (_data, _error, _id, _result, { client }) => client.invalidateQueries({ queryKey: notificationKeys.all }),
    }),
  /** POST /notifications/bulk-action/ `{action: 'mark_all_read'}`. */
  markAllRead: () =>
    mutationOptions({
      mutationKey: [...notificationKeys.all, 'read-all'],
      mutationFn: () => markAllNotificationsRead(),
      onSettled: (_data, _error, _vars, _result, { client }) => client.invalidateQueries({ queryKey: notificationKeys.all }),
    }),
  /** DELETE /notifications/{id}/delete/. */
  remove: () =>
    mutationOptions({
      mutationKey: [...notificationKeys.all, 'delete'],
      mutationFn: (id: Id) => deleteNotification(id),
      onSettled: (_data, _error, _id, _result, { client }) => client.invalidateQueries({ queryKey: notificationKeys.all }),
    }),
};
