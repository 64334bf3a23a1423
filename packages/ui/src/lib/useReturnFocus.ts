import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * Where the focus goes when a Radix dialog that has no Radix trigger closes. Radix would focus
 * its (missing) trigger, leaving the focus on `<body>`; this returns it to `returnFocusTo()` when
 * given and still in the page, else to whatever had the focus when the dialog opened, if that is
 * still in the page (a slot, a list item, the button that opened it). With neither, Radix decides.
 * @param open the dialog's open state (the opener is read as it turns true, before Radix moves
 *   the focus inside: layout effects run before Radix's focus scope mounts its content)
 * @param returnFocusTo optional, called on close: the element that should take the focus
 * @returns the `onCloseAutoFocus` handler for Radix Dialog or AlertDialog content
 */
export function useReturnFocus(open: boolean, returnFocusTo?: () => HTMLElement | null) {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement && document.activeElement !== document.body) {
      opener.current = document.activeElement;
    }
  }, [open]);
  return useCallback(
    (event: Event) => {
      const target = [returnFocusTo?.(), opener.current].find((element) => element?.isConnected);
      opener.current = null;
      if (!target) return;
      event.preventDefault();
      target.focus();
    },
    [returnFocusTo],
  );
}
