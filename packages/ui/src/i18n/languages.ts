import { DEFAULT_LANGUAGE, isLanguage, languageInfo, type LanguageInfo } from '@imperio/api-client/languages';
import { isPseudo, type PseudoLocale } from './pseudo';
import type { Locale } from './types';

/**
 * The pseudo-locales (pseudo.ts), as entries like the language list's: offered by the Storybook
 * toolbar and by development builds (`?lng=pseudo`), never by the language switch or the profile.
 * Their numbers and dates are Spanish (their texts are).
 */
export const PSEUDO_LANGUAGES: readonly (LanguageInfo & { code: PseudoLocale })[] = [
  { code: 'pseudo', nativeName: 'Pseudo (+40 %)', intlLocale: 'es-ES', dir: 'ltr', status: 'source' },
  { code: 'pseudo-rtl', nativeName: 'Pseudo RTL', intlLocale: 'es-ES', dir: 'rtl', status: 'source' },
];

/** A language i18next can be set to: one of the list, or a pseudo-locale. */
export type AnyLocale = Locale | PseudoLocale;

/** True when `code` is a language of the list or a pseudo-locale. */
export function isAnyLocale(code: unknown): code is AnyLocale {
  return isLanguage(code) || isPseudo(code);
}

function entryOf(language: string | null | undefined): LanguageInfo | undefined {
  return PSEUDO_LANGUAGES.find((pseudo) => pseudo.code === language) ?? languageInfo(language);
}

/**
 * The interface language of an i18next language: its code when it is in the list (a regional
 * 'en-US' gives 'en'); the default (es) for anything else, pseudo-locales included (their texts
 * are Spanish). What used to be `language === 'en' ? 'en' : 'es'`.
 */
export function localeOf(language: string | null | undefined): Locale {
  return (languageInfo(language)?.code as Locale | undefined) ?? DEFAULT_LANGUAGE;
}

/**
 * The `Intl` locale of an interface language ('es' → 'es-ES', 'de' → 'de-DE'), from the list.
 * @returns the list's `intlLocale`; a code not in the list passes through (a BCP 47 tag Intl
 *   understands); none → the default language's
 */
export function intlLocaleOf(language: string | null | undefined): string {
  return entryOf(language)?.intlLocale ?? language ?? languageInfo(DEFAULT_LANGUAGE)!.intlLocale;
}

/** The writing direction of a language ('rtl' for pseudo-rtl); 'ltr' for one not in the list. */
export function directionOf(language: string | null | undefined): 'ltr' | 'rtl' {
  return entryOf(language)?.dir ?? 'ltr';
}

/**
 * The `lang` attribute of a language: its code; for a pseudo-locale Spanish with Android's
 * private-use pseudo regions ('es-XA', 'es-XB' for right to left), a valid BCP 47 tag (the a11y
 * checks refuse 'pseudo') that screen readers read as the Spanish it is.
 */
export function htmlLangOf(language: string): string {
  if (language === 'pseudo') return 'es-XA';
  if (language === 'pseudo-rtl') return 'es-XB';
  return language;
}

/**
 * Sets `<html lang dir>` for a language (the app on start and on every switch; Storybook per story).
 * @param root the element to mark @default document.documentElement
 */
export function markDocumentLanguage(language: string, root: HTMLElement = document.documentElement): void {
  root.lang = htmlLangOf(language);
  root.dir = directionOf(language);
}

/**
 * Where a language's missing keys come from: the list's `fallback` (a language still under review
 * falls back to a complete one while keys added after its translation wait for a translator);
 * none for a complete language.
 * @returns a language code, or undefined
 */
export function fallbackOf(code: string): string | undefined {
  return languageInfo(code)?.fallback;
}
