import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClockTime } from '../../lib/missionProgress';
import { useSession } from '../../state/session';

/**
 * Clock times in the player's time zone: the profile's `timezone` (UTC when
 * missing or unknown) through `Intl.DateTimeFormat`, in the interface language.
 * @returns (instant ms, now ms) → '14:05:09', or '16 jun, 14:05:09' on another day
 */
export function usePlayerClock(): (ms: number, nowMs: number) => string {
  const { i18n } = useTranslation();
  const timeZone = useSession()?.user?.timezone;
  const locale = i18n.language;
  return useCallback((ms: number, nowMs: number) => formatClockTime(ms, locale, timeZone, nowMs), [locale, timeZone]);
}
