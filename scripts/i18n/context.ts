/**
 * `pnpm i18n:context`: which stories render each catalogue key, so a translator can see a text
 * where it shows. The visual suite records the keys every story's i18next instance was asked for
 * (.storybook/textos/recorder.ts) in test-results/story-keys/<story-id>.json; this merges those
 * records into one map, written to .storybook/docs/textos-context.json for the workbench's
 * 'Docs/Textos' page and 'Textos' panel. `pnpm i18n:context --check` (a step of `pnpm test`, after
 * the visual run) fails when the committed map differs from what the run recorded.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './catalogue';

/** What the visual suite writes per story. */
export interface StoryKeys {
  id: string;
  title: string;
  name: string;
  keys: string[];
}

/** The merged map: every story (id → title, name) and every key (`ns:key` → story ids, sorted). */
export interface TextContext {
  stories: Record<string, { title: string; name: string }>;
  keys: Record<string, string[]>;
}

/** Where the per-story records are, and where the map goes. */
export const STORY_KEYS_DIR = join(ROOT, 'test-results', 'story-keys');
export const CONTEXT_FILE = join(ROOT, '.storybook', 'docs', 'textos-context.json');

/** Merges per-story records (any order) into the map; keys and story lists sorted, so the file diffs stably. */
export function buildContext(records: readonly StoryKeys[]): TextContext {
  const stories: TextContext['stories'] = {};
  const keys = new Map<string, Set<string>>();
  for (const record of [...records].sort((a, b) => a.id.localeCompare(b.id))) {
    stories[record.id] = { title: record.title, name: record.name };
    for (const key of record.keys) keys.set(key, (keys.get(key) ?? new Set()).add(record.id));
  }
  return {
    stories,
    keys: Object.fromEntries([...keys.keys()].sort().map((key) => [key, [...keys.get(key)!].sort()])),
  };
}

/**
 * Reads every record under `dir`.
 * @throws Error when the folder is missing or empty (no visual run recorded keys yet), or a file is not a record
 */
export function readStoryKeys(dir = STORY_KEYS_DIR): StoryKeys[] {
  const files = existsSync(dir) ? readdirSync(dir).filter((file) => file.endsWith('.json')) : [];
  if (!files.length)
    throw new Error(`No story recorded its keys (${dir} is empty): run the stories first (pnpm i18n:context without --no-run).`);
  return files.map((file) => {
    const record = JSON.parse(readFileSync(join(dir, file), 'utf8')) as StoryKeys;
    if (typeof record.id !== 'string' || !Array.isArray(record.keys)) throw new Error(`${file}: not a story's keys record.`);
    return record;
  });
}

/** Writes the map; returns how many keys and stories it holds. */
export function writeContext(context: TextContext, file = CONTEXT_FILE): { keys: number; stories: number } {
  writeFileSync(file, `${JSON.stringify(context, null, 2)}\n`);
  return { keys: Object.keys(context.keys).length, stories: Object.keys(context.stories).length };
}

/** Reads the committed map. @throws Error when the file is missing or is not a map */
export function readContext(file = CONTEXT_FILE): TextContext {
  if (!existsSync(file)) throw new Error(`${file} is missing: run pnpm i18n:context.`);
  const context = JSON.parse(readFileSync(file, 'utf8')) as TextContext;
  if (typeof context.stories !== 'object' || typeof context.keys !== 'object') throw new Error(`${file}: not a Textos map.`);
  return context;
}

/**
 * What differs between the committed map and the one a run recorded, one line per difference
 * (stories and keys only in one of them, keys whose stories differ), at most `limit` lines plus
 * a count of the rest. Empty when the committed map is fresh.
 */
export function contextDifferences(committed: TextContext, recorded: TextContext, limit = 20): string[] {
  const lines: string[] = [];
  const only = (what: string, from: Record<string, unknown>, other: Record<string, unknown>, where: string) => {
    for (const id of Object.keys(from).sort()) if (!(id in other)) lines.push(`${what} ${id}: ${where}`);
  };
  only('story', recorded.stories, committed.stories, 'rendered by the run, missing from the map');
  only('story', committed.stories, recorded.stories, 'in the map, not rendered by the run');
  for (const id of Object.keys(recorded.stories).sort()) {
    const before = committed.stories[id];
    const now = recorded.stories[id]!;
    if (before && (before.title !== now.title || before.name !== now.name))
      lines.push(`story ${id}: the map says ${before.title} / ${before.name}, the run ${now.title} / ${now.name}`);
  }
  only('key', recorded.keys, committed.keys, 'rendered by the run, missing from the map');
  only('key', committed.keys, recorded.keys, 'in the map, rendered by no story of the run');
  for (const key of Object.keys(recorded.keys).sort()) {
    const before = committed.keys[key];
    const now = recorded.keys[key]!;
    if (!before || before.join('\n') === now.join('\n')) continue;
    const added = now.filter((id) => !before.includes(id));
    const removed = before.filter((id) => !now.includes(id));
    lines.push(
      `key ${key}: ${[added.length ? `now also in ${added.join(', ')}` : '', removed.length ? `no longer in ${removed.join(', ')}` : ''].filter(Boolean).join('; ')}`,
    );
  }
  return lines.length > limit ? [...lines.slice(0, limit), `… and ${lines.length - limit} more difference(s)`] : lines;
}
