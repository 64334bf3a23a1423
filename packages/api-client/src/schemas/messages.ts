import './common';
import * as z from 'zod/mini';
import { idSchema, listOf, pageOf } from './common';

/** A party of a message: the sender object has username and display_name (spec p2 §3). */
export const messagePartySchema = z.object({
  id: z.nullish(idSchema),
  username: z.nullish(z.string()),
  display_name: z.nullish(z.string()),
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
  content: z.nullish(z.string()),
  sender: z.nullish(messagePartySchema),
  sender_display_name: z.nullish(z.string()),
  recipient: z.nullish(messagePartySchema),
  category: z.nullish(z.string()),
  category_display: z.nullish(z.string()),
  priority: z.nullish(z.string()),
  priority_display: z.nullish(z.string()),
  is_read: z.nullish(z.boolean()),
  read_at: z.nullish(z.string()),
  is_starred: z.nullish(z.boolean()),
  is_archived: z.nullish(z.boolean()),
  is_system_message: z.nullish(z.boolean()),
  created_at: z.nullish(z.string()),
  related_planet_coordinates: z.nullish(z.string()),
  related_battle_id: z.nullish(idSchema),
  metadata: z.nullish(z.record(z.string(), z.unknown())),
});
export type Message = z.infer<typeof messageSchema>;

/** GET /messages/ → `{count, results}` (spec p2 §7 'Get messages'). */
export const messagePageSchema = pageOf(messageSchema);
export type MessagePage = z.infer<typeof messagePageSchema>;

/** Message category option (spec p2 §3): value, label, icon. */
export const messageCategoryOptionSchema = z.object({ value: z.string(), label: z.string(), icon: z.nullish(z.string()) });
export type MessageCategoryOption = z.infer<typeof messageCategoryOptionSchema>;
export const messageCategoryListSchema = listOf(messageCategoryOptionSchema);

/** Template (spec p2 §3): id, name, subject_template, content_template. */
export const messageTemplateSchema = z.object({
  id: idSchema,
  name: z.string(),
  subject_template: z.nullish(z.string()),
  content_template: z.nullish(z.string()),
});
export type MessageTemplate = z.infer<typeof messageTemplateSchema>;
export const messageTemplateListSchema = listOf(messageTemplateSchema);

/** User search result (spec p2 §3): id, username, display_name, empire_name. */
export const userSearchResultSchema = z.object({
  id: idSchema,
  username: z.string(),
  display_name: z.nullish(z.string()),
  empire_name: z.nullish(z.string()),
});
export type UserSearchResult = z.infer<typeof userSearchResultSchema>;
export const userSearchListSchema = listOf(userSearchResultSchema);

/** GET /messages/stats/ (spec p2 §3 'Message stats'). */
export const messageStatsSchema = z.object({
  unread_messages: z.int().check(z.nonnegative()),
  sent_messages: z.int().check(z.nonnegative()),
  starred_messages: z.int().check(z.nonnegative()),
  archived_messages: z.int().check(z.nonnegative()),
});
export type MessageStats = z.infer<typeof messageStatsSchema>;

/** POST /messages/actions/ answer (docs/api.md): `{success, affected}`. */
export const messageActionResultSchema = z.object({
  success: z.optional(z.boolean()),
  affected: z.optional(z.int().check(z.nonnegative())),
});
export type MessageActionResult = z.infer<typeof messageActionResultSchema>;

/** Bodies of POST /messages/send/ and /messages/reply/ (spec p2 §7): the schemas' inputs. */
export type { ReplyMessageBody, SendMessageBody } from './requests';
