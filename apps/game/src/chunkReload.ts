/** sessionStorage key: when this tab last reloaded because a chunk failed to load (ms). */
export const CHUNK_RELOAD_KEY = 'imperio.chunk_reload_at';
/** A second failure within this time is not reloaded again: the error boundary shows instead. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;

/**
 * After a redeploy an open tab asks for chunks that no longer exist; Vite then fires
 * `vite:preloadError`. The tab reloads once to pick up the new files; a
 * sessionStorage time stamp stops a loop when the reload does not help (the server is down or
 * still deploying): then the error goes on to the error boundary. The event is not cancelled,
 * so until the page goes the boundary shows the real error ('Recargar'), not a broken module.
 * @param win the window to watch @default window
 * @returns a function that removes the listener
 */
export function reloadOnceOnChunkError(win: Window = window): () => void {
  const onPreloadError = () => {
    let last: number;
    try {
      last = Number(win.sessionStorage.getItem(CHUNK_RELOAD_KEY) ?? 0);
    } catch {
      return; // no storage, no guard: never reload
    }
    if (Date.now() - last < CHUNK_RELOAD_GUARD_MS) return;
    win.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
    win.location.reload();
  };
  win.addEventListener('vite:preloadError', onPreloadError);
  return () => win.removeEventListener('vite:preloadError', onPreloadError);
}
