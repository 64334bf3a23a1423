import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants } from 'node:zlib';
import type { Plugin } from 'vite';
import { afterWrite } from './afterWrite.ts';

const brotli = promisify(brotliCompress);

/**
 * Writes a Brotli copy (`.br`, quality 11) beside every hashed script, stylesheet and SVG of
 * `dist/assets`, which the server sends to browsers that accept it (`express-static-gzip` in
 * server/app.ts). Compressing on each request is limited to a fast level (`compression` uses
 * Brotli 4); done once at build time the login route's JavaScript is about 14 % smaller than
 * that (it is most of what a slow phone downloads before the login's LCP).
 * Hashed files never change after the build, so the copies cannot go stale. A copy that would
 * not be smaller is not written.
 * @returns a build-only plugin that runs after the bundle is written
 */
export function precompressAssets(): Plugin {
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
