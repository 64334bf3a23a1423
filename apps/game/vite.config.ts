import { readFileSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { build, defineConfig, type Plugin, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { VitePWA } from 'vite-plugin-pwa';
// By path: Vite loads its config with workspace packages external, and Node 20 cannot run .ts.
import { DEFAULT_LANGUAGE, LANGUAGES, languageInfo } from '../../packages/api-client/src/languages.ts';

/** `<html lang dir>` of the prerendered page: the default language of the language list. */
const HTML_LANG = `lang="${DEFAULT_LANGUAGE}" dir="${languageInfo(DEFAULT_LANGUAGE)!.dir}"`;

/**
 * Preloads the Latin subset of the bundled Inter font from the HTML, so the first screen paints in
 * its own font instead of swapping a fallback later (a layout shift; Lighthouse CLS 0).
 * The file name carries a content hash, so it is read from the bundle.
 */
function preloadLatinFont(): Plugin {
  return {
    name: 'imperio:preload-latin-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const font = Object.keys(ctx.bundle ?? {}).find((file) => /inter-latin-wght-normal-[\w-]+\.woff2$/.test(file));
        if (!font) return [];
        return [
          { tag: 'link', attrs: { rel: 'preload', href: `/${font}`, as: 'font', type: 'font/woff2', crossorigin: '' }, injectTo: 'head' },
        ];
      },
    },
  };
}

/**
 * Inlines the entry's stylesheets (the theme, the global rules and the login screen, about 6 KiB)
 * into `index.html`, so the first paint waits for no CSS request (a faster login LCP on
 * a slow 4G phone; the CSP allows inline styles, not inline scripts). Each `<link>` stays, with
 * `disabled` (never fetched nor applied), because Vite's chunk loader adds a chunk's CSS only
 * when no `<link rel="stylesheet">` with that URL is in the page: a lazy chunk that shares the
 * entry's CSS must not append it a second time, later in the cascade.
 */
function inlineEntryCss(): Plugin {
  return {
    name: 'imperio:inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        return html.replace(/<link rel="stylesheet" crossorigin href="\/(assets\/[\w.-]+\.css)">/g, (link, file: string) => {
          const asset = ctx.bundle?.[file];
          if (!asset || asset.type !== 'asset') return link;
          const css = String(asset.source).replaceAll('</style', '<\\/style');
          return `<style data-href="/${file}">${css}</style><link rel="stylesheet" href="/${file}" disabled>`;
        });
      },
    },
  };
}

const brotli = promisify(brotliCompress);

/**
 * Writes a Brotli copy (`.br`, quality 11) beside every hashed script, stylesheet and SVG of
 * `dist/assets`, which the server sends to browsers that accept it (`express-static-gzip` in
 * server/app.ts). Compressing on each request is limited to a fast level (`compression` uses
 * Brotli 4); done once at build time the login route's JavaScript is about 14 % smaller than
 * that (it is most of what a slow phone downloads before the login's LCP).
 * Hashed files never change after the build, so the copies cannot go stale.
 */
function precompressAssets(): Plugin {
  return afterWrite('imperio:precompress-assets', async (outDir, bundle) => {
    const files = Object.keys(bundle).filter((file) => /^assets\/[^/]+\.(js|css|svg)$/.test(file));
    await Promise.all(
      files.map(async (file) => {
        const source = await readFile(join(outDir, file));
        const compressed = await brotli(source, {
          params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.length },
        });
        if (compressed.length < source.length) await writeFile(join(outDir, `${file}.br`), compressed);
      }),
    );
  });
}

/**
 * A build-only plugin named `name` that runs `work(outDir, bundle)` once the client bundle is
 * written (`outDir` absolute, `bundle` the output file names Vite wrote).
 */
function afterWrite(name: string, work: (outDir: string, bundle: Record<string, unknown>) => Promise<void>): Plugin {
  let outDir = 'dist';
  return {
    name,
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      await work(outDir, bundle);
    },
  };
}

