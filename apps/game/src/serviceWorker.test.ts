import { describe, expect, it, vi } from 'vitest';
import { registerServiceWorker, SERVICE_WORKER } from './serviceWorker';

/** A window whose document is in `readyState`, with a service worker container when `workers`. */
function fakeWindow(readyState: DocumentReadyState, workers = true) {
  const register = vi.fn(() => Promise.resolve({}));
  const target = new EventTarget();
  const win = Object.assign(target, {
    navigator: workers ? { serviceWorker: { register } } : {},
    document: { readyState },
  }) as unknown as Window;
  return { win, register, load: () => target.dispatchEvent(new Event('load')) };
}

describe('registerServiceWorker', () => {
  it('registers /sw.js for the whole site once the page has loaded, once', () => {
    const { win, register, load } = fakeWindow('interactive');
    registerServiceWorker(win);
    expect(register).not.toHaveBeenCalled();
    load();
    load();
    expect(register).toHaveBeenCalledTimes(1);
    expect(register).toHaveBeenCalledWith(SERVICE_WORKER.url, { scope: '/' });
  });

  it('registers at once when the page has loaded already, and does nothing without service workers', () => {
    const loaded = fakeWindow('complete');
    registerServiceWorker(loaded.win);
    expect(loaded.register).toHaveBeenCalledTimes(1);
    const without = fakeWindow('complete', false);
    expect(() => registerServiceWorker(without.win)).not.toThrow();
  });

  it('leaves a refused registration alone', async () => {
    const { win, register } = fakeWindow('complete');
    register.mockReturnValueOnce(Promise.reject(new DOMException('refused', 'SecurityError')));
    registerServiceWorker(win);
    // No unhandled rejection: the test run would fail on one.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(register).toHaveBeenCalledTimes(1);
  });
});
