import { DEFAULT_LOCALE, type Locale } from './types';

/** localStorage key of the chosen interface language. */
export const LOCALE_KEY = 'imperio.locale';

/** Reads the saved language, else `es` (spec p1 §1). */
export function savedLocale(): Locale {
  try {
    const stored = globalThis.localStorage?.getItem(LOCALE_KEY);
    return stored === 'en' || stored === 'es' ? stored : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}
