import { config } from '../config';
import { call } from '../calls/call';
import { messagesCalls } from '../calls/messages';
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
  return call(messagesCalls.getMessageCategories, { signal });
}

/** GET /messages/templates/ → templates. Silent on failure (spec p2 §8). @throws ApiError */
export function getMessageTemplates(signal?: AbortSignal): Promise<MessageTemplate[]> {
  return call(messagesCalls.getMessageTemplates, { signal });
}

/**
 * GET /messages/users/search/?q= → matching commanders (spec p2 §7). Callers send only 2+
 * characters (§5, `config.limits.userSearchMinChars`). @throws ApiError
 */
export function searchUsers(query: string, signal?: AbortSignal): Promise<UserSearchResult[]> {
  return call(messagesCalls.searchUsers, { query: { q: query }, signal });
}

/**
 * GET /messages/ with folder, page (1-based), page_size (20) and the optional filters
 * (spec p2 §7). Returns `{count, results}`.
 * @throws ApiError, default 'Error al cargar mensajes'
 */
export function getMessages(params: MessageListParams, signal?: AbortSignal): Promise<MessagePage> {
  return call(messagesCalls.getMessages, {
    query: {
      folder: params.folder,
      page: params.page,
      page_size: params.pageSize ?? config.limits.messagesPageSize,
      search: params.search?.trim() || undefined,
      category: params.category,
      is_read: params.isRead,
      is_starred: params.isStarred,
    },
    signal,
  });
}

/** GET /messages/stats/ → the four folder counts. Silent on failure (spec p2 §8). @throws ApiError */
export function getMessageStats(signal?: AbortSignal): Promise<MessageStats> {
  return call(messagesCalls.getMessageStats, { signal });
}

/** GET /messages/{id}/ (spec p2 §7). @throws ApiError, default 'Error al cargar el mensaje' (a 404 means not found) */
export function getMessage(id: Id, signal?: AbortSignal): Promise<Message> {
  return call(messagesCalls.getMessage, { params: { id }, signal });
}

/**
 * POST /messages/actions/ `{action, message_ids}` (spec p2 §7): mark_read, mark_unread, star,
 * unstar, archive, unarchive or delete.
 * @throws ApiError, default 'Error al realizar la acción' ('Error al cambiar favorito' for star/unstar)
 */
export function messageAction(action: MessageAction, messageIds: Id[]): Promise<MessageActionResult> {
  return call(messagesCalls.messageAction, {
    body: { action, message_ids: messageIds },
    fallbackKey: action === 'star' || action === 'unstar' ? 'errors:messages.star' : undefined,
  });
}

/**
 * POST /messages/send/ (spec p2 §5, §7). The caller trims subject and content.
 * @returns the sent message
 * @throws ApiError; `serverMessage` is the first of recipient_username, subject, content,
 *   non_field_errors, then message or error; default 'Error al enviar el mensaje'
 */
export function sendMessage(body: SendMessageBody): Promise<Message> {
  return call(messagesCalls.sendMessage, { body });
}

/**
 * POST /messages/reply/ (spec p2 §5, §7).
 * @returns the reply
 * @throws ApiError; `serverMessage` is the first of original_message_id, subject, content,
 *   non_field_errors, then message; default 'Error al enviar el mensaje'
 */
export function replyToMessage(body: ReplyMessageBody): Promise<Message> {
  return call(messagesCalls.replyToMessage, { body });
}
