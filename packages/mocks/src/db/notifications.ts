import { Collection } from '@msw/data';
import { notificationSchema } from '@imperio/api-client/schemas/index';
import { z } from 'zod';
import { extend } from 'zod/mini';

/** Notifications per user: pending until shown (mark-shown), unread until read. */
export const notifications = new Collection({
  schema: extend(notificationSchema, {
    id: z.number(),
    user_id: z.number(),
    is_pending: z.boolean(),
    is_unread: z.boolean(),
    created_ms: z.number(),
  }),
});

export type NotificationRecord = ReturnType<typeof notifications.all>[number];

export function publicNotification(record: NotificationRecord) {
  const { user_id: _user, is_pending: _pending, created_ms: _ms, ...rest } = record;
  return rest;
}
