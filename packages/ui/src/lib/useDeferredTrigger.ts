import { useCallback, useState } from 'react';

/** The props of the look-alike button: what Radix's closed trigger says, and the handlers. */
export interface LookAlikeProps {
  type: 'button';
  'aria-haspopup': 'menu' | 'dialog';
  'aria-expanded': false;
  'data-state': 'closed';
  onClick: () => void;
  onFocus: () => void;
  onBlur: () => void;
}

/** What `useDeferredTrigger` returns. */
export interface DeferredTrigger {
  /** Spread on the look-alike button shown while the widget's code loads; `popup` is what it opens. */
  lookAlike: (popup: 'menu' | 'dialog') => LookAlikeProps;
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
  const lookAlike = useCallback(
    (popup: 'menu' | 'dialog'): LookAlikeProps => ({
      type: 'button',
      'aria-haspopup': popup,
      'aria-expanded': false,
      'data-state': 'closed',
      onClick: () => setOpenOnLoad(true),
      onFocus: () => setFocusOnLoad(true),
      onBlur: () => setFocusOnLoad(false),
    }),
    [],
  );
  return { lookAlike, openOnLoad, focusOnLoad };
}
