import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/**
 * Preloads the Latin subset of the bundled Inter font from the HTML, so the first screen paints in
 * its own font instead of swapping a fallback later (a layout shift; Lighthouse CLS 0, issue 11).
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
 * Keeps MSW's `mockServiceWorker.js` (copied from `public/` for `pnpm dev`) out of the production
 * bundle: the built app never registers it, so it must not be served (issue 15 item 7).
 */
function dropDevWorker(): Plugin {
  let outDir = 'dist';
  return {
    name: 'imperio:drop-dev-worker',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    async writeBundle() {
      await rm(join(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

/**
 * The production server (`vite build --ssr server/index.ts`, issue 15 item 8): one ES module in
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
 * The game app. `pnpm dev` serves it with the MSW worker answering `/api` in the browser;
 * `pnpm build` makes the production bundle (`dist/`) and then the server (`dist-server/`, the
 * `--ssr` build) that `pnpm start` runs with the demo API or the proxy.
 */
export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? serverBuild
    : {
        plugins: [react(), vanillaExtractPlugin(), preloadLatinFont(), dropDevWorker()],
        build: {
          manifest: true,
          target: 'es2022',
          sourcemap: false,
          chunkSizeWarningLimit: 600,
        },
        server: { port: 5173 },
        preview: { port: 4173 },
      },
);
