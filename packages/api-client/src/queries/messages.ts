import { mutationOptions, queryOptions } from '@tanstack/react-query';
import {
  getMessage,
  getMessageCategories,
  getMessages,
  getMessageStats,
  getMessageTemplates,
  messageAction,
  replyToMessage,
  searchUsers,
  sendMessage,
  type MessageListParams,
} from '../endpoints/messages';
import type { MessageAction } from '../schemas/enums';
import type { Id } from '../schemas/common';
import { keyId, type KeyId, withId, type MaybeId } from './skip';

/** Query keys of messages; every mutation invalidates `messageKeys.all`. */
export const messageKeys = {
  all: ['messages'] as const,
  lists: () => [...messageKeys.all, 'list'] as const,
  list: (params: MessageListParams) => [...messageKeys.lists(), params] as const,
  detail: (id: KeyId) => [...messageKeys.all, 'detail', String(id)] as const,
  stats: () => [...messageKeys.all, 'stats'] as const,
  categories: () => [...messageKeys.all, 'categories'] as const,
  templates: () => [...messageKeys.all, 'templates'] as const,
  userSearch: (query: string) => [...messageKeys.all, 'users', query] as const,
};

/** Query factories for messages (spec p2 §7). Silent calls (§8) do not retry. */
export const messageQueries = {
  list: (params: MessageListParams) =>
    queryOptions({ queryKey: messageKeys.list(params), queryFn: ({ signal }) => getMessages(params, signal) }),
  /** One message; skipped (`skipToken`) while none is open. */
  detail: (id: MaybeId) => queryOptions({ queryKey: messageKeys.detail(keyId(id)), queryFn: withId(id, getMessage) }),
  stats: () => queryOptions({ queryKey: messageKeys.stats(), queryFn: ({ signal }) => getMessageStats(signal), retry: false }),
  categories: () =>
    queryOptions({
      queryKey: messageKeys.categories(),
      queryFn: ({ signal }) => getMessageCategories(signal),
      retry: false,
      staleTime: Infinity,
    }),
  templates: () =>
    queryOptions({
      queryKey: messageKeys.templates(),
      queryFn: ({ signal }) => getMessageTemplates(signal),
      retry: false,
      staleTime: Infinity,
    }),
  /** Recipient search; callers enable it only with 2+ characters (spec p2 §5). */
  userSearch: (query: string) =>
    queryOptions({
      queryKey: messageKeys.userSearch(query),
      queryFn: ({ signal }) => searchUsers(query, signal),
      retry: false,
      staleTime: 30_000,
    }),
};

/** What the compose modal sends: subject and content already trimmed; `replyToId` answers that message. */
export interface MessageDraft {
  recipient: string;
  subject: string;
  content: string;
  replyToId?: Id | null;
}

/** One action over messages (spec p2 §7 POST /messages/actions/). */
export interface MessageActionVariables {
  kind: MessageAction;
  ids: Id[];
}

/**
 * Mutation factories for messages (spec p2 §5, §7). Each owns its invalidation (every message
 * query, since counts, folders and the reader all change); screens add their own effects in
 * `mutate(vars, { onSuccess })` and keep their controls disabled while `isPending`.
 */
export const messageMutations = {
  /** POST /messages/send/, or /messages/reply/ with `replyToId`. @throws ApiError 'Error al enviar el mensaje' */
  send: () =>
    mutationOptions({
      mutationKey: [...messageKeys.all, 'send'],
      mutationFn: (draft: MessageDraft) =>
        draft.replyToId !== undefined && draft.replyToId !== null
          ? replyToMessage({ original_message_id: draft.replyToId, subject: draft.subject, content: draft.content })
          : sendMessage({ recipient_username: draft.recipient, subject: draft.subject, content: draft.content }),
      onSuccess: (_message, _draft, _result, { client }) => client.invalidateQueries({ queryKey: messageKeys.all }),
    }),
  /**
   * POST /messages/actions/ over one or many ids: mark_read, mark_unread, star, unstar, archive,
   * unarchive, delete. Reloads every message query whether it worked or not.
   * @throws ApiError 'Error al realizar la acción' ('Error al cambiar favorito' for star/unstar)
   */
  action: () =>
    mutationOptions({
      mutationKey: [...messageKeys.all, 'action'],
      mutationFn: ({ kind, ids }: MessageActionVariables) => messageAction(kind, ids),
      onSettled: (_answer, _error, _vars, _result, { client }) => client.invalidateQueries({ queryKey: messageKeys.all }),
    }),
};
