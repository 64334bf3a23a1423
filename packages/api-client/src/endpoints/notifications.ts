import { config } from '../config';
import { call } from '../calls/call';
import { notificationsCalls } from '../calls/notifications';
import type { Id } from '../schemas/common';
import type { Notification, NotificationCounts, NotificationHistory } from '../schemas/notification';

/** GET /notifications/counts/ (spec p1 §7.4). @throws ApiError (callers treat failure as 0) */
export function getNotificationCounts(signal?: AbortSignal): Promise<NotificationCounts> {
  return call(notificationsCalls.getNotificationCounts, { signal });
}

/** GET /notifications/pending/ → the pending list (spec p1 §7.4). @throws ApiError 'Error de notificaciones' */
export async function getPendingNotifications(signal?: AbortSignal): Promise<Notification[]> {
  const answer = await call(notificationsCalls.getPendingNotifications, { signal });
  return answer.notifications;
}

/** POST /notifications/mark-shown/ `{notification_ids}` (spec p1 §4: told after display). */
export function markNotificationsShown(ids: Id[]): Promise<void> {
  return call(notificationsCalls.markNotificationsShown, { body: { notification_ids: ids } });
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
  return call(notificationsCalls.getNotificationHistory, { query: { limit, offset: params.page * limit, type: params.type }, signal });
}

/** POST /notifications/{id}/read/ (silent on failure, spec p2 §8). */
export function markNotificationRead(id: Id): Promise<void> {
  return call(notificationsCalls.markNotificationRead, { params: { id } });
}

/** DELETE /notifications/{id}/delete/ (silent on failure, spec p2 §8). */
export function deleteNotification(id: Id): Promise<void> {
  return call(notificationsCalls.deleteNotification, { params: { id } });
}

/** POST /notifications/bulk-action/ `{action: 'mark_all_read'}` (silent on failure). */
export function markAllNotificationsRead(): Promise<void> {
  return call(notificationsCalls.markAllNotificationsRead, { body: { action: 'mark_all_read' } });
}

/** POST /notifications/create/ (spec p1 §7.4). */
export function createNotification(body: {
  notif_type: string;
  title: string;
  message: string;
  data?: Record<string, unknown>;
}): Promise<Notification> {
  return call(notificationsCalls.createNotification, { body });
}
