import { skipToken, type SkipToken } from '@tanstack/react-query';
import type { Id } from '../schemas/common';

/** An id a screen may not have yet (no planet selected, no message open). */
export type MaybeId = Id | null | undefined;

/**
 * The `queryFn` of a query that needs an id: TanStack Query's `skipToken` while there is none
 * (the query stays idle and cannot fetch a placeholder id), else the call with the id and the
 * query's abort signal.
 * @param id the id the call needs; null or undefined skips the query
 * @param call the endpoint function
 */
export function withId<T>(
  id: MaybeId,
  call: (id: Id, signal: AbortSignal) => Promise<T>,
): SkipToken | ((context: { signal: AbortSignal }) => Promise<T>) {
  return id === null || id === undefined ? skipToken : ({ signal }) => call(id, signal);
}

/** An id as a query key holds it: '' while there is none (the query is then skipped). */
export type KeyId = Id | '';

/** The key part of an id that may be missing: '' while there is none (the query is skipped). */
export const keyId = (id: MaybeId): KeyId => id ?? '';
