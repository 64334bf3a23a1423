#!/usr/bin/env node
/**
 * Bundle budget: builds the app (unless --no-build), then reports gzip sizes from
 * Vite's manifest and fails when over budget:
 * - login route initial JS (entry + its static imports) ≤ 110 KiB gzip, and
 *   what it loads lazily before login (the Spanish core texts, the login answer's schema) in
 *   small chunks of their own, never the shell's;
 * - each screen route's own chunk ≤ 40 KiB gzip;
 * - what the dashboard loads after login in at most 10 files;
 * - the mock universe, DOMPurify, zod, React Router and the sprinkles' runtime table never in
 *   the initial JS;
 * - no two chunks importing each other.
 * Sizes in KiB (1024 bytes) of gzip level 9 output.
 */
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

// The login page's first JavaScript: 152 → 110 KiB (107.2 measured): zod and React Router load after login, texts
// load for the active language only, the boot libraries share one chunk, the checkbox is native.
// Route chunks 50 → 40 KiB (the largest, Messages, is 14.3).
// 110 → 111 KiB: with a third language the text loader's table of lazy chunks (one import per
// language and namespace, 51 with German) and the browser-session sync of an unremembered login
// measured 110.3 KiB after the shared settings, language list and clsx joined the boot chunk.
// The way back under 110: a table of the text files' URLs fetched as JSON instead of 51 imports.
// 110.3 → 110.2 KiB with the start-up probe's module added: no modulepreload polyfill (vite.config.ts).
// 110.2 → 106.9 KiB, budget back to 110: the sprinkles' runtime table and the surface recipe left
// the entry (main.tsx and the theme state import the theme's files, not its index; the language
// and theme switches render a build-time class instead of `Inline`), and vanilla-extract's
// runtime calls are marked pure (build/pureStyleRuntime.ts).
const BUDGET = { loginInitialKiB: 110, routeChunkKiB: 40, afterLoginFiles: 10 };
const dist = join(import.meta.dirname, '..', 'apps', 'game', 'dist');

if (!process.argv.includes('--no-build')) {
  execSync('pnpm --filter @imperio/game build', { stdio: 'inherit' });
}
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;

