import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors';
import { retryDelay, shouldRetry } from './retry';

describe('the one retry layer', () => {
  it('retries network failures, time-outs and 5xx twice, never 4xx or unreadable answers', () => {
    expect(shouldRetry(0, new ApiError({ kind: 'network', fallbackKey: 'k' }))).toBe(true);
    expect(shouldRetry(1, new ApiError({ kind: 'timeout', fallbackKey: 'k' }))).toBe(true);
    expect(shouldRetry(2, new ApiError({ kind: 'network', fallbackKey: 'k' }))).toBe(false);
    expect(shouldRetry(0, new ApiError({ kind: 'http', status: 503, fallbackKey: 'k' }))).toBe(true);
    expect(shouldRetry(0, new ApiError({ kind: 'http', status: 404, fallbackKey: 'k' }))).toBe(false);
    expect(shouldRetry(0, new ApiError({ kind: 'http', status: 401, fallbackKey: 'k' }))).toBe(false);
    expect(shouldRetry(0, new ApiError({ kind: 'parse', fallbackKey: 'k' }))).toBe(false);
    expect(shouldRetry(0, new Error('render bug'))).toBe(false);
  });
  it('backs off exponentially up to 30 s', () => {
    expect([0, 1, 2, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 30_000]);
  });
});

describe('backoffInterval', () => {
  it('polls at the base rate while healthy and doubles per failure, capped', async () => {
    const { backoffInterval } = await import('./retry');
    const every = backoffInterval(10_000);
    expect(every({ state: { fetchFailureCount: 0, status: 'success' } })).toBe(10_000);
    expect(every({ state: { fetchFailureCount: 1, status: 'error' } })).toBe(20_000);
    expect(every({ state: { fetchFailureCount: 3, status: 'error' } })).toBe(80_000);
    expect(every({ state: { fetchFailureCount: 30, status: 'error' } })).toBe(300_000);
  });
});
