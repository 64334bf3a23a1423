import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * A build-only plugin named `name` that runs `work(outDir, bundle)` once the client bundle is
 * written: the shape of the jobs that post-process `dist/` (precompression, dropping the dev
 * worker), so each of them is its job and nothing else.
 * @param work gets `outDir` (absolute) and `bundle` (the output file names Vite wrote)
 */
export function afterWrite(name: string, work: (outDir: string, bundle: Record<string, unknown>) => Promise<void>): Plugin {
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
