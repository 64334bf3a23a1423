import i18next, { type i18n as I18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { savedLocale } from './locale';
import { fallbackOf, type AnyLocale } from './languages';
import { isPseudo, pseudoNamespace } from './pseudo';
import { DEFAULT_LOCALE } from './types';

/**
 * One namespace's texts of a language: its chunk; for a pseudo-locale (development builds only:
 * the condition is a build-time constant, so production bundles no pseudo code) the Spanish
 * chunk transformed now.
 */
function loadTexts(language: string, namespace: string): Promise<unknown> {
  if (import.meta.env.DEV && isPseudo(language)) {
    return chunk(DEFAULT_LOCALE, namespace).then((texts) => pseudoNamespace(texts.default, language));
  }
  return chunk(language, namespace);
}

/** Every language's namespace files as lazy chunks (the translators' descriptions are not texts). */
const chunks = import.meta.glob<{ default: Record<string, never> }>(['./*/*.json', '!./descriptions/*.json']);

/** One file's chunk; rejects for a language or namespace that has no file (i18next shows keys). */
function chunk(language: string, namespace: string) {
  const load = chunks[`./${language}/${namespace}.json`];
  return load ? load() : Promise.reject(new Error(`No texts for ${language}/${namespace}`));
}

/** Namespaces loaded before the first render: what login and the shell show. */
export const CORE_NAMESPACES = ['common', 'errors', 'login', 'shell'] as const;

/**
 * Namespaces asked for at start-up but not bundled: the names of the server's codes (buildings,
 * ships, notification types…). The shell waits for them, so every screen has them.
 */
export const STARTUP_NAMESPACES = ['entities'] as const;

/**
 * The app's i18next: every namespace is one small chunk per language, loaded for the active
 * language only (keeping the first JavaScript small): the core ones before the first render (see `i18nReady`), a
 * screen's with its screen. The first page's JavaScript carries no texts (the prerendered HTML
 * shows the login before they arrive). `useTranslation('galaxy')` suspends until the file is there.
 */
export function createLazyI18n(lng: AnyLocale = savedLocale()): I18n {
  const instance = i18next.createInstance();
  const ready = instance
    .use(initReactI18next)
    .use(resourcesToBackend(loadTexts))
    .init({
      lng,
      // es and en have every key (a test checks it): no second language to load. A language
      // under review loads its fallback's chunks too (languages.ts `fallbackOf`).
      fallbackLng: (code: string) => fallbackOf(code) ?? [],
      // 'pseudo-rtl' is one language, not 'pseudo' in a region.
      load: 'currentOnly',
      ns: [...CORE_NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
  initialising.set(instance, ready);
  // Asked for at once, in parallel with the core texts, but not waited for before the first render.
  void instance.loadNamespaces([...STARTUP_NAMESPACES]);
  return instance;
}

const initialising = new WeakMap<I18n, Promise<unknown>>();

/**
 * Resolves when `instance` has loaded its language's core texts (one small chunk per core
 * namespace, fetched in parallel). The app awaits it before its first render or hydration, so no
 * screen suspends without texts. Never rejects (a failed load leaves the keys showing; the chunk
 * reload of `chunkReload.ts` covers a redeploy).
 */
export function i18nReady(instance: I18n): Promise<void> {
  return Promise.resolve(initialising.get(instance)).then(
    () => undefined,
    () => undefined,
  );
}

// What the app's entry needs beside the instance, without the package's index (every language's texts).
export { startLocale } from './locale';
export { markDocumentLanguage } from './languages';
