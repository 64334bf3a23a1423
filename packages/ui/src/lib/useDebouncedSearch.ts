import { config } from '@imperio/api-client';
import { useDebounced } from './useDebounced';

export interface DebouncedSearchOptions {
  /** Quiet time before the term is used, in ms. @default config.intervals.userSearchDebounceMs (300) */
  delayMs?: number;
  /** Shortest term worth searching. @default config.limits.userSearchMinChars (2) */
  minChars?: number;
}

/**
 * The recipient search term (spec p2 §5): `text` trimmed, once it has stopped changing for
 * `delayMs` and only when it has at least `minChars` characters; '' otherwise (at once when the
 * text becomes too short, so stale results disappear). Callers search when it is non-empty.
 * Built on the generic {@link useDebounced}.
 */
export function useDebouncedSearch(text: string, options: DebouncedSearchOptions = {}): string {
  const delayMs = options.delayMs ?? config.intervals.userSearchDebounceMs;
  const minChars = options.minChars ?? config.limits.userSearchMinChars;
  const trimmed = text.trim();
  const longEnough = trimmed.length >= minChars;
  const term = useDebounced(longEnough ? trimmed : '', delayMs);
  return longEnough ? term : '';
}
