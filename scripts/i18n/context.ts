/**
 * `pnpm i18n:context`: which stories render each catalogue key, so a translator can see a text
 * where it shows. The visual suite records the keys every story's i18next instance was asked for
 * (.storybook/textos/recorder.ts) in test-results/story-keys/<story-id>.json; this merges those
 * records into one map, written to .storybook/docs/textos-context.json for the workbench's
 * 'Docs/Textos' page and 'Textos' panel.
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
