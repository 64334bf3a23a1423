import { useMediaQuery } from './useMediaQuery';

/** Phones: below 768 px (issue 16: the phone layout, sheets instead of side panels). */
export const PHONE_QUERY = '(max-width: 767.98px)';

/**
 * Whether the viewport is phone-sized (below 768 px), following resizes; false where
 * `matchMedia` is missing and on the server.
 */
export function useIsPhone(): boolean {
  return useMediaQuery(PHONE_QUERY);
}
