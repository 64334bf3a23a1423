import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRelativeTime, relativeTime } from './format';
import { intlLocaleOf } from '../i18n/languages';

/** Days after which a message or report age shows as a date (spec p2 §9). */
export const AGE_MAX_DAYS = 7;

export interface DateText {
  /** 'Justo ahora', 'hace 5 minutos', 'hace 3 horas', 'hace 2 días', else the date (p2 §9). */
  age: (iso: string | null | undefined) => string;
  /** Date and time in the interface language, e.g. '15 jun 2026, 14:00'; '—' when missing. */
  dateTime: (iso: string | null | undefined) => string;
  /** Date only, e.g. '15 de junio de 2026'; '—' when missing. */
  date: (iso: string | null | undefined) => string;
}

/** Formatters for timestamps of the API (ISO strings), in the interface language. */
export function useDateText(): DateText {
  const { t, i18n } = useTranslation();
  const locale = intlLocaleOf(i18n.language);
  const dateTimeFormat = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }), [locale]);
  const dateFormat = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: 'long' }), [locale]);
  const valid = (iso: string | null | undefined) => (iso && !Number.isNaN(new Date(iso).getTime()) ? new Date(iso) : null);
  const dateTime = useCallback(
    (iso: string | null | undefined) => {
      const d = valid(iso);
      return d ? dateTimeFormat.format(d) : t('none');
    },
    [dateTimeFormat, t],
  );
  const date = useCallback(
    (iso: string | null | undefined) => {
      const d = valid(iso);
      return d ? dateFormat.format(d) : t('none');
    },
    [dateFormat, t],
  );
  const age = useCallback(
    (iso: string | null | undefined) => {
      const d = valid(iso);
      if (!d) return t('none');
      return formatRelativeTime(relativeTime(d, Date.now(), AGE_MAX_DAYS), i18n.language, {
        justNow: t('time.justNow'),
        dateText: (date) => dateTimeFormat.format(date),
      });
    },
    [dateTimeFormat, t, i18n.language],
  );
  return { age, dateTime, date };
}
