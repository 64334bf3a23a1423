import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/** True when nothing holds the focus: it fell to the page's start (`<body>`). */
function focusFell(document: Document): boolean {
  const active = document.activeElement;
  return !active || active === document.body;
}

/** A control that cannot hold the focus for now (disabled while its request is out). */
const isDisabled = (element: HTMLElement) => 'disabled' in element && element.disabled === true;

/**
 * After a commit or a focusout: puts the focus back where `held` lost it — on the control if it
 * can hold it again, on `fallback` if it is gone or stays disabled after the request — as long
 * as the focus is nowhere else.
 */
function settleFocus(
  held: RefObject<HTMLElement | null>,
  container: RefObject<HTMLElement | null>,
  fallback: RefObject<HTMLElement | null>,
  busy: RefObject<boolean>,
): void {
  const control = held.current;
  const document = container.current?.ownerDocument;
  if (!control || !document || document.activeElement === control) return;
  if (!focusFell(document)) {
    held.current = null;
    return;
  }
  if (!isDisabled(control) && control.isConnected) {
    held.current = null;
    control.focus();
  } else if (!control.isConnected || !busy.current) {
    // Gone, or left disabled once the request is over: the fallback, as soon as it is there.
    if (!fallback.current?.isConnected) return;
    held.current = null;
    fallback.current.focus();
  }
  // Disabled while the request is out: wait for a later commit.
}

/**
 * Keeps a keyboard or screen reader user's place in an item (a card, a panel) when its focused
 * control stops being focusable without the player moving on: disabled while its request is
 * out, then gone (an 'Mejorar' button that becomes a countdown once the upgrade starts) or left
 * disabled ('Investigar' while the research runs). The focus goes back to the control if it is
 * enabled again (the request failed), else to `fallback` (a control or message of the same item),
 * instead of falling to the page's start. Focus the player moves elsewhere is left alone.
 *
 * Browsers differ: Chromium sends `focusout` when the focused control is disabled or removed
 * (checked a microtask later), the spec and jsdom send nothing (checked after each commit).
 * @param container the item @param fallback what to focus when the lost control is gone or stays disabled
 * @param busy whether the control's request is out (while it is, a disabled control is waited for)
 */
export function useFocusFallback(container: RefObject<HTMLElement | null>, fallback: RefObject<HTMLElement | null>, busy = false): void {
  // The control inside that holds the focus, or that lost it without the player moving it.
  const held = useRef<HTMLElement | null>(null);
  const busyRef = useRef(busy);
  useLayoutEffect(() => {
    busyRef.current = busy;
  });

  const settle = () => settleFocus(held, container, fallback, busyRef);

  // On the document, not the item: the item's element may come later (a form shown once a unit
  // is chosen), and an element removed mid-event may no longer be inside it.
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const element = container.current;
      if (element && event.target instanceof HTMLElement && element.contains(event.target)) held.current = event.target;
    };
    const onFocusOut = (event: FocusEvent) => {
      const left = event.target;
      if (left !== held.current || !(left instanceof HTMLElement)) return;
      const next = event.relatedTarget;
      if (next instanceof Node && container.current?.contains(next)) return;
      // Moved by the player to another control: not ours to keep.
      if (next !== null) {
        held.current = null;
        return;
      }
      // Decided a microtask later: the control may be on its way out of the document.
      queueMicrotask(() => {
        // Still there and enabled: a click on nothing, the player's choice.
        if (left.isConnected && !isDisabled(left)) {
          if (held.current === left) held.current = null;
          return;
        }
        settle();
      });
    };
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- settle reads refs only
  }, [container]);

  useLayoutEffect(settle);
}
