import { QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * Test helper for the mutation factories' invalidation, used by unit tests
 * only: a client whose cache holds one fresh entry per named key, and the names of the entries a
 * mutation marked stale.
 * @param keys one query key per domain, by a readable name
 */
export function invalidationProbe(keys: Record<string, QueryKey>): { client: QueryClient; invalidated: () => string[] } {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  for (const key of Object.values(keys)) client.setQueryData(key, { filled: true });
  const invalidated = () =>
    Object.entries(keys)
      .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
      .map(([name]) => name);
  return { client, invalidated };
}
