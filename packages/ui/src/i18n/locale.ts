import { isLanguage } from '@imperio/api-client/languages';
import { isPseudo } from './pseudo';
import type { AnyLocale } from './languages';
import { DEFAULT_LOCALE, type Locale } from './types';

/** localStorage key of the chosen interface language. */
export const LOCALE_KEY = 'imperio.locale';

/** Reads the saved language (a code of the language list), else `es` (spec p1 §1). */
export function savedLocale(): Locale {
  try {
    const stored = globalThis.localStorage?.getItem(LOCALE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

/**
 * The language the app starts in: in a development build, `?lng=` of the address when it names a
 * language or a pseudo-locale (`?lng=pseudo`, `?lng=pseudo-rtl`), for translators and designers;
 * otherwise (and always in production) the saved one.
 * @param search the address's query string @default location.search
 * @param dev whether this is a development build @default import.meta.env.DEV
 */
export function startLocale(search: string = globalThis.location?.search ?? '', dev: boolean = import.meta.env.DEV): AnyLocale {
  if (dev) {
    const asked = new URLSearchParams(search).get('lng');
    if (isLanguage(asked) || isPseudo(asked)) return asked;
  }
  return savedLocale();
}
