#!/usr/bin/env node
/**
 * `pnpm metrics`: the counts to compare before and after the refactor — vanilla-extract
 * `style()` calls, hand-written `display: 'flex'` outside sprinkles, inline `style={{}}` in
 * components, `useMutation`/`invalidateQueries` outside the API layer, redeclared `type Id`,
 * hand-rolled clocks and debounces, and files over 300 lines. Prints a table; exits 0.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ISSUE_REFERENCES } from './eslint/no-issue-references.mjs';

const root = join(import.meta.dirname, '..');
const skip = new Set(['node_modules', 'dist', 'dist-server', 'storybook-static', '__screenshots__', '.git']);

function* files(dir) {
  for (const name of readdirSync(dir)) {
    if (skip.has(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (/\.(ts|tsx)$/.test(name)) yield path;
  }
}

const all = [...files(join(root, 'packages')), ...files(join(root, 'apps'))];
const source = all.filter((f) => !/\.(test|stories)\.tsx?$/.test(f));
const read = (f) => readFileSync(f, 'utf8');
const count = (list, re) => list.reduce((n, f) => n + (read(f).match(re) ?? []).length, 0);

/** `display: 'flex'` written inside a style object, not inside a sprinkles() call. */
function handFlex(text) {
  let n = 0;
  for (const match of text.matchAll(/display: '(inline-)?flex'/g)) {
    const before = text.slice(0, match.index);
    const open = before.lastIndexOf('sprinkles(');
    const close = before.lastIndexOf(')');
    if (open < 0 || close > open) n += 1;
  }
  return n;
}

/**
 * The method+path pairs of API calls declared outside the call table
 * (packages/api-client/src/calls/): an object literal with a `path:` naming a `routes.` entry or
 * a path string, its method from the same object (`get` without one). Each such pair is a call
 * declared a second time, besides its table entry.
 */
