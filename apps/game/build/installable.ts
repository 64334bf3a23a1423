import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
// By path: Vite loads its config with workspace packages external, and Node 20 cannot run .ts.
import { DEFAULT_LANGUAGE } from '../../../packages/api-client/src/languages.ts';
import { shellScripts } from './precache.ts';

/**
 * Installable: the web app manifest (name, icons, both themes' colours) and a
 * Workbox service worker that precaches the shell's static files, so a second visit paints from
 * cache. `/api` is never cached: the worker has no route for it (the request goes to the network
 * as if there were no worker) and navigations under `/api` never get the cached page. The entry
 * registers the worker (`src/serviceWorker.ts`; its script URL passes the Trusted Types default
 * policy of `preferences-init.js`). Not active in `pnpm dev`, where MSW's worker answers `/api`.
 * @param dist the client build's folder (absolute), whose manifest names the shell's scripts
 * @returns vite-plugin-pwa's plugins
 */
export function installable(dist: string): Plugin[] {
  return VitePWA({
    registerType: 'autoUpdate',
    // Registered by the entry (src/serviceWorker.ts), not by a `registerSW.js` of its own.
    injectRegister: false,
    manifest: {
      name: 'Imperio',
      short_name: 'Imperio',
      description: 'Imperio: construye tu imperio galáctico en el navegador.',
      lang: DEFAULT_LANGUAGE,
      start_url: '/',
      scope: '/',
      display: 'standalone',
      // The default theme is dark (spec p1 §1); the page's theme-color metas follow the choice.
      background_color: '#0b1020',
      theme_color: '#0b1020',
      icons: [
        { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      // The shell: the page, its styles, icons, the Latin font and the JavaScript of the login
      // route and of the shell after login (precache.ts); a screen's chunk is cached the
      // first time it loads (runtimeCaching below), not downloaded up front.
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}', 'assets/inter-latin-wght-normal-*.woff2'],
      globIgnores: ['**/mockServiceWorker.js'],
      manifestTransforms: [
        (entries) => {
          const shell = shellScripts(dist);
          return { manifest: entries.filter((entry) => !/^assets\/.*\.js$/.test(entry.url) || shell.has(entry.url)), warnings: [] };
        },
      ],
      runtimeCaching: [
        {
          // Hashed file names never change content: the cached copy is always right.
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
          handler: 'CacheFirst',
          options: { cacheName: 'imperio-assets', expiration: { maxEntries: 300 } },
        },
      ],
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/api(\/|$)/],
      cleanupOutdatedCaches: true,
      // One file: the worker runs under the page's CSP, whose Trusted Types forbid importScripts().
      inlineWorkboxRuntime: true,
    },
    // The manifest's icons are in the glob already.
    includeManifestIcons: false,
  });
}
