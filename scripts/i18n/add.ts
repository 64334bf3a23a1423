/**
 * `pnpm i18n:add <code>`: scaffolds a new interface language. It writes an empty file per
 * namespace (`packages/ui/src/i18n/<code>/<ns>.json`, `{}`: every key then shows as missing in
 * `pnpm i18n:report`, and falls back in the app) and the language's entry in the language list
 * (packages/api-client/src/languages.ts), status 'needs review'. Its name, `Intl` locale and
 * direction come from the runtime's CLDR data unless given. Then translate (edit the files, or
 * `pnpm i18n:export` → a tool → `pnpm i18n:import`) and have a reviewer set 'reviewed'.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { I18N_DIR, jsonText, namespaces, ROOT, writeAtomically } from './catalogue';

/** The language list's source file, where the entry is inserted. */
export const LANGUAGE_FILE = join(ROOT, 'packages', 'api-client', 'src', 'languages.ts');
const MARKER = '// `pnpm i18n:add` inserts new languages above this line.';

export interface NewLanguage {
  code: string;
  /** @default the language's name in itself, from Intl.DisplayNames ('Deutsch') */
  nativeName?: string;
  /** @default the likely region of the language, from Intl.Locale#maximize ('de' → 'de-DE') */
  intlLocale?: string;
  /** @default from Intl.Locale text info ('ar' → 'rtl') */
  dir?: 'ltr' | 'rtl';
  /** Where missing keys fall back to. @default 'en' */
  fallback?: string;
}

/** The entry a new language gets, CLDR defaults filled in. @throws Error for a code that is not a BCP 47 language */
export function languageEntry({ code, nativeName, intlLocale, dir, fallback = 'en' }: NewLanguage) {
  if (!/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(code)) throw new Error(`'${code}' is not a language code (BCP 47: 'de', 'pt-BR').`);
  const locale = new Intl.Locale(code);
  const name = nativeName ?? new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
  const max = locale.maximize();
  const textInfo =
    (locale as Intl.Locale & { textInfo?: { direction?: string }; getTextInfo?: () => { direction?: string } }).getTextInfo?.() ??
    (locale as Intl.Locale & { textInfo?: { direction?: string } }).textInfo;
  return {
    code,
    nativeName: name.charAt(0).toLocaleUpperCase(code) + name.slice(1),
    intlLocale: intlLocale ?? (max.region ? `${max.language}-${max.region}` : code),
    dir: dir ?? (textInfo?.direction === 'rtl' ? 'rtl' : 'ltr'),
    status: 'needs review' as const,
    fallback,
  };
}

/**
 * Scaffolds a language: its files and its list entry.
 * @returns the entry written and the files created (existing files are kept as they are)
 * @throws Error when the code is invalid or already in the list, or the list's marker is gone
 */
export function addLanguage(language: NewLanguage, dir = I18N_DIR, listFile = LANGUAGE_FILE) {
  const entry = languageEntry(language);
  const list = readFileSync(listFile, 'utf8');
  if (new RegExp(`code: '${entry.code}'`).test(list)) throw new Error(`'${entry.code}' is in the language list already.`);
  if (!list.includes(MARKER)) throw new Error(`${listFile}: the line '${MARKER}' is missing; add the entry by hand.`);
  const created: string[] = [];
  for (const ns of namespaces(dir)) {
    const file = join(dir, entry.code, `${ns}.json`);
    if (existsSync(file)) continue;
    writeAtomically(file, jsonText({}));
    created.push(file);
  }
  const fields = Object.entries(entry)
    .map(([key, value]) => `${key}: '${String(value).replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`)
    .join(', ');
  writeAtomically(listFile, list.replace(MARKER, `{ ${fields} },\n  ${MARKER}`));
  return { entry, created };
}
