import { QueryClient } from '@tanstack/react-query';
import { retryDelay, shouldRetry } from '@imperio/api-client';

/**
 * A QueryClient with Imperio's defaults: one retry layer (network, time-out and 5xx, twice, with
 * back-off; never 4xx), no polling in hidden tabs (TanStack's default), refetch on focus.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay, staleTime: 5_000, refetchIntervalInBackground: false },
      mutations: { retry: false },
    },
  });
}
