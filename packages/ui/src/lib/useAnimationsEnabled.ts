import { useEffect, useState, type RefObject } from 'react';
import { featureFlags } from '@imperio/api-client';

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
  const [enabled, setEnabled] = useState(false);
  useEffect(() => {
    if (!featureFlags.animations) {
      setEnabled(false);
      return undefined;
    }
    if (override !== undefined) {
      setEnabled(override);
      return undefined;
    }
    if (ref.current?.closest('.no-animations')) {
      setEnabled(false);
      return undefined;
    }
    const query = typeof window.matchMedia === 'function' ? window.matchMedia('(prefers-reduced-motion: reduce)') : null;
    const update = () => setEnabled(!query?.matches);
    update();
    query?.addEventListener?.('change', update);
    return () => query?.removeEventListener?.('change', update);
  }, [ref, override]);
  return enabled;
}
