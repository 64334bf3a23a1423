import i18next, { type i18n as I18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import esCommon from './es/common.json';
import esErrors from './es/errors.json';
import esLogin from './es/login.json';
import esShell from './es/shell.json';
import enCommon from './en/common.json';
import enErrors from './en/errors.json';
import enLogin from './en/login.json';
import enShell from './en/shell.json';
import { savedLocale } from './locale';
import { DEFAULT_LOCALE, type Locale } from './types';

/** Namespaces bundled with the app's first chunk: what login and the shell show. */
export const CORE_NAMESPACES = ['common', 'errors', 'login', 'shell'] as const;

/**
 * Namespaces asked for at start-up but not bundled: the names of the server's codes (buildings,
 * ships, notification types…). The shell waits for them, so every screen has them.
 */
export const STARTUP_NAMESPACES = ['entities'] as const;

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
        es: { common: esCommon, errors: esErrors, login: esLogin, shell: esShell },
        en: { common: enCommon, errors: enErrors, login: enLogin, shell: enShell },
      },
      partialBundledLanguages: true,
      lng,
      fallbackLng: DEFAULT_LOCALE,
      ns: [...CORE_NAMESPACES, ...STARTUP_NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
  return instance;
}
