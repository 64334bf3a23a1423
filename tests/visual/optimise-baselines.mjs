#!/usr/bin/env node
// @ts-check
/**
 * Shrinks the new and changed visual baselines after `vitest run --project visual --update` has
 * written them. Only PNGs that git sees as added, modified or untracked under
 * tests/visual/__screenshots__ are touched, so unchanged baselines keep their bytes and history
 * does not grow with rewrites.
 *
 * Each PNG is reduced to the smallest palette (`PALETTES`: 8 to 256 colours; pngquant --speed 1,
 * no dithering) whose every pixel stays within `KEEP_DELTA` of the original by the comparator's
 * own colour distance (pixelmatch's YIQ delta, the one `toMatchScreenshot` uses with threshold
 * 0.1, see vitest.visual.ts): a fresh render of the same page then still matches it with zero
 * mismatched pixels, while any real change (a moved pixel, a new colour) still fails. When not
 * even 256 colours keep the bound, the original is compressed losslessly (optipng) instead.
 * Measured on fresh shots: 60 components 1.74 → 0.41 MB (256 colours only: 0.51 MB); 40 screen
 * shots of the three modes 7.40 → 1.91 MB (256 colours only: 2.06 MB; screens need 64–256 colours).
 *
 * Usage: node tests/visual/optimise-baselines.mjs [--all] [--dir=<folder>]
 *   --all: every PNG under the folder, tracked or not (after a fresh retake of every baseline);
 *   --dir: another folder than tests/visual/__screenshots__ (a scratch copy, to measure).
 * A PNG that is already a palette image is left alone (this script made it; Vitest never does).
 * Needs `pngquant` and `optipng` (Debian: apt-get install pngquant optipng).
 */
import { execFileSync, spawn } from 'node:child_process';
import { readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { availableParallelism } from 'node:os';
import { PNG } from 'pngjs';

const DIR = process.argv.find((arg) => arg.startsWith('--dir='))?.slice('--dir='.length) ?? 'tests/visual/__screenshots__';
/**
 * Palette sizes, smallest first. The smallest that keeps the bound wins, found by bisection (fewer
 * colours practically never bring a palette closer to the original; the file kept has passed the
 * check either way): 2 or 3 pngquant runs per file instead of 6.
 */
const PALETTES = [8, 16, 32, 64, 128, 256];
/** The largest colour distance a palette pixel may have from the original (comparator threshold 0.1). */
const KEEP_DELTA = 0.07;
const MAX_DELTA = 35215 * KEEP_DELTA * KEEP_DELTA;

/** @returns {string[]} the PNG paths to shrink */
function baselinesToOptimise() {
  if (process.argv.includes('--all')) {
    return readdirSync(DIR, { recursive: true, encoding: 'utf8' })
      .filter((path) => path.endsWith('.png') && !/\.(palette|best)\.png$/.test(path))
      .map((path) => join(DIR, path));
  }
  const status = execFileSync('git', ['status', '--porcelain', '-z', '--untracked-files=all', '--', DIR], { encoding: 'utf8' });
  return status
    .split('\0')
    .filter((entry) => /^(\?\?|A.|.M|M.)/.test(entry))
    .map((entry) => entry.slice(3))
    .filter((path) => path.endsWith('.png'));
}

/** Runs a command; resolves with its exit code. */
function run(/** @type {string} */ command, /** @type {string[]} */ args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) => resolve(code));
  });
}

