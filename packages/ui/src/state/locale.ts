import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALE_KEY } from '../i18n/locale';
import { localeOf, markDocumentLanguage } from '../i18n/languages';
import type { Locale } from '../i18n/types';

/**
 * The interface language and a setter that switches it and remembers the choice
 * (the profile's language field uses it too, spec p2 §2.8).
 * @returns `locale`: the language of the list being shown (a pseudo-locale reads as Spanish, whose
 *   texts it shows); `setLocale`: switches, saves and sets `<html lang dir>`
 */
export function useLocale(): { locale: Locale; setLocale: (locale: Locale) => void } {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const setLocale = useCallback(
    (next: Locale) => {
      void i18n.changeLanguage(next);
      try {
        localStorage.setItem(LOCALE_KEY, next);
      } catch {
        // storage blocked: the choice lasts for this visit
      }
      markDocumentLanguage(next);
    },
    [i18n],
  );
  return { locale, setLocale };
}
