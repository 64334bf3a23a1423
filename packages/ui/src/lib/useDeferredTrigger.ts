import { useMemo, useState } from 'react';

/** What `useDeferredTrigger` returns. */
export interface DeferredTrigger {
  /** Spread on the look-alike button shown while the widget's code loads. */
  fallbackProps: { onClick: () => void; onFocus: () => void; onBlur: () => void };
  /** The player pressed the look-alike: open the widget as soon as it has loaded. */
  openOnLoad: boolean;
  /** The look-alike had the focus when it was replaced: give it to the real trigger. */
  focusOnLoad: boolean;
}

/**
 * For a widget whose code loads lazily after the first paint (issue 16 item 7: the shell's first
 * task does not evaluate Radix's menus, popovers and dialogs): the look-alike trigger shown
 * meanwhile remembers a press and the focus, so nothing the player did in those few
 * milliseconds is lost when the real trigger replaces it. Never throws.
 */
export function useDeferredTrigger(): DeferredTrigger {
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const [focusOnLoad, setFocusOnLoad] = useState(false);
  const fallbackProps = useMemo(
    () => ({ onClick: () => setOpenOnLoad(true), onFocus: () => setFocusOnLoad(true), onBlur: () => setFocusOnLoad(false) }),
    [],
  );
  return { fallbackProps, openOnLoad, focusOnLoad };
}
