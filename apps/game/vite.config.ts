import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/**
 * The game app. `pnpm dev` serves it with the MSW worker answering `/api` in the browser;
 * `pnpm build` makes the production bundle that `pnpm start` serves with the demo API.
 */
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    manifest: true,
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
  },
  server: { port: 5173 },
  preview: { port: 4173 },
});