function callsDeclaredTwice() {
  const scripts = [...files(join(root, 'scripts'))];
  const pairs = new Set();
  for (const file of [...source, ...scripts].filter((f) => !f.includes('packages/api-client/src/calls/'))) {
    const text = read(file);
    for (const match of text.matchAll(/\bpath: (?:template\()?(routes\.\w+\.\w+|'\/?[a-z][\w/{}-]*\/')/g)) {
      let open = match.index;
      for (let depth = 0; open > 0; open--) {
        if (text[open] === '}') depth++;
        else if (text[open] === '{' && depth-- === 0) break;
      }
      let close = match.index;
      for (let depth = 0; close < text.length; close++) {
        if (text[close] === '{') depth++;
        else if (text[close] === '}' && depth-- === 0) break;
      }
      const method = /\bmethod: '(\w+)'/.exec(text.slice(open, close))?.[1] ?? 'get';
      pairs.add(`${method} ${match[1]}`);
    }
  }
  return pairs.size;
}

const css = source.filter((f) => f.endsWith('.css.ts'));
const tsx = source.filter((f) => f.endsWith('.tsx'));
const outsideApi = source.filter((f) => !f.includes('packages/api-client/'));
const rows = [
  ['style() calls in .css.ts', count(css, /\bstyle\(/g)],
  ["hand-written display: 'flex' in .css.ts", css.reduce((n, f) => n + handFlex(read(f)), 0)],
  ['sprinkles() uses', count(source, /\bsprinkles\(/g)],
  ['<Box>/<Stack>/<Inline>/<Columns> uses', count(tsx, /<(Box|Stack|Inline|Columns)\b/g)],
  ['inline style={{}} in components', count(tsx, /style=\{\{/g)],
  ['useMutation( outside api-client with a raw options object', count(outsideApi, /useMutation\(\{/g)],
  ['raw query keys outside api-client', count(outsideApi, /queryKey: \[['"]/g)],
  ['type Id declarations', count(source, /\btype Id\b\s*=/g)],
  ['useNow hooks', count(source, /function useNow\b/g)],
  // A debounce hook with a timer of its own (useDebouncedSearch builds on useDebounced and has none).
  ['debounce hooks with their own timer', source.filter((f) => /function useDebounce\w*\b[\s\S]*setTimeout\(/.test(read(f))).length],
  ['queueMicrotask in components', count(tsx, /queueMicrotask\(/g)],
  // A query given a stand-in argument (`id ?? 0`, `x!`) and kept off by `enabled`: it should take
  // the missing value and skip with skipToken (api-client queries/skip.ts), so no placeholder key exists.
  ['queries with a placeholder argument plus enabled', count(source, /(?:\?\? (?:0|''|"")|!)\), enabled:/g)],
  ['API calls declared in more than one file', callsDeclaredTwice()],
  ['String(a) === String(b) comparisons', count(all, /String\([^()]*(?:\([^()]*\))?[^()]*\) *[!=]==? *String\(/g)],
  ...ruleAndCommentRows(),
];

/**
 * One home per game rule, and comments without tracker numbers (docs/DEVELOPING.md 'Adding a
 * rule'). A rule written in more than one place is either a definition outside packages/rules of
 * a name packages/rules exports (or of a former copy's name: `allowedFor`, `REQUIRED_SHIP`), or
 * an inline formula outside it: a cost or factory power (`factor ** level`, `2 ** nanite`), the
 * planet types spelled out (`'desert', 'jungle'`), or a clock built by hand (`padStart(2, '0')`
 * next to `/ 3600`). Issue-number comments: references the lint rule `local/no-issue-references`
 * rejects, counted in every comment of the ts, tsx and mjs files.
 */
function ruleAndCommentRows() {
  const rulesDir = join(root, 'packages', 'rules');
  const ruleSource = [...files(rulesDir)].filter((f) => !/\.test\.ts$/.test(f));
  const names = new Set(['allowedFor', 'REQUIRED_SHIP']);
  for (const f of ruleSource) for (const m of read(f).matchAll(/export (?:function|const) (\w+)/g)) names.add(m[1]);
  // Style files name their classes freely (a `speedValue` class is not the speed rule).
  const outside = source.filter((f) => !f.startsWith(rulesDir) && !f.endsWith('.css.ts'));
  const defined = outside.reduce((n, f) => {
    const text = read(f);
    return n + [...names].filter((name) => new RegExp(`(?:function|const|let) ${name}\\b`).test(text)).length;
  }, 0);
  const inline = [
    /\b(?:factor|cost_factor|\.factor) \*\* /g,
    /\*\* (?:level|nanite|naniteLevel)\b/g,
    /'desert', 'jungle'/g,
    /\/ 3600\)[^\n]*padStart\(2, '0'\)/g,
  ];
  const formulas = inline.reduce((n, re) => n + count(outside, re), 0);

  const commentFiles = [
    ...all,
    ...files(join(root, 'tests')),
    ...files(join(root, 'scripts')),
    ...readdirSync(root)
      .filter((name) => /\.(ts|mjs|js)$/.test(name))
      .map((name) => join(root, name)),
  ];
  const mjs = [...walk(join(root, 'scripts')), ...walk(join(root, 'tests'))].filter((f) => f.endsWith('.mjs'));
  // Strings are matched first so that a quoted sample (a rule's test cases) is not read as a comment.
  const tokens = /'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`|(\/\/[^\n]*|\/\*[\s\S]*?\*\/)/g;
  const comments = (text) => [...text.matchAll(tokens)].flatMap((m) => (m[1] ? [m[1]] : []));
  const issueComments = [...commentFiles, ...mjs].reduce(
    (n, f) => n + comments(read(f)).reduce((k, c) => k + (c.match(ISSUE_REFERENCES) ?? []).length, 0),
    0,
  );
  return [
    ['game rules written in more than one place', defined + formulas],
    ['issue-number comments', issueComments],
  ];
}

/** Every file under a folder (the skip list aside), for the .mjs scripts `files` leaves out. */
function* walk(dir) {
  for (const name of readdirSync(dir)) {
    if (skip.has(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else yield path;
  }
}
const long = source
  .map((f) => [relative(root, f), read(f).split('\n').length])
  .filter(([, lines]) => lines > 300)
  .sort((a, b) => b[1] - a[1]);

const width = Math.max(...rows.map(([label]) => label.length));
for (const [label, value] of rows) console.log(`${label.padEnd(width)}  ${value}`);
console.log(`\nsource files over 300 lines: ${long.length}`);
for (const [file, lines] of long) console.log(`  ${String(lines).padStart(4)}  ${file}`);
