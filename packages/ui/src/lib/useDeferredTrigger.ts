import { useCallback, useEffect, useState, type ComponentType, type KeyboardEvent } from 'react';
import { whenIdle } from './whenIdle';

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

/** The loads in flight or done, by loader: the instances of one widget ask for its code once. */
const loads = new WeakMap<object, Promise<unknown>>();

/**
 * Loads a widget's code once for all its instances. A failed load is forgotten: the next call
 * tries again. @returns a promise of the load, which rejects when it fails
 */
function loadOnce<P>(load: () => Promise<ComponentType<P>>): Promise<unknown> {
  let pending = loads.get(load);
  if (!pending) {
    pending = load().then((component) => loadedWidgets.set(load, component));
    pending.catch(() => loads.delete(load));
    loads.set(load, pending);
  }
  return pending;
}

/** How long a widget's code may wait for an idle moment after the shell has mounted, in ms. */
const IDLE_LOAD_TIMEOUT_MS = 3_000;

/**
 * A Radix widget of the shell (a menu, a popover, a sheet) behind a look-alike trigger, to keep
 * the first paint light. Its code loads after the shell's first paint, once the browser is idle (`load`,
 * called once for all the widget's instances; at once when the player opens it before then), and
 * the widget itself mounts only when the player first opens it: mounting Radix's positioning and
 * presence layers sets state while React commits, which makes React re-render synchronously and run
 * every pending effect in that commit's task, and six of them would mount at start-up. The look-alike
 * is replaced as the popup opens, when the focus moves into the popup anyway; the press is not lost
 * (`openOnLoad`: the widget opens as it mounts) and the real trigger takes the focus the look-alike
 * had (`focusOnLoad`), where the popup returns it when it closes. Never throws; a failed load
 * leaves the look-alike (a press tries again).
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
    const fetchCode = () =>
      void loadOnce(load).then(
        () => {
          if (live && engaged) setArrived((count) => count + 1);
        },
        () => undefined,
      );
    // Not asked for yet: when the browser is idle, in a task of its own. Each load adds a
    // `<link rel="modulepreload">` per file, and in the shell's mount effects they lengthened the
    // task that commits the shell (less blocking time). Asked for: at once.
    let cancel: (() => void) | undefined;
    if (engaged) fetchCode();
    else cancel = whenIdle(fetchCode, IDLE_LOAD_TIMEOUT_MS);
    return () => {
      live = false;
      cancel?.();
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
