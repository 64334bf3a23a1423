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
/**
 * The traversal of a `history.back()` that dropped a closed sheet's entry, until it lands (its
 * popstate, a task or more later: hundreds of ms on a busy phone). A sheet opened meanwhile pushes
 * its entry only once it has landed: Chromium resolves the traversal against the entries as they
 * were when `back()` was called, so an entry pushed in between is dropped with it, and its
 * popstate would close the sheet that had just opened.
 */
let dropping: Promise<void> | null = null;

/** The longest a traversal is waited for (ms); past it a sheet pushes its entry anyway. */
const DROP_WAIT_MS = 1000;

const ownEntry = () => (window.history.state as Record<string, unknown> | null)?.[KEY];

/** Goes back one entry and records the traversal in `dropping` until its popstate (or `DROP_WAIT_MS`). */
function dropEntry(): void {
  const landed = new Promise<void>((resolve) => {
    const done = () => {
      window.removeEventListener('popstate', done);
      clearTimeout(timer);
      if (dropping === landed) dropping = null;
      resolve();
    };
    const timer = setTimeout(done, DROP_WAIT_MS);
    window.addEventListener('popstate', done);
  });
  dropping = landed;
  window.history.back();
}

/**
 * While `open`, a sheet owns one browser-history entry, so the system Back (the phone's back
 * gesture, the browser's button) closes the sheet instead of leaving the page (spec p2 §2.1–2.4
 * on phones: a detail is a sheet over the list). The entry copies the router's state and keeps
 * the address, so react-router sees the same location. Closing the sheet in the page (its back
 * control, Esc) removes the entry again with `history.back()`; a navigation that replaced it
 * (a link followed from the sheet) is left alone. A sheet opened while that `back()` is still
 * on its way adds its entry once it has landed.
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
    let id: number | null = null;
    let cancelled = false;
    let popped = false;
    const onPop = () => {
      if (ownEntry() === id) return;
      popped = true;
      close.current();
    };
    const own = (entry: number) => {
      id = entry;
      window.addEventListener('popstate', onPop);
    };
    if (pendingDrop && ownEntry() === pendingDrop.id) {
      clearTimeout(pendingDrop.timer);
      own(pendingDrop.id);
    } else {
      const push = () => {
        if (cancelled) return;
        const entry = ++lastId;
        window.history.pushState({ ...((window.history.state as object | null) ?? {}), [KEY]: entry }, '');
        own(entry);
      };
      if (dropping) void dropping.then(push);
      else push();
    }
    pendingDrop = null;
    return () => {
      cancelled = true;
      window.removeEventListener('popstate', onPop);
      const entry = id;
      if (popped || entry === null) return;
      const timer = setTimeout(() => {
        if (pendingDrop?.id === entry) pendingDrop = null;
        if (ownEntry() === entry) dropEntry();
      }, 0);
      pendingDrop = { id: entry, timer };
    };
  }, [open]);
}
