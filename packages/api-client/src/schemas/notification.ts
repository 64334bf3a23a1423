import * as z from 'zod/mini';
import { idSchema } from './common';

/** Notification (spec p1 §3, p2 §3). `notif_type` stays a string: unknown types show as info. */
export const notificationSchema = z.object({
  id: idSchema,
  notif_type: z.string(),
  type_display: z.nullish(z.string()),
  title: z.nullish(z.string()),
  message: z.nullish(z.string()),
  is_unread: z.nullish(z.boolean()),
  created_at: z.nullish(z.string()),
  shown_at: z.nullish(z.string()),
  read_at: z.nullish(z.string()),
  time_ago: z.nullish(z.string()),
  data: z.nullish(
    z.object({
      planet_coordinates: z.nullish(z.string()),
      building_name: z.nullish(z.string()),
      level: z.nullish(z.union([z.number(), z.string()])),
      /** An attack warning's arrival at the target (ISO 8601), when the server sends one: the shell's attack chip shows it. */
      arrival_time: z.nullish(z.string()),
      /**
       * The mission report a fleet arrival or battle result is about, and its mission, when the
       * server sends them (extras beyond spec p2 §3): the notification then opens that report.
       */
      report_id: z.nullish(idSchema),
      mission_id: z.nullish(idSchema),
    }),
  ),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /notifications/pending/ (spec p1 §7.4). */
export const pendingNotificationsSchema = z.object({ notifications: z.array(notificationSchema) });

/** GET /notifications/counts/ (spec p1 §7.4). */
export const notificationCountsSchema = z.object({
  pending_count: z.int().check(z.nonnegative()),
  unread_count: z.optional(z.int().check(z.nonnegative())),
});
export type NotificationCounts = z.infer<typeof notificationCountsSchema>;

/** GET /notifications/history/ (spec p2 §7). */
export const notificationHistorySchema = z.object({
  notifications: z.array(notificationSchema),
  total_count: z.int().check(z.nonnegative()),
  unread_count: z.int().check(z.nonnegative()),
});
export type NotificationHistory = z.infer<typeof notificationHistorySchema>;
