import { useEffect, useState, type RefObject } from 'react';
import { featureFlags } from '@imperio/api-client';
import { useMediaQuery } from './useMediaQuery';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * Whether the navigation map may animate. Decided after mount, in this order:
 * 1. `featureFlags.animations` off (configuration; the visual tests rely on it) → never;
 * 2. `override` given (tests, stories) → that value;
 * 3. inside an element with the `no-animations` class (the workbench's frozen-clock stories) → off;
 * 4. the reader asks for reduced motion (`prefers-reduced-motion: reduce`) → off, and it follows
 *    changes of that setting while mounted.
 * Starts false so the first paint is always the still layout (step 0).
 */
export function useAnimationsEnabled(ref: RefObject<Element | null>, override?: boolean): boolean {
  const motion = !useMediaQuery(REDUCED_MOTION);
  // null until mounted; then whether the element sits inside a `no-animations` subtree.
  const [inStillTree, setInStillTree] = useState<boolean | null>(null);
  useEffect(() => {
    setInStillTree(Boolean(ref.current?.closest('.no-animations')));
  }, [ref]);
  if (!featureFlags.animations || inStillTree === null) return false;
  return override ?? (!inStillTree && motion);
}
