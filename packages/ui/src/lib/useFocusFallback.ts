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
 * can hold it again, on `fallback` if it is gone — as long as the focus is nowhere else.
 */
function settleFocus(
  held: RefObject<HTMLElement | null>,
  container: RefObject<HTMLElement | null>,
  fallback: RefObject<HTMLElement | null>,
): void {
  const control = held.current;
  const document = container.current?.ownerDocument;
  if (!control || !document || document.activeElement === control) return;
  if (!focusFell(document)) {
    held.current = null;
    return;
  }
  if (!control.isConnected) {
    held.current = null;
    if (fallback.current?.isConnected) fallback.current.focus();
  } else if (!isDisabled(control)) {
    held.current = null;
    control.focus();
  }
  // Still disabled: wait for a later commit.
}

/**
 * Keeps a keyboard or screen reader user's place in an item (a card) when its focused control
 * stops being focusable without the player moving on: disabled while its request is out, then
 * gone — an 'Mejorar' button that becomes a countdown once the upgrade starts. The focus goes
 * back to the control if it is enabled again (the request failed), or to `fallback` (a control
 * of the same item that stays) if it is gone, instead of falling to the page's start. Focus the
 * player moves elsewhere is left alone.
 *
 * Browsers differ: Chromium sends `focusout` when the focused control is disabled or removed
 * (checked a microtask later), the spec and jsdom send nothing (checked after each commit).
 * @param container the item @param fallback the control to focus when the lost one is gone
 */
export function useFocusFallback(container: RefObject<HTMLElement | null>, fallback: RefObject<HTMLElement | null>): void {
  // The control inside that holds the focus, or that lost it without the player moving it.
  const held = useRef<HTMLElement | null>(null);

  const settle = () => settleFocus(held, container, fallback);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement) held.current = event.target;
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      const left = event.target;
      if (next instanceof Node && element.contains(next)) return;
      // Moved by the player to another control: not ours to keep.
      if (next !== null || !(left instanceof HTMLElement)) {
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
    element.addEventListener('focusin', onFocusIn);
    element.addEventListener('focusout', onFocusOut);
    return () => {
      element.removeEventListener('focusin', onFocusIn);
      element.removeEventListener('focusout', onFocusOut);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- settle reads refs only
  }, [container]);

  useLayoutEffect(settle);
}
