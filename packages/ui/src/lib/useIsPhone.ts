import { PHONE_QUERY } from '../theme/tokens';
import { useMediaQuery } from './useMediaQuery';

/**
 * Whether the viewport is phone-sized (below 768 px), following resizes; false where
 * `matchMedia` is missing and on the server.
 */
export function useIsPhone(): boolean {
  return useMediaQuery(PHONE_QUERY);
}
