import { z } from 'zod';
import { idSchema } from './common';

/** Notification (spec p1 §3, p2 §3). `notif_type` stays a string: unknown types show as info. */
export const notificationSchema = z.object({
  id: idSchema,
  notif_type: z.string(),
  type_display: z.string().nullish(),
  title: z.string().nullish(),
  message: z.string().nullish(),
  is_unread: z.boolean().nullish(),
  created_at: z.string().nullish(),
  shown_at: z.string().nullish(),
  read_at: z.string().nullish(),
  time_ago: z.string().nullish(),
  data: z
    .object({
      planet_coordinates: z.string().nullish(),
      building_name: z.string().nullish(),
      level: z.union([z.number(), z.string()]).nullish(),
      /** An attack warning's arrival at the target (ISO 8601), when the server sends one: the shell's attack chip shows it. */
      arrival_time: z.string().nullish(),
      /**
       * The mission report a fleet arrival or battle result is about, and its mission, when the
       * server sends them (extras beyond spec p2 §3): the notification then opens that report.
       */
      report_id: idSchema.nullish(),
      mission_id: idSchema.nullish(),
    })
    .nullish(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /notifications/pending/ (spec p1 §7.4). */
export const pendingNotificationsSchema = z.object({ notifications: z.array(notificationSchema) });

/** GET /notifications/counts/ (spec p1 §7.4). */
export const notificationCountsSchema = z.object({
  pending_count: z.number().int().nonnegative(),
  unread_count: z.number().int().nonnegative().optional(),
});
export type NotificationCounts = z.infer<typeof notificationCountsSchema>;

/** GET /notifications/history/ (spec p2 §7). */
export const notificationHistorySchema = z.object({
  notifications: z.array(notificationSchema),
  total_count: z.number().int().nonnegative(),
  unread_count: z.number().int().nonnegative(),
});
export type NotificationHistory = z.infer<typeof notificationHistorySchema>;
