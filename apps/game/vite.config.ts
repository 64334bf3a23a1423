import { defineConfig, type Plugin } from 'vite';
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
        return [{ tag: 'link', attrs: { rel: 'preload', href: `/${font}`, as: 'font', type: 'font/woff2', crossorigin: '' }, injectTo: 'head' }];
      },
    },
  };
}

/**
 * The game app. `pnpm dev` serves it with the MSW worker answering `/api` in the browser;
 * `pnpm build` makes the production bundle that `pnpm start` serves with the demo API.
 */
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), preloadLatinFont()],
  build: {
    manifest: true,
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
  },
  server: { port: 5173 },
  preview: { port: 4173 },
});
