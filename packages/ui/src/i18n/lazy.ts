import i18next, { type i18n as I18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import esCommon from './es/common.json';
import esErrors from './es/errors.json';
import esLogin from './es/login.json';
import esShell from './es/shell.json';
import esEntities from './es/entities.json';
import enCommon from './en/common.json';
import enErrors from './en/errors.json';
import enLogin from './en/login.json';
import enShell from './en/shell.json';
import enEntities from './en/entities.json';
import { savedLocale } from './locale';
import { DEFAULT_LOCALE, type Locale } from './types';

/**
 * Namespaces bundled with the app's first chunk: what login and the shell show, and the names
 * of the server's codes (buildings, ships, notification types…) that pop-ups and many screens use.
 */
export const CORE_NAMESPACES = ['common', 'errors', 'login', 'shell', 'entities'] as const;

/**
 * The app's i18next: the core namespaces are bundled, every screen's namespace is loaded with
 * its screen (one small chunk per language and namespace), so the login route carries only the
 * texts it shows. `useTranslation('galaxy')` suspends until the file is there.
 */
export function createLazyI18n(lng: Locale = savedLocale()): I18n {
  const instance = i18next.createInstance();
  void instance
    .use(initReactI18next)
    .use(resourcesToBackend((language: string, namespace: string) => import(`./${language}/${namespace}.json`)))
    .init({
      resources: {
        es: { common: esCommon, errors: esErrors, login: esLogin, shell: esShell, entities: esEntities },
        en: { common: enCommon, errors: enErrors, login: enLogin, shell: enShell, entities: enEntities },
      },
      partialBundledLanguages: true,
      lng,
      fallbackLng: DEFAULT_LOCALE,
      ns: [...CORE_NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
  return instance;
}
