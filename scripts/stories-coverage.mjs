#!/usr/bin/env node
/**
 * `pnpm stories:coverage`: lists every catalogue text of the spec
 * (packages/ui/src/workbench/catalogue-texts.json) with the stories that show it, and exits 1 when a text
 * is shown by no story.
 *
 * "Shows" means the text is in the story's final rendered page, where a reviewer sees it: the
 * `visual` Vitest project records, for every story in es, `document.body.innerText` after its
 * play function (plus any `window.alert` text) in test-results/story-texts/*.json. A text only
 * seen while the play function ran (a dialog it then closed) is listed as a hint, not covered. A static scan of the stories is not
 * enough (the texts come from i18n files and mock scenarios), so this script reads that record;
 * when there is none it runs `vitest run --project visual` first.
 *
 * Options: `--run` always runs the visual project first; `--all` lists every story of a text
 * (default: the first three and a count).
 * Only Screens/, Components/ and Flows/ stories count (primitives show sample texts), except
 * that an entry marked `catalogueOnly` (a text the spec never puts on a screen) is covered by the
 * Docs/Error catalogue story and listed as 'catalog'.
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

const catalogue = JSON.parse(readFileSync(join(root, 'packages', 'ui', 'src', 'workbench', 'catalogue-texts.json'), 'utf8')).texts;
/**
 * Stories that count: screens, components and flows. Primitives and the docs pages show sample
 * texts passed as props ('El asunto es obligatorio' on a bare TextField proves nothing).
 */
const COUNTS = (title) => !/^(Primitives|Docs)\//.test(title ?? '');
const storyTexts = Object.entries(stories)
  .filter(([, story]) => COUNTS(story.title))
  .map(([id, story]) => [id, normalise(story.text)]);
/** Texts a story showed only in passing (a dialog its play closed): a hint, not coverage. */
const passingTexts = Object.entries(stories)
  .filter(([, story]) => COUNTS(story.title))
  .map(([id, story]) => [id, normalise((story.seenDuringPlay ?? []).join('\n'))]);

/**
 * The Docs/Error catalogue story: counts only for entries marked `catalogueOnly` (texts the spec
 * never puts on a screen: service defaults a screen replaces, silent failures).
 */
const catalogueStory = Object.entries(stories)
  .filter(([, story]) => story.title === 'Docs/Error catalogue')
  .map(([id, story]) => [id, normalise(story.text)]);

const rows = catalogue.map((entry) => {
  const re = pattern(entry.text);
  const ids = (entry.catalogueOnly ? catalogueStory : storyTexts).filter(([, text]) => re.test(text)).map(([id]) => id);
  const passing = ids.length > 0 ? [] : passingTexts.filter(([, text]) => re.test(text)).map(([id]) => id);
  return { ...entry, ids, passing };
});

const show = (ids) => (args.has('--all') || ids.length <= 3 ? ids.join(', ') : `${ids.slice(0, 3).join(', ')} (+${ids.length - 3})`);
let source = '';
for (const row of rows) {
  if (row.source !== source) {
    source = row.source;
    console.log(`\n${source}`);
  }
  const mark = row.ids.length === 0 ? 'MISSING' : row.catalogueOnly ? 'catalog' : 'ok     ';
  const where =
    row.ids.length > 0
      ? show(row.ids)
      : row.passing.length > 0
        ? `no story ends on it; seen in passing in ${show(row.passing)}`
        : 'no story';
  console.log(`  ${mark} '${row.text}' (${row.area}) → ${where}`);
}

const missing = rows.filter((row) => row.ids.length === 0);
const onlyCatalogue = rows.filter((row) => row.catalogueOnly && row.ids.length > 0).length;
console.log(
  `\n${rows.length} catalogue texts, ${rows.length - missing.length - onlyCatalogue} shown by a screen, component or flow story, ${onlyCatalogue} (never on a screen by the spec) by the Docs/Error catalogue story, ${missing.length} missing; ${storyTexts.length} screen, component and flow stories recorded (${Object.keys(stories).length} in all).`,
);
if (missing.length > 0) {
  console.error(`\nNo story shows:\n${missing.map((row) => `  - '${row.text}' (${row.source}, ${row.area})`).join('\n')}`);
  process.exit(1);
}
