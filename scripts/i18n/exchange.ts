/**
 * The catalogue in the formats of translation management tools (`pnpm i18n:export` /
 * `pnpm i18n:import`), one language at a time, keys as ids, the Spanish source beside each text,
 * the translators' descriptions as notes:
 * - XLIFF 2.0 (the `xliff` package): one `<file id="<namespace>">` per namespace, one
 *   `<unit id="<key>">` per key with `<source>` (es) and `<target>` (when translated), the
 *   description as `<note>`, the length limit as `slr:sizeRestriction` (XLIFF's size-restriction
 *   module);
 * - gettext PO (`gettext-parser`): one entry per key, `msgctxt "<namespace>:<key>"` (the id),
 *   `msgid` the Spanish, `msgstr` the text ('' when untranslated), the description as an
 *   extracted comment `#.` and the limit as the flag `#, max-length:N` (Weblate's).
 * Reading gives back the texts and the notes exactly (a round-trip test).
 */
import { po as gettextPo, type GetTextTranslation } from 'gettext-parser';
import js2xliff from 'xliff/js2xliff';
import xliff2js, { type XliffUnit } from 'xliff/xliff2js';
import { type Description, type Descriptions, type Flat, pluralBase, PLURAL, SOURCE } from './catalogue';

export type ExchangeFormat = 'xliff' | 'po';

/** One language's texts and the notes, as a file of a translation tool carries them. */
export interface Exchange {
  language: string;
  /** Namespace → flat texts (only translated keys). */
  texts: Record<string, Flat>;
  descriptions: Descriptions;
}

export interface ExportInput {
  language: string;
  /** The source's texts (es): namespace → flat texts. */
  source: Record<string, Flat>;
  /** The language's texts (the same as `source` when exporting es). */
  texts: Record<string, Flat>;
  descriptions: Descriptions;
}

/**
 * The keys a language's file lists for a namespace: the source's, then the language's own keys
 * the source lacks in that form (plural forms of another language: German needs none, Polish
 * `_few`/`_many`), so nothing the language has is left out.
 */
function unitKeys(source: Flat, texts: Flat): string[] {
  return [...Object.keys(source), ...Object.keys(texts).filter((key) => !(key in source))];
}

/** The Spanish a key translates: its own, or for a plural form the source lacks, the source's `_other`. */
function sourceOf(source: Flat, key: string): string {
  return source[key] ?? (PLURAL.test(key) ? source[`${pluralBase(key)}_other`] : undefined) ?? '';
}

// The xliff package writes an '&' that starts an entity-like sequence ('&amp;') unescaped (taking
// it for escaped already), which reads back as '&': every '&' is escaped first, which it keeps.
const xmlSafe = (text: string) => text.replace(/&/g, '&amp;');

/**
 * One language's catalogue as an XLIFF 2.0 or PO document.
 * @returns the file's text (UTF-8)
 */
export async function exportCatalogue(format: ExchangeFormat, input: ExportInput): Promise<string> {
  return format === 'xliff' ? exportXliff(input) : exportPo(input);
}