function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key]?.imports ?? []) staticClosure(next, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const initial = [...staticClosure(entryKey)];
const initialFiles = initial.map((key) => manifest[key].file);
const initialKiB = initialFiles.reduce((sum, file) => sum + gz(file), 0);
const initialCode = initialFiles.map((file) => readFileSync(join(dist, file), 'utf8')).join('\n');

const rows = [];
let failed = false;
const keyOfFile = Object.fromEntries(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
/**
 * Checks one chunk the login route imports lazily, found by `pattern` in the entry's code (its
 * first group the file name): with whatever it imports (less the initial files) it must be at
 * most `budget` KiB gzip. Inside a larger group (the shell was, once, through a package index)
 * the login would load and run that whole group.
 */
function checkLazyChunk(label, pattern, budget) {
  const match = pattern.exec(initialCode);
  const key = match ? keyOfFile[`assets/${match[1]}`] : undefined;
  const files = key ? [...staticClosure(key)].map((k) => manifest[k].file).filter((file) => !initialFiles.includes(file)) : [];
  const kib = files.reduce((sum, file) => sum + gz(file), 0);
  const ok = key !== undefined && kib <= budget;
  if (!ok) failed = true;
  rows.push({
    chunk: `${label} (${key ? files.join(' + ') : 'not found in the entry'})`,
    'gzip KiB': kib.toFixed(1),
    'budget KiB': budget,
    ok: ok ? 'yes' : 'OVER',
  });
}
// Before its first render the login loads the default language's texts (the entry's lazy-import
// table of i18n/lazy.ts), each a small chunk.
for (const namespace of ['common', 'errors', 'login', 'shell', 'entities']) {
  checkLazyChunk(`texts es/${namespace}`, new RegExp(`"\\./es/${namespace}\\.json":\\(\\)=>[^\\n]*?import\\(\`\\./([^\`]+)\``), 8);
}
// The login answer's schema (api-client's `loadLoginSchema`), fetched when the form is first
// touched: 17.3 KiB measured, the schema, zod's core and its mini API (chunks shared with the
// shell, whose answer schemas are `zod/mini` too).
checkLazyChunk('login answer schema', /import\(`\.\/(session-[\w-]+\.js)`\)/, 18);
const check = (name, kib, budget) => {
  const ok = kib <= budget;
  if (!ok) failed = true;
  rows.push({ chunk: name, 'gzip KiB': kib.toFixed(1), 'budget KiB': budget, ok: ok ? 'yes' : 'OVER' });
};
check('login route (initial JS)', initialKiB, BUDGET.loginInitialKiB);

for (const [key, chunk] of Object.entries(manifest)) {
  const match = /screens\/([^/]+)\/index\.ts$/.exec(key);
  if (!match || !chunk.isDynamicEntry) continue;
  check(`route ${match[1]} (own chunk)`, gz(chunk.file), BUDGET.routeChunkKiB);
}
// After login: the shell and the dashboard with their static imports, less the login route's files
// (most of it the `shell` chunk of apps/game/build/chunkGroups.ts). Its size is reported; its file count is
// budgeted, because a login-route module that imports a package index (not its files) quietly
// splits the shell back into dozens of small chunks (55 scripts before the shell chunk, 7 now).
const afterLoginKeys = Object.keys(manifest).filter(
  (key) => key.endsWith('AuthenticatedApp.tsx') || key.endsWith('screens/Dashboard/index.ts'),
);
const afterLogin = new Set(afterLoginKeys.flatMap((key) => [...staticClosure(key)].map((k) => manifest[k].file)));
for (const file of initialFiles) afterLogin.delete(file);
const afterLoginOk = afterLogin.size <= BUDGET.afterLoginFiles;
if (!afterLoginOk) failed = true;
rows.push({
  chunk: `after login: shell + dashboard (${afterLogin.size} files, at most ${BUDGET.afterLoginFiles})`,
  'gzip KiB': [...afterLogin].reduce((sum, file) => sum + gz(file), 0).toFixed(1),
  'budget KiB': '-',
  ok: afterLoginOk ? 'yes' : 'OVER',
});

// No two chunks import each other: in such a cycle, whichever a lazy import reaches first runs
// second, and its exports are still undefined while the other runs (a route table split from
// the shell this way crashed one login in three with React error #130).
const cycles = [];
{
  const state = new Map();
  const visit = (key, path) => {
    state.set(key, 'open');
    for (const next of manifest[key]?.imports ?? []) {
      if (state.get(next) === 'open')
        cycles.push([...path.slice(path.indexOf(next)), next].map((k) => manifest[k]?.file ?? k).join(' -> '));
      else if (!state.has(next)) visit(next, [...path, next]);
    }
    state.set(key, 'done');
  };
  for (const key of Object.keys(manifest)) if (!state.has(key)) visit(key, [key]);
}
if (cycles.length) failed = true;
rows.push({
  chunk: `no import cycle between chunks${cycles.length ? `: ${cycles.join('; ')}` : ''}`,
  'gzip KiB': '-',
  'budget KiB': '-',
  ok: cycles.length ? 'NO' : 'yes',
});

// Signatures of what must never load with the login route.
const forbidden = {
  'mock universe (@imperio/mocks)': /mock-access\.|Almirante Demo|mockServiceWorker/,
  DOMPurify: /DOMPurify|ALLOWED_TAGS|uponSanitizeElement/,
  // zod's schema classes (classic and mini) keep their `$Zod…` names when minified.
  zod: /\$ZodType|\$ZodObject/,
  'React Router': /may be used only in the context of a <Router>/,
  // The sprinkles' runtime table (every responsive atom's class per condition, about 3 KiB gzip):
  // the login's classes are computed at build time; only `Box` needs the table, after login.
  'sprinkles runtime table': /conditions:\{defaultCondition:/,
};
for (const [name, signature] of Object.entries(forbidden)) {
  const present = signature.test(initialCode);
  if (present) failed = true;
  rows.push({ chunk: `${name} absent from initial JS`, 'gzip KiB': '-', 'budget KiB': '-', ok: present ? 'NO' : 'yes' });
}

console.table(rows);
if (failed) {
  console.error('Bundle budget exceeded.');
  process.exit(1);
}
console.log('Bundle budget: all within limits.');
