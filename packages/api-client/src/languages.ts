/**
 * The interface languages, in one list (spec p1 §1: Spanish, the default and the source of the
 * texts, and English). Everything that depends on the set of languages reads it: the profile's
 * language field (`LANGUAGES`), the UI's language switch and fallbacks, its `Intl` formats, the
 * Storybook toolbar, the prerendered `<html lang>` and the translators' scripts (scripts/i18n).
 * It lives in the API client because the client cannot import the UI (mocks → api-client ← ui ←
 * apps/game) and the profile's `language` is one of these codes.
 *
 * Adding a language is this data plus its JSON files: `pnpm i18n:add <code>` writes both.
 */
export interface LanguageInfo {
  /** BCP 47 language code, also the folder of its texts (`packages/ui/src/i18n/<code>/`). */
  readonly code: string;
  /** The language's name in itself, as the language switch lists it ('Deutsch'). */
  readonly nativeName: string;
  /** The `Intl` locale of its numbers and dates ('de-DE'). */
  readonly intlLocale: string;
  /** Writing direction of `<html dir>`. */
  readonly dir: 'ltr' | 'rtl';
  /**
   * 'source': the texts are written here first (es); 'reviewed': complete and checked by a
   * reviewer (the report and a unit test keep it at 100 %); 'needs review': translated, not yet
   * checked (the report says so until a reviewer sets 'reviewed').
   */
  readonly status: 'source' | 'reviewed' | 'needs review';
  /** Where a missing key falls back to (a language whose texts are complete); none for 'source'. */
  readonly fallback?: string;
}

export const LANGUAGE_LIST = [
  { code: 'es', nativeName: 'Español', intlLocale: 'es-ES', dir: 'ltr', status: 'source' },
  { code: 'en', nativeName: 'English', intlLocale: 'en-GB', dir: 'ltr', status: 'reviewed' },
  { code: 'de', nativeName: 'Deutsch', intlLocale: 'de-DE', dir: 'ltr', status: 'needs review', fallback: 'en' },
  // `pnpm i18n:add` inserts new languages above this line.
] as const satisfies readonly LanguageInfo[];

/** A language code of the list ('es' | 'en' | …). */
export type LanguageCode = (typeof LANGUAGE_LIST)[number]['code'];

/** The default language, and the source of every text (spec p1 §1). */
export const DEFAULT_LANGUAGE = 'es' satisfies LanguageCode;

/** Profile languages (spec p2 §2.8): every code of the list. */
export const LANGUAGES = LANGUAGE_LIST.map((language) => language.code) as readonly LanguageCode[];

/** True when `code` is a language of the list. */
export function isLanguage(code: unknown): code is LanguageCode {
  return typeof code === 'string' && (LANGUAGES as readonly string[]).includes(code);
}

/**
 * The list's entry of a language code; a regional variant ('en-US') gets its language's entry.
 * @returns the entry, or undefined when the language is not in the list
 */
export function languageInfo(code: string | null | undefined): LanguageInfo | undefined {
  if (!code) return undefined;
  return LANGUAGE_LIST.find((language) => language.code === code) ?? LANGUAGE_LIST.find((language) => code.startsWith(`${language.code}-`));
}
