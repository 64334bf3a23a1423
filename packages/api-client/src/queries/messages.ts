import { queryOptions } from '@tanstack/react-query';
import { getMessage, getMessageCategories, getMessages, getMessageStats, getMessageTemplates, searchUsers, type MessageListParams } from '../endpoints/messages';

type Id = number | string;

/** Query keys of messages; every mutation invalidates `messageKeys.all`. */
export const messageKeys = {
  all: ['messages'] as const,
  lists: () => [...messageKeys.all, 'list'] as const,
  list: (params: MessageListParams) => [...messageKeys.lists(), params] as const,
  detail: (id: Id) => [...messageKeys.all, 'detail', String(id)] as const,
  stats: () => [...messageKeys.all, 'stats'] as const,
  categories: () => [...messageKeys.all, 'categories'] as const,
  templates: () => [...messageKeys.all, 'templates'] as const,
  userSearch: (query: string) => [...messageKeys.all, 'users', query] as const,
};

/** Query factories for messages (spec p2 §7). Silent calls (§8) do not retry. */
export const messageQueries = {
  list: (params: MessageListParams) => queryOptions({ queryKey: messageKeys.list(params), queryFn: ({ signal }) => getMessages(params, signal) }),
  detail: (id: Id) => queryOptions({ queryKey: messageKeys.detail(id), queryFn: ({ signal }) => getMessage(id, signal) }),
  stats: () => queryOptions({ queryKey: messageKeys.stats(), queryFn: ({ signal }) => getMessageStats(signal), retry: false }),
  categories: () => queryOptions({ queryKey: messageKeys.categories(), queryFn: ({ signal }) => getMessageCategories(signal), retry: false, staleTime: Infinity }),
  templates: () => queryOptions({ queryKey: messageKeys.templates(), queryFn: ({ signal }) => getMessageTemplates(signal), retry: false, staleTime: Infinity }),
  /** Recipient search; callers enable it only with 2+ characters (spec p2 §5). */
  userSearch: (query: string) => queryOptions({ queryKey: messageKeys.userSearch(query), queryFn: ({ signal }) => searchUsers(query, signal), retry: false, staleTime: 30_000 }),
};
