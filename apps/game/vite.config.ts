import { join } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { codeSplitting } from './build/chunkGroups.ts';
import { dropDevWorker } from './build/dropDevWorker.ts';
import { inlineEntryCss } from './build/inlineEntryCss.ts';
import { installable } from './build/installable.ts';
import { precompressAssets } from './build/precompressAssets.ts';
import { preloadLatinFont } from './build/preloadLatinFont.ts';
import { preloadSignedIn } from './build/preloadSignedIn.ts';
import { pureStyleRuntime } from './build/pureStyleRuntime.ts';
import { prerenderLogin } from './build/prerenderLogin.ts';
import { serverBuild } from './build/serverBuild.ts';
import { subsetLatinFont } from './build/subsetLatinFont.ts';

/**
 * The game app. `pnpm dev` serves it with the MSW worker answering `/api` in the browser;
 * `pnpm build` makes the production bundle (`dist/`) and then the server (`dist-server/`, the
 * `--ssr` build) that `pnpm start` runs with the demo API or the proxy.
 * Each build step is a module of `build/` that says what it does and why; the reasons and
 * measurements of the performance ones are in docs/decisions/performance.md.
 */
export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? serverBuild
    : {
        plugins: [
          react(),
          vanillaExtractPlugin(),
          pureStyleRuntime(),
          preloadLatinFont(),
          subsetLatinFont(),
          preloadSignedIn(),
          inlineEntryCss(),
          precompressAssets(),
          dropDevWorker(),
          prerenderLogin(),
          installable(join(import.meta.dirname, 'dist')),
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
          // No modulepreload polyfill in the login route's JavaScript (0.26 KiB gzip): every browser
          // of the es2022 target but Safari 16 supports modulepreload, and there a missing preload
          // only loads a chunk later, never breaks it.
          modulePreload: { polyfill: false },
          target: 'es2022',
          sourcemap: false,
          chunkSizeWarningLimit: 600,
          // The `boot` and `shell` chunk groups (build/chunkGroups.ts).
          rollupOptions: { output: { codeSplitting: codeSplitting() } },
        },
        server: { port: 5173 },
        preview: { port: 4173 },
      },
);
