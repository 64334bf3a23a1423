import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRelativeTime, relativeTime } from './format';
import { usePlayerTime } from './playerTime';

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

/**
 * Formatters for timestamps of the API (ISO strings), in the interface language and in the
 * player's time zone by the one rule of lib/playerTime (labelled with the profile zone's city
 * when it is not the device's), so reports and messages agree with the mission clocks.
 */
export function useDateText(): DateText {
  const { t, i18n } = useTranslation();
  const player = usePlayerTime();
  const valid = (iso: string | null | undefined) => (iso && !Number.isNaN(new Date(iso).getTime()) ? new Date(iso) : null);
  const dateTime = useCallback(
    (iso: string | null | undefined) => {
      const d = valid(iso);
      return d ? player.dateTime(d.getTime()) : t('none');
    },
    [player, t],
  );
  const date = useCallback(
    (iso: string | null | undefined) => {
      const d = valid(iso);
      return d ? player.date(d.getTime()) : t('none');
    },
    [player, t],
  );
  const age = useCallback(
    (iso: string | null | undefined) => {
      const d = valid(iso);
      if (!d) return t('none');
      return formatRelativeTime(relativeTime(d, Date.now(), AGE_MAX_DAYS), i18n.language, {
        justNow: t('time.justNow'),
        dateText: (date) => player.dateTime(date.getTime()),
      });
    },
    [player, t, i18n.language],
  );
  return { age, dateTime, date };
}
