/**
 * Writes translators' changes into the catalogue: `pnpm i18n:apply patch.json` (the file a
 * workbench panel's 'Exportar cambios' downloads) and `pnpm i18n:import` (an XLIFF/PO file).
 * Everything is checked before anything is written; a bad change stops the whole patch with one
 * message listing every problem, and the files stay as they were.
 *
 * The patch format (version 1; documented in docs/i18n.md):
 * ```json
 * {
 *   "version": 1,
 *   "language": "en",
 *   "namespaces": {
 *     "shell": {
 *       "texts": { "nav.dashboard": "Command Centre", "tabs.more": null },
 *       "descriptions": { "nav.dashboard": { "description": "Main menu entry", "maxLength": 18 } }
 *     }
 *   }
 * }
 * ```
 * A text `null` removes a translation (the key then falls back); a description `null` removes it.
 * Keys are the source's (es) flat keys, or a plural form the language needs of a source plural
 * key; the source's texts can be edited but not added or removed (keys come with code).
 */
import type { LanguageInfo } from '@imperio/api-client/languages';
import {
  type Description,
  type Flat,
  I18N_DIR,
  namespaces,
  placeholders,
  PLURAL,
  pluralBase,
  pluralCategories,
  readDescriptions,
  readNamespace,
  SOURCE,
  writeDescriptions,
  writeNamespace,
} from './catalogue';

export interface Changes {
  version?: 1;
  language: string;
  namespaces: Record<string, { texts?: Record<string, string | null>; descriptions?: Record<string, Description | null> }>;
}

