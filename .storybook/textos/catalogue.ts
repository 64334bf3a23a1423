import { LANGUAGE_LIST, type LanguageInfo } from '@imperio/api-client';
import { resources } from '@imperio/ui';

/**
 * The catalogue as the workbench shows it to translators: every key of every namespace, flat
 * (`nav.dashboard`), with its text in each language of the list and, for a plural key, each
 * form (`planets_one`, `planets_other`) under its base key. Read from the bundled resources of
 * @imperio/ui (the files under packages/ui/src/i18n) and the translators' notes under
 * packages/ui/src/i18n/descriptions.
 */

/** The languages of the list (es first: the source). */
export const TEXTOS_LANGUAGES: readonly LanguageInfo[] = LANGUAGE_LIST;

/** i18next's plural suffixes (CLDR categories). */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

type Tree = { [key: string]: string | Tree };

/** A nested namespace object as flat dotted keys → text (non-strings are skipped). */
export function flattenTexts(tree: unknown, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  if (!tree || typeof tree !== 'object') return out;
  for (const [key, value] of Object.entries(tree as Tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[path] = value;
    else Object.assign(out, flattenTexts(value, path));
  }
  return out;
}

/** One key of the catalogue (a plural key once, with its forms). */
export interface CatalogueEntry {
  /** `namespace:key`. */
  id: string;
  ns: string;
  /** The key without plural suffix. */
  key: string;
  plural: boolean;
  /** language → flat key (`key` or `key_one`…) → text; a language lacking the key has `{}`. */
  values: Record<string, Record<string, string>>;
  /** `{{name}}` placeholders of the Spanish text(s). */
  variables: string[];
  description?: string;
  maxLength?: number;
}

const descriptionFiles = import.meta.glob<Record<string, unknown>>('../../packages/ui/src/i18n/descriptions/*.json', {
  eager: true,
  import: 'default',
});

/** Translators' notes: `ns` → flat key → `{ description, maxLength }`. */
export function descriptions(): Record<string, Record<string, { description: string; maxLength?: number }>> {
  const out: Record<string, Record<string, { description: string; maxLength?: number }>> = {};
  for (const [path, tree] of Object.entries(descriptionFiles)) {
    const ns = path
      .split('/')
      .pop()!
      .replace(/\.json$/, '');
    const notes: Record<string, { description: string; maxLength?: number }> = {};
    const walk = (node: unknown, prefix: string) => {
      if (!node || typeof node !== 'object') return;
      const record = node as Record<string, unknown>;
      if (typeof record.description === 'string') {
        notes[prefix] = { description: record.description, maxLength: typeof record.maxLength === 'number' ? record.maxLength : undefined };
        return;
      }
      for (const [key, value] of Object.entries(record)) walk(value, prefix ? `${prefix}.${key}` : key);
    };
    walk(tree, '');
    out[ns] = notes;
  }
  return out;
}

/** Placeholders (`{{name}}`, `{{count, number}}`) of some texts, unique, in order. */
export function placeholdersOf(texts: Iterable<string>): string[] {
  const names = new Set<string>();
  for (const text of texts) for (const match of text.matchAll(/\{\{\s*([\w.]+)/g)) names.add(match[1]!);
  return [...names];
}

/**
 * Every key of the catalogue, `namespace:key` sorted. `overrides` (language → ns → flat key →
 * text) are the workbench's unsaved edits, shown instead of the files' text.
 */
export function catalogueEntries(overrides: Record<string, Record<string, Record<string, string>>> = {}): CatalogueEntry[] {
  const notes = descriptions();
  const all = resources as unknown as Record<string, Record<string, unknown>>;
  const entries = new Map<string, CatalogueEntry>();
  for (const [ns, tree] of Object.entries(all.es ?? {})) {
    for (const flatKey of Object.keys(flattenTexts(tree))) {
      const key = flatKey.replace(PLURAL_SUFFIX, '');
      const id = `${ns}:${key}`;
      if (!entries.has(id)) entries.set(id, { id, ns, key, plural: key !== flatKey, values: {}, variables: [] });
    }
  }
  for (const language of TEXTOS_LANGUAGES) {
    for (const [ns, tree] of Object.entries(all[language.code] ?? {})) {
      const flat = { ...flattenTexts(tree), ...overrides[language.code]?.[ns] };
      for (const [flatKey, text] of Object.entries(flat)) {
        const entry = entries.get(`${ns}:${flatKey.replace(PLURAL_SUFFIX, '')}`);
        if (entry) entry.values[language.code] = { ...entry.values[language.code], [flatKey]: text };
      }
    }
  }
  for (const entry of entries.values()) {
    entry.variables = placeholdersOf(Object.values(entry.values.es ?? {}));
    const note = notes[entry.ns]?.[entry.key];
    if (note) Object.assign(entry, note);
  }
  return [...entries.values()].sort((a, b) => a.id.localeCompare(b.id));
}
