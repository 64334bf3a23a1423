/**
 * Runs `work` in a task of its own once the browser is idle (`requestIdleCallback`, at the latest
 * after `timeoutMs`), or after a 0 ms timer where there is no idle callback (Safari, jsdom). For
 * code a screen may need soon but not for its first paint: loaded then, it stays out of the first
 * screen's downloads and tasks.
 * @param work what to run
 * @param timeoutMs the longest wait for an idle moment, in ms
 * @returns a function that cancels it if it has not run
 */
export function whenIdle(work: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(work, 0);
  return () => clearTimeout(id);
}
