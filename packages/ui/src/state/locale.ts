import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALE_KEY } from '../i18n/locale';
import type { Locale } from '../i18n/types';

/**
 * The interface language and a setter that switches it and remembers the choice
 * (the profile's language field uses it too, spec p2 §2.8).
 */
export function useLocale(): { locale: Locale; setLocale: (locale: Locale) => void } {
  const { i18n } = useTranslation();
  const locale: Locale = i18n.language === 'en' ? 'en' : 'es';
  const setLocale = useCallback(
    (next: Locale) => {
      void i18n.changeLanguage(next);
      try {
        localStorage.setItem(LOCALE_KEY, next);
      } catch {
        // storage blocked: the choice lasts for this visit
      }
      document.documentElement.lang = next;
    },
    [i18n],
  );
  return { locale, setLocale };
}
