import { readFileSync } from 'node:fs';
import { join } from 'node:path';
// By path: Vite loads its config with workspace packages external, and Node 20 cannot run .ts.
import { LANGUAGES } from '../../../packages/api-client/src/languages.ts';
import { SHELL_LAZY } from './chunkGroups.ts';

/** A language's namespace file, for every language of the list (not the translators' descriptions). */
const TEXT_CHUNK = new RegExp(`i18n/(${LANGUAGES.join('|')})/\\w+\\.json$`);

/** The entries of Vite's `.vite/manifest.json` that {@link shellScripts} reads. */
export type Manifest = Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;

/**
 * The JavaScript files the service worker precaches: those of the login route and of the shell
 * after login (`AuthenticatedApp` and the dashboard), the shell's own lazy chunks
 * (`SHELL_LAZY` in chunkGroups.ts) and the texts of every language, each with its static
 * imports, transitively. A screen's chunk is left out: it is cached the first time it loads.
 * @param manifest Vite's build manifest (module key → its output file and static imports)
 * @returns paths relative to `dist` (`assets/index-….js`)
 */
export function shellScriptsOf(manifest: Manifest): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    // The texts are lazy chunks of their own (i18n/lazy.ts); every screen waits for its language's.
    // So are the shell's widgets loaded after its first paint and the answer schemas: a visit
    // offline needs them as much as the shell.
    if (
      chunk.isEntry ||
      key.endsWith('AuthenticatedApp.tsx') ||
      key.endsWith('screens/Dashboard/index.ts') ||
      TEXT_CHUNK.test(key) ||
      SHELL_LAZY.some((lazy) => lazy.test(key))
    )
      visit(key);
  }
  return files;
}

/**
 * {@link shellScriptsOf} the manifest of the client build in `dist`.
 * @param dist the client build's folder (absolute)
 * @throws Error when `dist/.vite/manifest.json` is missing or not JSON
 */
export function shellScripts(dist: string): Set<string> {
  return shellScriptsOf(JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest);
}