export interface ApplySummary {
  /** Texts written (new or changed). */
  texts: number;
  /** Translations removed. */
  removed: number;
  /** Descriptions written or removed. */
  descriptions: number;
  /** Namespace files written. */
  files: string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Checks a parsed patch's shape.
 * @throws Error naming what is wrong (not an object, no language, a text that is not a string…)
 */
export function parsePatch(value: unknown): Changes {
  if (!isRecord(value)) throw new Error('A patch is a JSON object: { "version": 1, "language": "en", "namespaces": { … } }.');
  if (value.version !== undefined && value.version !== 1)
    throw new Error(`Unknown patch version ${JSON.stringify(value.version)} (this tool reads version 1).`);
  if (typeof value.language !== 'string' || !value.language) throw new Error('The patch names no "language".');
  if (!isRecord(value.namespaces)) throw new Error('The patch has no "namespaces" object.');
  for (const [ns, change] of Object.entries(value.namespaces)) {
    if (!isRecord(change)) throw new Error(`namespaces.${ns}: expected { "texts": {…}, "descriptions": {…} }.`);
    for (const part of Object.keys(change))
      if (part !== 'texts' && part !== 'descriptions')
        throw new Error(`namespaces.${ns}.${part}: unknown (only "texts" and "descriptions").`);
    if (change.texts !== undefined && !isRecord(change.texts)) throw new Error(`namespaces.${ns}.texts: expected an object of key → text.`);
    if (change.descriptions !== undefined && !isRecord(change.descriptions))
      throw new Error(`namespaces.${ns}.descriptions: expected an object of key → description.`);
  }
  return value as unknown as Changes;
}

/**
 * Checks every change against the catalogue and writes them (texts into
 * `<language>/<ns>.json`, descriptions into `descriptions/<ns>.json`, keys in the source's order).
 * @param languages the language list (a patch for a language not in it is refused)
 * @throws Error listing every refused change; nothing is written then
 */
export function applyChanges(changes: Changes, languages: readonly LanguageInfo[], dir = I18N_DIR): ApplySummary {
  const problems: string[] = [];
  const info = languages.find((language) => language.code === changes.language);
  if (!info) throw new Error(`Unknown language '${changes.language}': add it first (pnpm i18n:add ${changes.language}).`);
  const known = new Set(namespaces(dir));
  const categories = changes.language === SOURCE ? [] : pluralCategories(info.intlLocale);
  const pending: Array<{ ns: string; texts?: Flat; notes?: Record<string, Description> }> = [];
  const summary: ApplySummary = { texts: 0, removed: 0, descriptions: 0, files: [] };
  const allNotes = readDescriptions(dir);

  for (const [ns, change] of Object.entries(changes.namespaces)) {
    if (!known.has(ns)) {
      problems.push(`${ns}: no such namespace (${[...known].join(', ')})`);
      continue;
    }
    const source = readNamespace(SOURCE, ns, dir);
    const bases = new Set(
      Object.keys(source)
        .filter((key) => PLURAL.test(key))
        .map(pluralBase),
    );
    const sourceOf = (key: string) => source[key] ?? source[`${pluralBase(key)}_other`];
    const accepts = (key: string) =>
      key in source ||
      (changes.language !== SOURCE && PLURAL.test(key) && bases.has(pluralBase(key)) && categories.includes(PLURAL.exec(key)![1]!));
    let texts: Flat | undefined;
    const before = summary.texts + summary.removed;
    if (change.texts) {
      texts = readNamespace(changes.language, ns, dir);
      for (const [key, text] of Object.entries(change.texts)) {
        if (!accepts(key)) {
          problems.push(
            `${ns}:${key}: not a key of the source (es)${PLURAL.test(key) ? ` nor a plural form ${changes.language} uses (${categories.join(', ')})` : ''}`,
          );
        } else if (text === null) {
          if (changes.language === SOURCE) problems.push(`${ns}:${key}: a Spanish text cannot be removed (the code uses its key)`);
          else if (key in texts) {
            delete texts[key];
            summary.removed++;
          }
        } else if (typeof text !== 'string' || text.trim() === '') {
          problems.push(`${ns}:${key}: the text must be a non-empty string (null removes a translation)`);
        } else {
          const want = placeholders(sourceOf(key) ?? '');
          const got = placeholders(text);
          const countOptional = key.endsWith('_one') && !got.includes('{{count}}');
          const expected = countOptional ? want.filter((p) => p !== '{{count}}') : want;
          if (expected.join(' ') !== got.join(' ')) {
            problems.push(`${ns}:${key}: variables [${got.join(' ')}] must be the source's [${expected.join(' ')}]`);
          } else if (texts[key] !== text) {
            texts[key] = text;
            summary.texts++;
          }
        }
      }
    }
    let notes: Record<string, Description> | undefined;
    if (change.descriptions) {
      notes = { ...allNotes[ns] };
      for (const [key, note] of Object.entries(change.descriptions)) {
        if (!(key in source)) problems.push(`${ns}:${key}: a description is for a key of the source (es)`);
        else if (note === null) {
          delete notes[key];
          summary.descriptions++;
        } else if (!isRecord(note) || typeof note.description !== 'string' || note.description.trim() === '') {
          problems.push(`${ns}:${key}: a description is { "description": "…", "maxLength"?: n }`);
        } else if (note.maxLength !== undefined && !(Number.isInteger(note.maxLength) && note.maxLength > 0)) {
          problems.push(`${ns}:${key}: maxLength must be a whole number of characters above 0`);
        } else {
          notes[key] = { description: note.description, ...(note.maxLength !== undefined ? { maxLength: note.maxLength } : {}) };
          summary.descriptions++;
        }
      }
    }
    // A file whose texts do not change is not rewritten (its formatting stays as it is).
    pending.push({ ns, texts: summary.texts + summary.removed > before ? texts : undefined, notes });
  }
  if (problems.length) throw new Error(`Nothing was written; ${problems.length} change(s) refused:\n  ${problems.join('\n  ')}`);
  for (const { ns, texts, notes } of pending) {
    if (texts) {
      writeNamespace(changes.language, ns, texts, dir);
      summary.files.push(`${changes.language}/${ns}.json`);
    }
    if (notes) {
      writeDescriptions(ns, notes, dir);
      summary.files.push(`descriptions/${ns}.json`);
    }
  }
  return summary;
}
