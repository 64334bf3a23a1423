import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { NAMESPACES, resources } from './resources';
import { savedLocale } from './locale';
import { DEFAULT_LOCALE } from './types';
import { fallbackOf, type AnyLocale } from './languages';
import { isPseudo, pseudoNamespace } from './pseudo';

export { resources, NAMESPACES } from './resources';
export type { Namespace } from './resources';
export { LOCALES, DEFAULT_LOCALE } from './types';
export type { Locale } from './types';
export { LOCALE_KEY, savedLocale } from './locale';

/** Every namespace of `resources.es` in a pseudo-locale, built from the Spanish now. */
function pseudoResources(lng: AnyLocale) {
  if (!isPseudo(lng)) return {};
  return { [lng]: Object.fromEntries(Object.entries(resources.es).map(([ns, texts]) => [ns, pseudoNamespace(texts, lng)])) };
}

/**
 * Creates an initialised i18next instance with every namespace bundled (synchronous): for
 * Storybook and tests. The app uses `createLazyI18n` (i18n/lazy.ts).
 * @param lng the language to start in, a pseudo-locale included (built from the Spanish texts) @default savedLocale()
 * @param keysMode when true every `t()` returns `namespace:key` (the translators' "keys" mode)
 */
export function createI18n(lng: AnyLocale = savedLocale(), keysMode = false): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: { ...resources, ...pseudoResources(lng) },
    lng: keysMode ? 'cimode' : lng,
    // Keys mode names the file too: `login:submit` is packages/ui/src/i18n/<lang>/login.json.
    appendNamespaceToCIMode: true,
    // A language under review shows its fallback's text for a key it lacks, then Spanish.
    fallbackLng: (code: string) => [fallbackOf(code), DEFAULT_LOCALE].filter((lng): lng is string => !!lng),
    ns: NAMESPACES,
    defaultNS: 'common',
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
    initAsync: false,
  });
  return instance;
}
