import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, NAMESPACES, resources, type Locale } from './resources';

export { resources, LOCALES, DEFAULT_LOCALE, NAMESPACES } from './resources';
export type { Locale, Namespace } from './resources';

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

/**
 * Creates an initialised i18next instance (synchronously: resources are bundled).
 * @param lng the language to start in @default savedLocale()
 * @param keysMode when true every `t()` returns its key (the translators' "keys" mode)
 */
export function createI18n(lng: Locale = savedLocale(), keysMode = false): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: keysMode ? 'cimode' : lng,
    fallbackLng: DEFAULT_LOCALE,
    ns: NAMESPACES,
    defaultNS: 'common',
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
    initAsync: false,
  });
  return instance;
}
