import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS, CHUNK_RELOAD_KEY, reloadOnceOnChunkError } from './chunkReload';

/** A window stand-in: real events and sessionStorage, a reload that is only counted. */
function fakeWindow() {
  const target = new EventTarget();
  const reload = vi.fn();
  const win = Object.assign(target, { sessionStorage, location: { reload } }) as unknown as Window;
  return { win, reload };
}

function preloadError(win: Window): Event {
  const event = new Event('vite:preloadError', { cancelable: true });
  win.dispatchEvent(event);
  return event;
}

afterEach(() => {
  sessionStorage.clear();
  vi.useRealTimers();
});

describe('reloadOnceOnChunkError', () => {
  it('reloads once when a chunk fails, and not again within the guard time', () => {
    const { win, reload } = fakeWindow();
    const stop = reloadOnceOnChunkError(win);
    preloadError(win);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(Number(sessionStorage.getItem(CHUNK_RELOAD_KEY))).toBeGreaterThan(0);

    // The reloaded page meets the same failure (the server is still deploying): no loop.
    preloadError(win);
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
  });

  it('reloads again for a later redeploy, once the guard time has passed', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const { win, reload } = fakeWindow();
    const stop = reloadOnceOnChunkError(win);
    preloadError(win);
    vi.setSystemTime(1_000_000 + CHUNK_RELOAD_GUARD_MS + 1);
    preloadError(win);
    expect(reload).toHaveBeenCalledTimes(2);
    stop();
    preloadError(win);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
