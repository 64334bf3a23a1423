import { useCallback, useEffect, useState, type ComponentType, type KeyboardEvent } from 'react';

/** The props of the look-alike button: what Radix's closed trigger says, and the handlers. */
export interface LookAlikeProps {
  type: 'button';
  'aria-haspopup': 'menu' | 'dialog';
  'aria-expanded': false;
  'data-state': 'closed';
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  onFocus: () => void;
  onBlur: () => void;
}

/** What `useDeferredTrigger` returns. */
export interface DeferredTrigger<P> {
  /** Spread on the look-alike button shown until the widget is needed; `popup` is what it opens. */
  lookAlike: (popup: 'menu' | 'dialog') => LookAlikeProps;
  /**
   * The widget, once the player has opened it from the look-alike (a press, Enter or Space, or
   * ArrowDown for a menu) and its code has loaded; null until then: show the look-alike.
   */
  Widget: ComponentType<P> | null;
  /** The player pressed the look-alike: open the widget as it mounts. */
  openOnLoad: boolean;
  /** The look-alike had the focus when it was replaced: give it to the real trigger. */
  focusOnLoad: boolean;
}

/** The widgets whose code has arrived, by their loader (the same for every instance of a widget). */
const loadedWidgets = new WeakMap<object, unknown>();

/**
 * A Radix widget of the shell (a menu, a popover, a sheet) behind a look-alike trigger (issue 16
 * items 7 and 8). Its code loads after the shell's first paint (`load`, called once on mount and
 * again when the player opens it before it has loaded), and the widget itself mounts only when
 * the player first opens it: mounting Radix's positioning and presence layers sets state while
 * React commits, which makes React re-render synchronously and run every pending effect in that
 * commit's task, and five of them mounted at start-up. The look-alike is replaced as the popup
 * opens, when the focus moves into the popup anyway; the press is not lost (`openOnLoad`: the
 * widget opens as it mounts) and the real trigger takes the focus the look-alike had
 * (`focusOnLoad`), where the popup returns it when it closes. Never throws; a failed load leaves
 * the look-alike (a press tries again).
 * @param load resolves to the widget's component; keep it stable (a module-level function)
 */
export function useDeferredTrigger<P>(load: () => Promise<ComponentType<P>>): DeferredTrigger<P> {
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const [focusOnLoad, setFocusOnLoad] = useState(false);
  const [engaged, setEngaged] = useState(false);
  // Re-renders the host only when the code arrives after the player asked for the widget: its
  // arrival alone changes nothing on screen (the shell renders once while its data arrive).
  const [, setArrived] = useState(0);
  useEffect(() => {
    if (loadedWidgets.has(load)) return;
    let live = true;
    load().then(
      (component) => {
        loadedWidgets.set(load, component);
        if (live && engaged) setArrived((count) => count + 1);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
    // `engaged`: a press before the code arrived (or after a failed load) asks again.
  }, [load, engaged]);
  // The player opened the look-alike: mount the widget, opened.
  const open = useCallback(() => {
    setOpenOnLoad(true);
    setEngaged(true);
  }, []);
  const lookAlike = useCallback(
    (popup: 'menu' | 'dialog'): LookAlikeProps => ({
      type: 'button',
      'aria-haspopup': popup,
      'aria-expanded': false,
      'data-state': 'closed',
      onClick: open,
      // Radix opens a menu from its trigger with ArrowDown as well (Enter and Space click).
      onKeyDown: (event) => {
        if (popup !== 'menu' || event.key !== 'ArrowDown') return;
        event.preventDefault();
        open();
      },
      onFocus: () => setFocusOnLoad(true),
      onBlur: () => setFocusOnLoad(false),
    }),
    [open],
  );
  const loaded = engaged ? (loadedWidgets.get(load) as ComponentType<P> | undefined) : undefined;
  return { lookAlike, Widget: loaded ?? null, openOnLoad, focusOnLoad };
}
