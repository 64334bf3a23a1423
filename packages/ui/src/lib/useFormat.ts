import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCompact, formatDecimal, formatNumber, formatScore, numberLocale } from './format';

/** Number formatters bound to the interface language (see lib/format.ts for the rules). */
export interface NumberText {
  /** The interface language ('es' | 'en'). */
  language: string;
  /** The Intl locale of the interface language ('es-ES' | 'en-GB'). */
  locale: string;
  /** Whole number, grouped: es '9.870', en '9,870'. */
  number: (value: number) => string;
  /** Up to `maxDigits` decimals (at least `minDigits`): es '1,25', en '1.25'; `signed` adds '+'. */
  decimal: (value: number, maxDigits?: number, minDigits?: number, signed?: boolean) => string;
  /** 'K'/'M' with one decimal (spec p1 §9): es '48,3K', en '48.3K'; `signed` adds '+'. */
  compact: (value: number, signed?: boolean) => string;
  /** A score as the header and dashboard show it: es '15,8K', en '15.8K'. */
  score: (points: number) => string;
}

/**
 * Returns the number formatters of the current interface language; they change identity when
 * the language changes, so components re-render in the new language.
 */
export function useFormat(): NumberText {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(
    () => ({
      language,
      locale: numberLocale(language),
      number: (value: number) => formatNumber(value, language),
      decimal: (value: number, maxDigits?: number, minDigits?: number, signed?: boolean) =>
        formatDecimal(value, language, maxDigits, minDigits, signed),
      compact: (value: number, signed?: boolean) => formatCompact(value, language, signed),
      score: (points: number) => formatScore(points, language),
    }),
    [language],
  );
}
