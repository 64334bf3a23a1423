import i18next, { type i18n as I18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import esCommon from './es/common.json';
import esErrors from './es/errors.json';
import esLogin from './es/login.json';
import esShell from './es/shell.json';
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
  const ready = instance
    .use(initReactI18next)
    .use(resourcesToBackend((language: string, namespace: string) => import(`./${language}/${namespace}.json`)))
    .init({
      resources: {
        // Only the default (and fallback) language is bundled; another one loads like a screen's
        // namespace, so the login route does not carry both languages (see `i18nReady`).
        es: { common: esCommon, errors: esErrors, login: esLogin, shell: esShell },
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
  initialising.set(instance, ready);
  return instance;
}

const initialising = new WeakMap<I18n, Promise<unknown>>();

/**
 * Resolves when `instance` has loaded its language's core texts: at once for the bundled default
 * language, after one small chunk per core namespace for another. The app awaits it before its
 * first render in a non-default language, so no screen suspends without texts. Never rejects (a
 * failed load falls back to Spanish texts).
 */
export function i18nReady(instance: I18n): Promise<void> {
  if (instance.language === DEFAULT_LOCALE) return Promise.resolve();
  return Promise.resolve(initialising.get(instance)).then(
    () => undefined,
    () => undefined,
  );
}
