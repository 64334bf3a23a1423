import './common';
import { z } from 'zod';
import { idSchema, listOf, pageOf } from './common';

/** A party of a message: the sender object has username and display_name (spec p2 §3). */
export const messagePartySchema = z.object({
  id: idSchema.nullish(),
  username: z.string().nullish(),
  display_name: z.string().nullish(),
});
export type MessageParty = z.infer<typeof messagePartySchema>;

/**
 * Message (spec p2 §3). `content` is HTML from another player: render it only through the
 * sanitiser. `category` and `priority` stay strings so an unknown value shows a default icon.
 * Only `id` and `subject` are required.
 */
export const messageSchema = z.object({
  id: idSchema,
  subject: z.string(),
  content: z.string().nullish(),
  sender: messagePartySchema.nullish(),
  sender_display_name: z.string().nullish(),
  recipient: messagePartySchema.nullish(),
  category: z.string().nullish(),
  category_display: z.string().nullish(),
  priority: z.string().nullish(),
  priority_display: z.string().nullish(),
  is_read: z.boolean().nullish(),
  read_at: z.string().nullish(),
  is_starred: z.boolean().nullish(),
  is_archived: z.boolean().nullish(),
  is_system_message: z.boolean().nullish(),
  created_at: z.string().nullish(),
  related_planet_coordinates: z.string().nullish(),
  related_battle_id: idSchema.nullish(),
  metadata: z.record(z.string(), z.unknown()).nullish(),
});
export type Message = z.infer<typeof messageSchema>;

/** GET /messages/ → `{count, results}` (spec p2 §7 'Get messages'). */
export const messagePageSchema = pageOf(messageSchema);
export type MessagePage = z.infer<typeof messagePageSchema>;

/** Message category option (spec p2 §3): value, label, icon. */
export const messageCategoryOptionSchema = z.object({ value: z.string(), label: z.string(), icon: z.string().nullish() });
export type MessageCategoryOption = z.infer<typeof messageCategoryOptionSchema>;
export const messageCategoryListSchema = listOf(messageCategoryOptionSchema);

/** Template (spec p2 §3): id, name, subject_template, content_template. */
export const messageTemplateSchema = z.object({
  id: idSchema,
  name: z.string(),
  subject_template: z.string().nullish(),
  content_template: z.string().nullish(),
});
export type MessageTemplate = z.infer<typeof messageTemplateSchema>;
export const messageTemplateListSchema = listOf(messageTemplateSchema);

/** User search result (spec p2 §3): id, username, display_name, empire_name. */
export const userSearchResultSchema = z.object({
  id: idSchema,
  username: z.string(),
  display_name: z.string().nullish(),
  empire_name: z.string().nullish(),
});
export type UserSearchResult = z.infer<typeof userSearchResultSchema>;
export const userSearchListSchema = listOf(userSearchResultSchema);

/** GET /messages/stats/ (spec p2 §3 'Message stats'). */
export const messageStatsSchema = z.object({
  unread_messages: z.number().int().nonnegative(),
  sent_messages: z.number().int().nonnegative(),
  starred_messages: z.number().int().nonnegative(),
  archived_messages: z.number().int().nonnegative(),
});
export type MessageStats = z.infer<typeof messageStatsSchema>;

/** POST /messages/actions/ answer (docs/api.md): `{success, affected}`. */
export const messageActionResultSchema = z.object({ success: z.boolean().optional(), affected: z.number().int().nonnegative().optional() });
export type MessageActionResult = z.infer<typeof messageActionResultSchema>;

/** Bodies of POST /messages/send/ and /messages/reply/ (spec p2 §7): the schemas' inputs. */
export type { ReplyMessageBody, SendMessageBody } from './requests';