/** Whether every pixel of `b` is within MAX_DELTA of `a` (pixelmatch's YIQ distance over white). */
function sameForTheComparator(/** @type {string} */ a, /** @type {string} */ b) {
  const x = PNG.sync.read(readFileSync(a));
  const y = PNG.sync.read(readFileSync(b));
  if (x.width !== y.width || x.height !== y.height) return false;
  const over = (/** @type {number} */ c, /** @type {number} */ alpha) => 255 + (c - 255) * alpha;
  for (let i = 0; i < x.data.length; i += 4) {
    const ax = x.data[i + 3] / 255;
    const ay = y.data[i + 3] / 255;
    const r1 = over(x.data[i], ax),
      g1 = over(x.data[i + 1], ax),
      b1 = over(x.data[i + 2], ax);
    const r2 = over(y.data[i], ay),
      g2 = over(y.data[i + 1], ay),
      b2 = over(y.data[i + 2], ay);
    const dy = (r1 - r2) * 0.29889531 + (g1 - g2) * 0.58662247 + (b1 - b2) * 0.11448223;
    const di = (r1 - r2) * 0.59597799 - (g1 - g2) * 0.2741761 - (b1 - b2) * 0.32180189;
    const dq = (r1 - r2) * 0.21147017 - (g1 - g2) * 0.52261711 + (b1 - b2) * 0.31114694;
    if (0.5053 * dy * dy + 0.299 * di * di + 0.1957 * dq * dq > MAX_DELTA) return false;
  }
  return true;
}

/** Whether the PNG is already a palette image (IHDR colour type 3): this script made it, Vitest never does. */
function isPalette(/** @type {string} */ path) {
  return readFileSync(path).readUInt8(25) === 3;
}

/** Shrinks one file; resolves with [bytes before, bytes after, kind, palette colours or 0]. */
async function optimise(/** @type {string} */ path) {
  const before = statSync(path).size;
  // Never a palette of a palette: its colours could drift further from the render.
  if (isPalette(path)) return [before, before, 'kept', 0];
  const candidate = `${path}.palette.png`;
  const best = `${path}.best.png`;
  let colours = 0;
  let low = 0;
  let high = PALETTES.length - 1;
  while (low <= high) {
    const middle = Math.floor((low + high) / 2);
    const size = PALETTES[middle];
    const code = await run('pngquant', ['--speed', '1', '--nofs', '--strip', '--force', '--output', candidate, String(size), path]);
    if (code === 0 && sameForTheComparator(path, candidate)) {
      renameSync(candidate, best);
      colours = size;
      high = middle - 1;
    } else {
      low = middle + 1;
    }
  }
  rmSync(candidate, { force: true });
  // pngquant's output is final: optipng -o2 on it saved 0–1 % on 5 sample shots, for a second each.
  if (colours > 0 && statSync(best).size < before) {
    renameSync(best, path);
    return [before, statSync(path).size, 'palette', colours];
  }
  rmSync(best, { force: true });
  const lossless = await run('optipng', ['-quiet', '-o2', '-strip', 'all', path]);
  if (lossless !== 0) throw new Error(`optipng ${path}: exit ${lossless}`);
  return [before, statSync(path).size, 'lossless', 0];
}

const files = baselinesToOptimise();
if (files.length === 0) {
  console.info('optimise-baselines: no new or changed baseline.');
  process.exit(0);
}
for (const tool of ['pngquant', 'optipng']) {
  try {
    execFileSync(tool, ['--version'], { stdio: 'ignore' });
  } catch {
    console.error(`optimise-baselines: ${tool} is missing (apt-get install pngquant optipng); the baselines are left as written.`);
    process.exit(1);
  }
}

let before = 0;
let after = 0;
const kinds = { palette: 0, lossless: 0, kept: 0 };
/** @type {Record<number, number>} how many files got each palette size */
const sizes = {};
const queue = [...files];
const workers = Array.from({ length: Math.max(1, Math.min(availableParallelism(), 4)) }, async () => {
  for (let path = queue.shift(); path; path = queue.shift()) {
    const [b, a, kind, colours] = /** @type {[number, number, 'palette' | 'lossless' | 'kept', number]} */ (await optimise(path));
    before += b;
    after += a;
    kinds[kind] += 1;
    if (colours) sizes[colours] = (sizes[colours] ?? 0) + 1;
  }
});
await Promise.all(workers);
const mb = (/** @type {number} */ bytes) => (bytes / 1e6).toFixed(2);
console.info(
  `optimise-baselines: ${files.length} PNGs, ${mb(before)} → ${mb(after)} MB (${kinds.palette} as palettes within the comparator's threshold, ${kinds.lossless} lossless, ${kinds.kept} already optimised; palette sizes ${JSON.stringify(sizes)}).`,
);
