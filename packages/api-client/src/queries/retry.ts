import { ApiError } from '../errors';

/**
 * The one retry layer (no double retries): TanStack Query retries network failures, time-outs
 * and 5xx up to twice; 4xx and unreadable answers are never retried.
 * Use as `new QueryClient({ defaultOptions: { queries: { retry: shouldRetry } } })`.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  if (!(error instanceof ApiError)) return false;
  if (error.kind === 'parse') return false;
  if (error.kind === 'http') return error.status >= 500;
  return true;
}

/** Exponential back-off between retries, in ms: 1 s, 2 s, 4 s… capped at 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

/**
 * A polling interval that backs off while the call keeps failing, to spare a struggling server:
 * `base` ms while healthy, then doubling per consecutive failure up to 5 minutes. Use as
 * `refetchInterval: backoffInterval(config.intervals.x)`. TanStack Query already stops polling
 * while the tab is hidden (`refetchIntervalInBackground: false`).
 */
export function backoffInterval(base: number, max = 300_000) {
  return (query: { state: { fetchFailureCount: number; status: string } }): number => {
    const failures = query.state.status === 'error' ? Math.max(1, query.state.fetchFailureCount) : 0;
    return Math.min(base * 2 ** failures, Math.max(base, max));
  };
}
