import { QueryClient } from '@tanstack/react-query';
import { retryDelay, shouldRetry } from '@imperio/api-client';

/**
 * A QueryClient with Imperio's defaults: one retry layer (network, time-out and 5xx, twice, with
 * back-off; never 4xx), no polling in hidden tabs (TanStack's default), refetch on focus. The one
 * exception to the hidden-tab rule is the notifications poll of a player who opted in to alerts
 * while away (`notificationQueries.pending({ background: true })`, 60 s, for the alerts while away).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay, staleTime: 5_000, refetchIntervalInBackground: false },
      mutations: { retry: false },
    },
  });
}
