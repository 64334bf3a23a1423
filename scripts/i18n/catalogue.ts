/**
 * The translation catalogue on disk, for the translators' scripts (`pnpm i18n:*`): one JSON file
 * per language and namespace under `packages/ui/src/i18n/<code>/<ns>.json` (nested objects of
 * strings; `es` is the source of truth), and the translators' notes under
 * `packages/ui/src/i18n/descriptions/<ns>.json`. Keys are handled flat, dotted ('nav.dashboard').
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root. */
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Where the catalogue lives. */
export const I18N_DIR = join(ROOT, 'packages', 'ui', 'src', 'i18n');
/** The source language: every key is defined by its files. */
export const SOURCE = 'es';

/** A namespace's texts, flat: dotted key → text. */
export type Flat = Record<string, string>;
type Tree = { [key: string]: string | Tree };

/**
 * A translator's note on a key (the `descriptions/<ns>.json` files, keys flat):
 * `description` what the text is and where it shows; `maxLength` the characters its layout fits
 * (only where a layout sets a limit).
 */
export interface Description {
  description: string;
  maxLength?: number;
}
export type Descriptions = Record<string, Record<string, Description>>;

/**
 * A nested namespace object as flat dotted keys.
 * @throws Error when a value is neither a string nor an object (arrays, numbers: not i18n texts)
 */
export function flatten(tree: Tree, prefix = ''): Flat {
  const out: Flat = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[path] = value;
    else if (value && typeof value === 'object' && !Array.isArray(value)) Object.assign(out, flatten(value, path));
    else throw new Error(`${path}: a text must be a string (found ${JSON.stringify(value)})`);
  }
  return out;
}

/**
 * Flat dotted keys back to nested objects, in the order of `order` (the source's keys) and then
 * the rest in their own order, so a written file diffs against the source line by line.
 */
export function unflatten(flat: Flat, order: readonly string[] = []): Tree {
  const out: Tree = {};
  const keys = [...order.filter((key) => key in flat), ...Object.keys(flat).filter((key) => !order.includes(key))];
  for (const key of keys) {
    const parts = key.split('.');
    let node = out;
    for (const part of parts.slice(0, -1)) {
      const next = node[part];
      if (typeof next === 'string') throw new Error(`${key}: '${part}' is both a text and a group`);
      node = node[part] = next ?? {};
    }
    node[parts.at(-1)!] = flat[key]!;
  }
  return out;
}

/** The namespaces: the source language's files. */
export function namespaces(dir = I18N_DIR): string[] {
  return readdirSync(join(dir, SOURCE))
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .sort();
}

/** One language's namespace, flat; `{}` when the file does not exist. */
export function readNamespace(language: string, ns: string, dir = I18N_DIR): Flat {
  const file = join(dir, language, `${ns}.json`);
  if (!existsSync(file)) return {};
  return flatten(JSON.parse(readFileSync(file, 'utf8')) as Tree);
}

/** A language's texts: namespace → flat texts (every source namespace, `{}` where a file is missing). */
export function readLanguage(language: string, dir = I18N_DIR): Record<string, Flat> {
  return Object.fromEntries(namespaces(dir).map((ns) => [ns, readNamespace(language, ns, dir)]));
}

/**
 * Writes a file atomically (a temporary file renamed over it): an interrupted write never leaves
 * half a JSON file.
 */
export function writeAtomically(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, text);
  renameSync(tmp, file);
}

/** JSON as the repository formats it (prettier: two spaces, a final newline). */
export function jsonText(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/** Writes one language's namespace, keys in the source's order (extra keys last). */
export function writeNamespace(language: string, ns: string, flat: Flat, dir = I18N_DIR): void {
  const order = Object.keys(readNamespace(SOURCE, ns, dir));
  writeAtomically(join(dir, language, `${ns}.json`), jsonText(unflatten(flat, order)));
}

/** Every namespace's translators' notes (`descriptions/<ns>.json`); `{}` for a namespace without. */
export function readDescriptions(dir = I18N_DIR): Descriptions {
  const out: Descriptions = {};
  for (const ns of namespaces(dir)) {
    const file = join(dir, 'descriptions', `${ns}.json`);
    out[ns] = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, Description>) : {};
  }
  return out;
}

/** Writes one namespace's notes, keys in the source's order. */
export function writeDescriptions(ns: string, notes: Record<string, Description>, dir = I18N_DIR): void {
  const order = Object.keys(readNamespace(SOURCE, ns, dir));
  const sorted = Object.fromEntries(
    [...order.filter((key) => key in notes), ...Object.keys(notes).filter((key) => !order.includes(key))].map((key) => [key, notes[key]]),
  );
  writeAtomically(join(dir, 'descriptions', `${ns}.json`), jsonText(sorted));
}

/** i18next's plural suffixes (CLDR categories). */
export const PLURAL = /_(zero|one|two|few|many|other)$/;

/** A key without its plural suffix ('fields_one' → 'fields'). */
export function pluralBase(key: string): string {
  return key.replace(PLURAL, '');
}

/**
 * What i18next reads inside a text and a translation must keep: interpolation variables
 * (`{{count}}`, `{{- html}}`, formats `{{n, number}}` by name) and nested keys (`$t(key)`), sorted.
 */
export function placeholders(text: string): string[] {
  const variables = [...text.matchAll(/\{\{-?\s*([\w.]+)[^}]*\}\}/g)].map((m) => `{{${m[1]}}}`);
  const nested = [...text.matchAll(/\$t\(\s*([^,)\s]+)/g)].map((m) => `$t(${m[1]})`);
  return [...variables, ...nested].sort();
}

/**
 * The plural categories a language's texts need, from `Intl.PluralRules` on whole and decimal
 * numbers a game shows (0–1000, halves): es and en 'one', 'other' (es's 'many' is for compact
 * millions, '1 M', which the interface does not write with a plural text); de 'one', 'other';
 * pl 'one', 'few', 'many', 'other'.
 */
export function pluralCategories(intlLocale: string): string[] {
  const rules = new Intl.PluralRules(intlLocale);
  const found = new Set<string>();
  for (let n = 0; n <= 1000; n++) {
    found.add(rules.select(n));
    found.add(rules.select(n + 0.5));
  }
  return rules.resolvedOptions().pluralCategories.filter((category) => found.has(category));
}
