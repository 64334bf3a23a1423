import { config } from '../config';
import { extractors } from '../errors';
import { request } from '../http/client';
import { routes } from '../routes';
import type {
  Message,
  MessageActionResult,
  MessageCategoryOption,
  MessagePage,
  MessageStats,
  MessageTemplate,
  ReplyMessageBody,
  SendMessageBody,
  UserSearchResult,
} from '../schemas/messages';
import type { MessageAction, MessageFolder } from '../schemas/enums';
import type { Id } from '../schemas/common';

/** Filters of the message list (spec p2 §2.7, §7 'Get messages'). `page` is 1-based. */
export interface MessageListParams {
  folder: MessageFolder;
  page: number;
  /** @default config.limits.messagesPageSize (20) */
  pageSize?: number;
  search?: string;
  category?: string;
  /** true: read only, false: unread only, undefined: both. */
  isRead?: boolean;
  isStarred?: boolean;
}

/** GET /messages/categories/ → category options. Silent on failure (spec p2 §8): callers fall back. @throws ApiError */
export function getMessageCategories(signal?: AbortSignal): Promise<MessageCategoryOption[]> {
  return request({
    path: routes.messages.categories,
    schema: (s) => s.messageCategoryListSchema,
    fallbackKey: 'errors:messages.list',
    signal,
  });
}

/** GET /messages/templates/ → templates. Silent on failure (spec p2 §8). @throws ApiError */
export function getMessageTemplates(signal?: AbortSignal): Promise<MessageTemplate[]> {
  return request({
    path: routes.messages.templates,
    schema: (s) => s.messageTemplateListSchema,
    fallbackKey: 'errors:messages.list',
    signal,
  });
}

/**
 * GET /messages/users/search/?q= → matching commanders (spec p2 §7). Callers send only 2+
 * characters (§5, `config.limits.userSearchMinChars`). @throws ApiError
 */
export function searchUsers(query: string, signal?: AbortSignal): Promise<UserSearchResult[]> {
  return request({
    path: routes.messages.userSearch,
    searchParams: { q: query },
    schema: (s) => s.userSearchListSchema,
    fallbackKey: 'errors:generic',
    signal,
  });
}

/**
 * GET /messages/ with folder, page (1-based), page_size (20) and the optional filters
 * (spec p2 §7). Returns `{count, results}`.
 * @throws ApiError, default 'Error al cargar mensajes'
 */
export function getMessages(params: MessageListParams, signal?: AbortSignal): Promise<MessagePage> {
  return request({
    path: routes.messages.list,
    searchParams: {
      folder: params.folder,
      page: params.page,
      page_size: params.pageSize ?? config.limits.messagesPageSize,
      search: params.search?.trim() || undefined,
      category: params.category,
      is_read: params.isRead,
      is_starred: params.isStarred,
    },
    schema: (s) => s.messagePageSchema,
    fallbackKey: 'errors:messages.list',
    signal,
  });
}

/** GET /messages/stats/ → the four folder counts. Silent on failure (spec p2 §8). @throws ApiError */
export function getMessageStats(signal?: AbortSignal): Promise<MessageStats> {
  return request({ path: routes.messages.stats, schema: (s) => s.messageStatsSchema, fallbackKey: 'errors:messages.list', signal });
}

/** GET /messages/{id}/ (spec p2 §7). @throws ApiError, default 'Error al cargar el mensaje' (a 404 means not found) */
export function getMessage(id: Id, signal?: AbortSignal): Promise<Message> {
  return request({ path: routes.messages.detail(id), schema: (s) => s.messageSchema, fallbackKey: 'errors:messages.detail', signal });
}

/**
 * POST /messages/actions/ `{action, message_ids}` (spec p2 §7): mark_read, mark_unread, star,
 * unstar, archive, unarchive or delete.
 * @throws ApiError, default 'Error al realizar la acción' ('Error al cambiar favorito' for star/unstar)
 */
export function messageAction(action: MessageAction, messageIds: Id[]): Promise<MessageActionResult> {
  return request({
    method: 'post',
    path: routes.messages.actions,
    json: { action, message_ids: messageIds },
    schema: (s) => s.messageActionResultSchema,
    fallbackKey: action === 'star' || action === 'unstar' ? 'errors:messages.star' : 'errors:messages.action',
  });
}

/**
 * POST /messages/send/ (spec p2 §5, §7). The caller trims subject and content.
 * @returns the sent message
 * @throws ApiError; `serverMessage` is the first of recipient_username, subject, content,
 *   non_field_errors, then message or error; default 'Error al enviar el mensaje'
 */
export function sendMessage(body: SendMessageBody): Promise<Message> {
  return request({
    method: 'post',
    path: routes.messages.send,
    json: body,
    schema: (s) => s.messageSchema,
    fallbackKey: 'errors:messages.send',
    extract: extractors.sendMessage,
  });
}

/**
 * POST /messages/reply/ (spec p2 §5, §7).
 * @returns the reply
 * @throws ApiError; `serverMessage` is the first of original_message_id, subject, content,
 *   non_field_errors, then message; default 'Error al enviar el mensaje'
 */
export function replyToMessage(body: ReplyMessageBody): Promise<Message> {
  return request({
    method: 'post',
    path: routes.messages.reply,
    json: body,
    schema: (s) => s.messageSchema,
    fallbackKey: 'errors:messages.send',
    extract: extractors.reply,
  });
}