/**
 * Keeps MSW's `mockServiceWorker.js` (copied from `public/` for `pnpm dev`) out of the production
 * bundle: the built app never registers it, so it must not be served.
 */
function dropDevWorker(): Plugin {
  return afterWrite('imperio:drop-dev-worker', async (outDir) => {
    await rm(join(outDir, 'mockServiceWorker.js'), { force: true });
  });
}

/**
 * Prerenders the login screen into `dist/index.html`, so a visitor's first
 * paint does not wait for the JavaScript: after the client build, `src/prerender.tsx` is built
 * for Node with the same plugins (vanilla-extract gives the same class names), rendered with
 * React's `renderToString` in the default language and theme, and its markup goes into
 * `#root[data-prerendered]` (inert until hydrated, see main.tsx); `<html>` gets the default language's `lang` and `dir` (the language list), the dark theme class and both theme class names for
 * `preferences-init.js`. The browser hydrates it (`main.tsx`). No inline script is added.
 */
function prerenderLogin(): Plugin {
  let root = '';
  let outDir = 'dist';
  let mode = 'production';
  return {
    name: 'imperio:prerender-login',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
      outDir = join(config.root, config.build.outDir);
      mode = config.mode;
    },
    // writeBundle (sequential), so the page is final before the service worker's precache list.
    async writeBundle() {
      const tmp = join(root, 'node_modules', '.prerender');
      await build({
        configFile: false,
        root,
        mode,
        logLevel: 'warn',
        publicDir: false,
        plugins: [react(), vanillaExtractPlugin()],
        ssr: { noExternal: true, target: 'node' },
        build: {
          ssr: 'src/prerender.tsx',
          outDir: tmp,
          emptyOutDir: true,
          minify: false,
          rollupOptions: { output: { entryFileNames: 'prerender.mjs', format: 'es' } },
        },
      });
      const { prerender } = (await import(`${pathToFileURL(join(tmp, 'prerender.mjs')).href}?t=${Date.now()}`)) as {
        prerender: () => { html: string; themeClass: { dark: string; light: string } };
      };
      const { html, themeClass } = prerender();
      const file = join(outDir, 'index.html');
      const page = (await readFile(file, 'utf8'))
        .replace(
          /<html lang="[^"]*">/,
          `<html ${HTML_LANG} class="${themeClass.dark} imperio-root" data-theme-dark="${themeClass.dark}" data-theme-light="${themeClass.light}">`,
        )
        .replace('<div id="root"></div>', `<div id="root" data-prerendered="login" inert>${html}</div>`);
      if (!page.includes('data-prerendered')) throw new Error('prerenderLogin: no <div id="root"></div> in index.html');
      await writeFile(file, page);
      await rm(tmp, { recursive: true, force: true });
    },
  };
}

/** A language's namespace file, for every language of the list (not the translators' descriptions). */
const TEXT_CHUNK = new RegExp(`i18n/(${LANGUAGES.join('|')})/\\w+\\.json$`);

/** The shell's own lazy chunks: loaded right after its first paint. */
const SHELL_LAZY = [
  /components\/PlanetSwitcher\/PlanetMenu\.tsx$/,
  /components\/ResourceBar\/StorePopover\.tsx$/,
  /screens\/AppShell\/MoreSheet\.tsx$/,
  // The answer schemas: one chunk per module (api-client schemas/load.ts), zod in the first.
  /api-client\/src\/schemas\/\w+\.ts$/,
  /api-client\/src\/zod-config\.ts$/,
];

/**
 * The JavaScript files of the login route and of the shell after login (`AuthenticatedApp` and
 * the dashboard), its own lazy chunks (`SHELL_LAZY`) and the texts of both languages, from
 * Vite's manifest: each one's static imports, transitively.
 * @param dist the client build's folder
 * @returns paths relative to `dist` (`assets/index-….js`)
 */
