import { useEffect, useRef } from 'react';

/** The key of the entry a sheet adds to `history.state` (beside the router's own fields). */
const KEY = 'imperioSheet';
let lastId = 0;
/**
 * The entry of a sheet that just closed, dropped on the next task: an effect that runs again at
 * once (React's StrictMode in development, or another sheet opening in the same commit) takes it
 * over instead of stacking a second one, and `history.back()` never races a `pushState`.
 */
let pendingDrop: { id: number; timer: ReturnType<typeof setTimeout> } | null = null;

const ownEntry = () => (window.history.state as Record<string, unknown> | null)?.[KEY];

/**
 * While `open`, a sheet owns one browser-history entry, so the system Back (the phone's back
 * gesture, the browser's button) closes the sheet instead of leaving the page (spec p2 §2.1–2.4
 * on phones: a detail is a sheet over the list). The entry copies the router's state and keeps
 * the address, so react-router sees the same location. Closing the sheet in the page (its back
 * control, Esc) removes the entry again with `history.back()`; a navigation that replaced it
 * (a link followed from the sheet) is left alone.
 * @param open whether the sheet is shown
 * @param onClose called when Back leaves the sheet's entry (the caller closes the sheet)
 */
export function useHistoryBackCloses(open: boolean, onClose: () => void): void {
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (!open) return;
    let id: number;
    if (pendingDrop && ownEntry() === pendingDrop.id) {
      clearTimeout(pendingDrop.timer);
      id = pendingDrop.id;
    } else {
      id = ++lastId;
      window.history.pushState({ ...((window.history.state as object | null) ?? {}), [KEY]: id }, '');
    }
    pendingDrop = null;
    let popped = false;
    const onPop = () => {
      if (ownEntry() === id) return;
      popped = true;
      close.current();
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      if (popped) return;
      const timer = setTimeout(() => {
        if (pendingDrop?.id === id) pendingDrop = null;
        if (ownEntry() === id) window.history.back();
      }, 0);
      pendingDrop = { id, timer };
    };
  }, [open]);
}
