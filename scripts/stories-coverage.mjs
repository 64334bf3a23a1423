#!/usr/bin/env node
/**
 * `pnpm stories:coverage` (issue 10): lists every catalogue text of the spec
 * (tests/workbench/catalogue-texts.json) with the stories that show it, and exits 1 when a text
 * is shown by no story.
 *
 * "Shows" means the text is in the story's rendered page: the `visual` Vitest project records,
 * for every story in es, `document.body.innerText` after its play function (plus any
 * `window.alert` text) in test-results/story-texts/*.json. A static scan of the stories is not
 * enough (the texts come from i18n files and mock scenarios), so this script reads that record;
 * when there is none it runs `vitest run --project visual` first.
 *
 * Options: `--run` always runs the visual project first; `--all` lists every story of a text
 * (default: the first three and a count).
 * Matching: whitespace is normalised, the text must not be part of a longer word
 * ('Error al obtener sistema' does not match 'Error al obtener sistemas'), and `{name}` in a
 * catalogue text stands for any non-empty text.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const resultsDir = join(root, 'test-results', 'story-texts');
const args = new Set(process.argv.slice(2));

function readResults() {
  if (!existsSync(resultsDir)) return {};
  const stories = {};
  for (const file of readdirSync(resultsDir).filter((name) => name.endsWith('.json'))) {
    Object.assign(stories, JSON.parse(readFileSync(join(resultsDir, file), 'utf8')));
  }
  return stories;
}

let stories = readResults();
if (args.has('--run') || Object.keys(stories).length === 0) {
  console.log('Recording the text of every story: vitest run --project visual …');
  // Its exit code is not ours: a pixel difference does not change which texts are shown.
  spawnSync('npx', ['vitest', 'run', '--project', 'visual'], { cwd: root, stdio: 'inherit' });
  stories = readResults();
  if (Object.keys(stories).length === 0) {
    console.error('No story text was recorded (test-results/story-texts is empty).');
    process.exit(2);
  }
}

const normalise = (text) => text.replace(/\s+/g, ' ').trim();
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The catalogue text as a pattern: placeholders match any text, whole words only. */
function pattern(text) {
  const body = normalise(text)
    .split(/(\{\w+\})/)
    .map((part) => (/^\{\w+\}$/.test(part) ? '\\S.*?' : escape(part)))
    .join('');
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, 'u');
}

const catalogue = JSON.parse(readFileSync(join(root, 'tests', 'workbench', 'catalogue-texts.json'), 'utf8')).texts;
const storyTexts = Object.entries(stories).map(([id, story]) => [id, normalise(story.text)]);

const rows = catalogue.map((entry) => {
  const re = pattern(entry.text);
  const ids = storyTexts.filter(([, text]) => re.test(text)).map(([id]) => id);
  return { ...entry, ids };
});

const show = (ids) => (args.has('--all') || ids.length <= 3 ? ids.join(', ') : `${ids.slice(0, 3).join(', ')} (+${ids.length - 3})`);
let source = '';
for (const row of rows) {
  if (row.source !== source) {
    source = row.source;
    console.log(`\n${source}`);
  }
  const mark = row.ids.length > 0 ? 'ok     ' : 'MISSING';
  console.log(`  ${mark} '${row.text}' (${row.area}) → ${row.ids.length > 0 ? show(row.ids) : 'no story'}`);
}

const missing = rows.filter((row) => row.ids.length === 0);
console.log(`\n${rows.length} catalogue texts, ${rows.length - missing.length} shown by a story, ${missing.length} missing; ${storyTexts.length} stories recorded.`);
if (missing.length > 0) {
  console.error(`\nNo story shows:\n${missing.map((row) => `  - '${row.text}' (${row.source}, ${row.area})`).join('\n')}`);
  process.exit(1);
}