async function exportXliff({ language, source, texts, descriptions }: ExportInput): Promise<string> {
  const resources: Record<string, Record<string, XliffUnit>> = {};
  for (const [ns, sourceFlat] of Object.entries(source)) {
    const own = texts[ns] ?? {};
    const units: Record<string, XliffUnit> = {};
    for (const key of unitKeys(sourceFlat, own)) {
      const unit: XliffUnit = { source: xmlSafe(sourceOf(sourceFlat, key)) };
      if (own[key] !== undefined && own[key] !== '') unit.target = xmlSafe(own[key]);
      const note = descriptions[ns]?.[key];
      if (note?.description) unit.note = xmlSafe(note.description);
      if (note?.maxLength !== undefined) unit.additionalAttributes = { sizeRestriction: note.maxLength };
      units[key] = unit;
    }
    resources[ns] = units;
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n${await js2xliff({ sourceLanguage: SOURCE, targetLanguage: language, resources })}\n`;
}

function exportPo({ language, source, texts, descriptions }: ExportInput): string {
  const translations: Record<string, Record<string, GetTextTranslation>> = { '': {} };
  for (const [ns, sourceFlat] of Object.entries(source)) {
    const own = texts[ns] ?? {};
    for (const key of unitKeys(sourceFlat, own)) {
      const note = descriptions[ns]?.[key];
      const msgid = sourceOf(sourceFlat, key);
      const context = `${ns}:${key}`;
      translations[context] = {
        [msgid]: {
          msgctxt: context,
          msgid,
          msgstr: [own[key] ?? ''],
          comments: {
            ...(note?.description ? { extracted: note.description } : {}),
            ...(note?.maxLength !== undefined ? { flag: `max-length:${note.maxLength}` } : {}),
          },
        },
      };
    }
  }
  const headers = {
    Language: language,
    'MIME-Version': '1.0',
    'Content-Type': 'text/plain; charset=UTF-8',
    'Content-Transfer-Encoding': '8bit',
    'X-Source-Language': SOURCE,
  };
  return gettextPo.compile({ charset: 'utf-8', headers, translations }, { foldLength: 0 }).toString('utf8');
}

/** Which format a file's text is: XLIFF when it starts with XML, else PO. */
export function detectFormat(text: string): ExchangeFormat {
  return /^\s*(<\?xml|<xliff)/.test(text) ? 'xliff' : 'po';
}

/**
 * Reads an XLIFF 2.0 or PO file written by `exportCatalogue` (or a tool that kept its ids).
 * @returns the language (XLIFF `trgLang`, PO `Language`), the translated texts (units without a
 *   target / entries with an empty msgstr are left out) and the notes
 * @throws Error with a clear message for a file that is not one of these, has no language, or
 *   an id that is not `namespace:key`
 */
export async function importCatalogue(text: string, format: ExchangeFormat = detectFormat(text)): Promise<Exchange> {
  const out: Exchange = { language: '', texts: {}, descriptions: {} };
  const put = (ns: string, key: string, value: string | undefined, note: Description | undefined) => {
    if (value !== undefined && value !== '') (out.texts[ns] ??= {})[key] = value;
    if (note) (out.descriptions[ns] ??= {})[key] = note;
  };
  if (format === 'xliff') {
    let document;
    try {
      document = await xliff2js(text);
    } catch (error) {
      throw new Error(`Not an XLIFF file: ${(error as Error).message}`, { cause: error });
    }
    if (!document?.resources) throw new Error('Not an XLIFF 2.0 file (no <xliff version="2.0"> with <file> elements).');
    out.language = document.targetLanguage ?? '';
    for (const [ns, units] of Object.entries(document.resources)) {
      for (const [key, unit] of Object.entries(units)) {
        const description = Array.isArray(unit.note) ? unit.note.join('\n') : unit.note;
        const size = unit.additionalAttributes?.sizeRestriction ?? unit.additionalAttributes?.['slr:sizeRestriction'];
        const note =
          description || size !== undefined
            ? { description: description ?? '', ...(size !== undefined ? { maxLength: Number(size) } : {}) }
            : undefined;
        put(ns, key, unit.target, note);
      }
    }
  } else {
    let po;
    try {
      po = gettextPo.parse(text, { defaultCharset: 'utf-8', validation: true });
    } catch (error) {
      throw new Error(`Not a PO file: ${(error as Error).message}`, { cause: error });
    }
    out.language = po.headers.Language ?? po.headers.language ?? '';
    for (const [context, entries] of Object.entries(po.translations)) {
      if (context === '') continue; // the header
      const split = context.indexOf(':');
      if (split <= 0) throw new Error(`PO entry with msgctxt "${context}": expected "namespace:key".`);
      const ns = context.slice(0, split);
      const key = context.slice(split + 1);
      for (const entry of Object.values(entries)) {
        const size = /(?:^|,)\s*max-length:(\d+)/.exec(entry.comments?.flag ?? '')?.[1];
        const description = entry.comments?.extracted;
        const note = description || size ? { description: description ?? '', ...(size ? { maxLength: Number(size) } : {}) } : undefined;
        put(ns, key, entry.msgstr[0], note);
      }
    }
  }
  if (!out.language) throw new Error('The file names no target language (XLIFF trgLang, PO "Language" header).');
  return out;
}
