import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { afterWrite } from './afterWrite.ts';

/**
 * Keeps MSW's `mockServiceWorker.js` (copied from `public/` for `pnpm dev`) out of the production
 * bundle: the built app never registers it, so it must not be served.
 * @returns a build-only plugin that deletes the file from `dist/` after the bundle is written
 */
export function dropDevWorker(): Plugin {
  return afterWrite('imperio:drop-dev-worker', async (outDir) => {
    await rm(join(outDir, 'mockServiceWorker.js'), { force: true });
  });
}