function shellScripts(dist: string): Set<string> {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string; isEntry?: boolean; imports?: string[] }
  >;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    // The texts are lazy chunks of their own (i18n/lazy.ts); every screen waits for its language's.
    // So are the shell's widgets loaded after its first paint and the answer schemas: a visit
    // offline needs them as much as the shell.
    if (
      chunk.isEntry ||
      key.endsWith('AuthenticatedApp.tsx') ||
      key.endsWith('screens/Dashboard/index.ts') ||
      TEXT_CHUNK.test(key) ||
      SHELL_LAZY.some((lazy) => lazy.test(key))
    )
      visit(key);
  }
  return files;
}

/**
 * Installable: the web app manifest (name, icons, both themes' colours) and a
 * Workbox service worker that precaches the shell's static files, so a second visit paints from
 * cache. `/api` is never cached: the worker has no route for it (the request goes to the network
 * as if there were no worker) and navigations under `/api` never get the cached page. The worker
 * registers from an external `registerSW.js` (the CSP allows no inline script; its script URL
 * passes the Trusted Types default policy of `preferences-init.js`). Not active in `pnpm dev`,
 * where MSW's worker answers `/api`.
 */
function installable(): Plugin[] {
  const dist = join(import.meta.dirname, 'dist');
  return VitePWA({
    registerType: 'autoUpdate',
    injectRegister: 'script-defer',
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
      // route and of the shell after login (see shellScripts); a screen's chunk is cached the
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

/**
 * The production server (`vite build --ssr server/index.ts`): one ES module in
 * `dist-server/` with every dependency bundled in (Express, the proxy, the demo universe and
 * MSW), so `node apps/game/dist-server/index.mjs` runs without `node_modules` or dev tooling.
 */
const serverBuild: UserConfig = {
  publicDir: false,
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: 'server/index.ts',
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    sourcemap: false,
    rollupOptions: {
      input: 'server/index.ts',
      output: { entryFileNames: 'index.mjs', chunkFileNames: '[name]-[hash].mjs', format: 'es' },
      // React Query's "use client" directives mean nothing on a server that never renders.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
};

/**
 * The rolldown chunk group `shell` (fewer requests): one file for what a signed-in player's
 * first screen needs beyond the login route, i.e. the modules that `AuthenticatedApp` and the
 * dashboard import statically, less those the entry imports statically. Left to automatic
 * splitting they were about 50 small files and 12 stylesheets, each added by Vite's loader as a
 * `<link>` (about 2 ms apiece on a throttled phone, inside the dashboard's first tasks): the
 * dashboard's load went from 55 scripts and 14 stylesheets to 23 and 3 (7 files in all now).
 * Lighthouse's mobile preset, 9 runs each, interleaved: median LCP 1.45 s → 0.95 s, TBT 1 076 →
 * 770 ms. "The entry imports" is read from the module graph, not from what tree-shaking keeps:
 * the login route's modules import files, not package indexes (`@imperio/api-client/session`,
 * one lucide icon per file…), else what the shell uses would count as the entry's and stay out
 * of this chunk (then in a chunk that imports the shell and is imported by it: a cycle). What the
 * login route imports lazily (`loginLazy`) counts as the entry's too.
 * The two roots keep chunks of their own (the lazy imports load them by name) and
 * `includeDependenciesRecursively` is off so that nothing of the entry moves here.
 * @returns a `codeSplitting.groups` entry
 */
function shellGroup() {
  const roots = [/[\\/]apps[\\/]game[\\/]src[\\/]AuthenticatedApp\.tsx$/, /[\\/]screens[\\/]Dashboard[\\/]index\.ts$/];
  type Info = { isEntry: boolean; importers: readonly string[] };
  type Context = { getModuleInfo(id: string): Info | null };
  // Whether a chain of static imports leads from a module matching `isRoot` to `id` (searched
  // upwards through the importers, each module once).
  const reached = (id: string, ctx: Context, isRoot: (id: string) => boolean, memo: Map<string, boolean>): boolean => {
    const known = memo.get(id);
    if (known !== undefined) return known;
    const seen = new Set([id]);
    const queue = [id];
    let result = false;
    while (queue.length > 0 && !result) {
      const current = queue.pop()!;
      if (isRoot(current)) result = true;
      for (const importer of ctx.getModuleInfo(current)?.importers ?? []) {
        if (!seen.has(importer)) {
          seen.add(importer);
          queue.push(importer);
        }
      }
    }
    memo.set(id, result);
    return result;
  };
  const isShellRoot = (id: string) => roots.some((root) => root.test(id));
  // What the login route imports lazily before anyone signs in: its texts (i18n/lazy.ts) and the
  // login answer's schema (with zod's mini core). They and their dependencies stay out of the
  // shell like the entry's: in it, the login would fetch and run the whole shell for them.
  const loginLazy = [/[\\/]api-client[\\/]src[\\/]schemas[\\/]session\.ts$/, /[\\/]ui[\\/]src[\\/]i18n[\\/](es|en)[\\/]\w+\.json$/];
  const beforeLogin = (id: string, ctx: Context) => ctx.getModuleInfo(id)?.isEntry === true || loginLazy.some((root) => root.test(id));
  const initial = new Map<string, boolean>();
  const afterLogin = new Map<string, boolean>();
  return {
    // The two roots stay chunks of their own: the lazy imports load them by name.
    name: (id: string, ctx: Context) =>
      !isShellRoot(id) && reached(id, ctx, isShellRoot, afterLogin) && !reached(id, ctx, (m) => beforeLogin(m, ctx), initial)
        ? 'shell'
        : null,
    includeDependenciesRecursively: false,
  };
}

/**
 * The game app. `pnpm dev` serves it with the MSW worker answering `/api` in the browser;
 * `pnpm build` makes the production bundle (`dist/`) and then the server (`dist-server/`, the
 * `--ssr` build) that `pnpm start` runs with the demo API or the proxy.
 */
export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? serverBuild
    : {
        plugins: [
          react(),
          vanillaExtractPlugin(),
          preloadLatinFont(),
          inlineEntryCss(),
          precompressAssets(),
          dropDevWorker(),
          prerenderLogin(),
          installable(),
        ],
        // `VITE_REACT_TRACKS=1`: React's profiling build, whose performance tracks (phases by lane,
        // components) land in Chrome's traces for scripts/trace-tasks.mjs. Diagnosis only.
        resolve:
          process.env.VITE_REACT_TRACKS === '1'
            ? { alias: [{ find: /^react-dom\/client$/, replacement: 'react-dom/profiling' }] }
            : undefined,
        build: {
          // Component names in React's tracks: unminified in that build.
          ...(process.env.VITE_REACT_TRACKS === '1' ? { minify: false } : {}),
          manifest: true,
          target: 'es2022',
          sourcemap: false,
          chunkSizeWarningLimit: 600,
          rollupOptions: {
            output: {
              // What every page runs (React, i18next, ky) in one chunk rather than five small
              // ones: one request and one gzip stream, about 2 KiB less.
              codeSplitting: {
                groups: [
                  {
                    name: 'boot',
                    test: new RegExp(
                      `node_modules[\\\\/](${[
                        'react',
                        'react-dom',
                        'scheduler',
                        'i18next',
                        'react-i18next',
                        'i18next-resources-to-backend',
                        'use-sync-external-store',
                        'ky',
                        '@vanilla-extract[\\\\/](?:sprinkles|recipes)',
                      ].join(
                        '|',
                      )})[\\\\/]|lucide-react[\\\\/]dist[\\\\/]esm[\\\\/](?:shared[\\\\/]|Icon\\.|createLucideIcon\\.|defaultAttributes\\.|context\\.)` +
                        // The game's settings, the language list, the locale helpers and clsx: tiny
                        // modules that the entry and the lazy chunks share, each of which became a
                        // chunk (and a request) of its own.
                        `|packages[\\\\/](?:api-client[\\\\/]src[\\\\/](?:languages|config)|ui[\\\\/]src[\\\\/]i18n[\\\\/](?:languages|locale|pseudo))\\.ts$` +
                        `|node_modules[\\\\/]clsx[\\\\/]`,
                    ),
                  },
                  shellGroup(),
                ],
              },
            },
          },
        },
        server: { port: 5173 },
        preview: { port: 4173 },
      },
);
