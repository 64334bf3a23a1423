/** The service worker's script and scope, as the build writes it (build/installable.ts). */
export const SERVICE_WORKER = { url: '/sw.js', scope: '/' } as const;

/**
 * Registers the service worker (offline and install, build/installable.ts) once the page has
 * loaded, so its precache does not compete with the first screen's files. From the entry rather
 * than vite-plugin-pwa's `registerSW.js`: that was a request of its own in every cold load (the
 * CSP allows no inline script), fetched at the lowest priority and often the last one before
 * the first screen (docs/decisions/performance.md). A refused registration (a private window,
 * a blocked script URL) is left alone: the app works without its worker. Never throws.
 * @param win the page's window (a test's stand-in)
 */
export function registerServiceWorker(win: Window = window): void {
  const { serviceWorker } = win.navigator;
  if (!serviceWorker) return;
  const register = () => void serviceWorker.register(SERVICE_WORKER.url, { scope: SERVICE_WORKER.scope }).catch(() => undefined);
  if (win.document.readyState === 'complete') register();
  else win.addEventListener('load', register, { once: true });
}
