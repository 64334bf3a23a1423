#!/usr/bin/env node
// @ts-check
/**
 * The visual baselines' budget, run after a full `vitest run --project visual`:
 * - every PNG under tests/visual/__screenshots__ is a shot some story still takes (the lists the
 *   suite writes to test-results/visual-shots/<story-id>.json): a renamed or untagged story leaves
 *   its old baseline behind, and the repository would carry it for nothing;
 * - the baselines together weigh less than `BUDGET_BYTES`.
 * Prints the weight of each mode. Exits 1 on a stale baseline or an exceeded budget.
 *
 * Usage: node tests/visual/baselines-check.mjs [--delete]
 *   --delete: removes the stale baselines instead of failing on them (after a full run only: a
 *   filtered run lists only its own stories).
 */
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

const DIR = 'tests/visual/__screenshots__';
const SHOTS = 'test-results/visual-shots';
/** 30 MB, in bytes, so the repository stays small. */
const BUDGET_BYTES = 30_000_000;
const SUFFIX = '-chromium-linux.png';

if (!existsSync(SHOTS)) {
  console.error(`baselines: ${SHOTS} is missing; run the visual suite first (pnpm test:visual).`);
  process.exit(1);
}
/** A shot's file name as Vitest's `toMatchScreenshot` writes it (each path segment sanitised). */
const fileOf = (/** @type {string} */ shot) =>
  shot
    .split('/')
    .map((segment) =>
      segment
        .replace(/\s+/g, '-')
        .replace(/[^\w-]+/g, '')
        .replace(/-{2,}/g, '-'),
    )
    .join('/') + SUFFIX;
const taken = new Set();
for (const file of readdirSync(SHOTS)) {
  for (const shot of JSON.parse(readFileSync(join(SHOTS, file), 'utf8'))) taken.add(fileOf(shot));
}

const remove = process.argv.includes('--delete');
const stale = [];
let total = 0;
for (const mode of readdirSync(DIR).sort()) {
  let bytes = 0;
  let count = 0;
  for (const name of readdirSync(join(DIR, mode))) {
    if (!name.endsWith(SUFFIX)) continue;
    const path = join(DIR, mode, name);
    if (!taken.has(`${mode}/${name}`)) {
      stale.push(path);
      continue;
    }
    bytes += statSync(path).size;
    count += 1;
  }
  total += bytes;
  console.info(`baselines: ${mode}: ${count} shots, ${(bytes / 1e6).toFixed(1)} MB`);
}
console.info(`baselines: ${(total / 1e6).toFixed(1)} MB in all (budget ${(BUDGET_BYTES / 1e6).toFixed(0)} MB)`);

let failed = false;
if (remove && stale.length > 0) {
  // A run that shot only some stories (a -t filter) would call every other baseline stale.
  if (stale.length > taken.size) {
    console.error(`baselines: ${stale.length} stale of ${taken.size} taken: was the last visual run filtered? Nothing removed.`);
    process.exit(1);
  }
  for (const path of stale) rmSync(path);
}
if (stale.length > 0) {
  const list = stale.join('\n  ');
  if (remove) console.info(`baselines: ${stale.length} removed:\n  ${list}`);
  else console.error(`baselines: ${stale.length} no story takes any more (node tests/visual/baselines-check.mjs --delete):\n  ${list}`);
  failed = !remove;
}
if (total >= BUDGET_BYTES) {
  console.error('baselines: over budget: shoot fewer or smaller modes (tests/visual/visual-suite.tsx), or optimise new PNGs.');
  failed = true;
}
process.exit(failed ? 1 : 0);
