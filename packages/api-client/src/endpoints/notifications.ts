import { config } from '../config';
import { request, send } from '../http/client';
import { routes } from '../routes';
import type { Notification, NotificationCounts, NotificationHistory } from '../schemas/notification';

/** GET /notifications/counts/ (spec p1 §7.4). @throws ApiError (callers treat failure as 0) */
export function getNotificationCounts(signal?: AbortSignal): Promise<NotificationCounts> {
  return request({
    path: routes.notifications.counts,
    schema: (s) => s.notificationCountsSchema,
    fallbackKey: 'errors:notifications.overlay',
    signal,
  });
}

/** GET /notifications/pending/ → the pending list (spec p1 §7.4). @throws ApiError 'Error de notificaciones' */
export async function getPendingNotifications(signal?: AbortSignal): Promise<Notification[]> {
  const answer = await request({
    path: routes.notifications.pending,
    schema: (s) => s.pendingNotificationsSchema,
    fallbackKey: 'errors:notifications.overlay',
    signal,
  });
  return answer.notifications;
}

/** POST /notifications/mark-shown/ `{notification_ids}` (spec p1 §4: told after display). */
export function markNotificationsShown(ids: Array<number | string>): Promise<void> {
  return send({
    method: 'post',
    path: routes.notifications.markShown,
    json: { notification_ids: ids },
    fallbackKey: 'errors:notifications.overlay',
  });
}

/**
 * GET /notifications/history/ (spec p2 §7): `limit` 20, `offset` = page × 20, optional `type`.
 * @throws ApiError 'Error al cargar el historial de notificaciones'
 */
export function getNotificationHistory(
  params: { page: number; type?: string; limit?: number },
  signal?: AbortSignal,
): Promise<NotificationHistory> {
  const limit = params.limit ?? config.limits.notificationsPageSize;
  return request({
    path: routes.notifications.history,
    searchParams: { limit, offset: params.page * limit, type: params.type },
    schema: (s) => s.notificationHistorySchema,
    fallbackKey: 'errors:notifications.history',
    signal,
  });
}

/** POST /notifications/{id}/read/ (silent on failure, spec p2 §8). */
export function markNotificationRead(id: number | string): Promise<void> {
  return send({ method: 'post', path: routes.notifications.read(id), fallbackKey: 'errors:notifications.history' });
}

/** DELETE /notifications/{id}/delete/ (silent on failure, spec p2 §8). */
export function deleteNotification(id: number | string): Promise<void> {
  return send({ method: 'delete', path: routes.notifications.delete(id), fallbackKey: 'errors:notifications.history' });
}

/** POST /notifications/bulk-action/ `{action: 'mark_all_read'}` (silent on failure). */
export function markAllNotificationsRead(): Promise<void> {
  return send({
    method: 'post',
    path: routes.notifications.bulkAction,
    json: { action: 'mark_all_read' },
    fallbackKey: 'errors:notifications.history',
  });
}

/** POST /notifications/create/ (spec p1 §7.4). */
export function createNotification(body: {
  notif_type: string;
  title: string;
  message: string;
  data?: Record<string, unknown>;
}): Promise<Notification> {
  return request({
    method: 'post',
    path: routes.notifications.create,
    json: body,
    schema: (s) => s.notificationSchema,
    fallbackKey: 'errors:generic',
  });
}
