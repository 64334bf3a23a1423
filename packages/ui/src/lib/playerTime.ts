import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from './format';
import { intlLocaleOf } from '../i18n/languages';
import { useSession } from '../state/session';

/**
 * One rule for every absolute time the client prints (mission arrival and return, reports,
 * messages, notifications; spec p2 §9 'the player's time zone'): the instant is written in the
 * profile's time zone, and labelled with that zone's city when it is not the device's own
 * ('00:46 (Madrid)'), so two times on one screen never read an hour apart without saying why.
 */

/** How an instant is written: a clock time (today) or with its day, a date and time, a date. */
export type PlayerTimeStyle = 'clock' | 'dateTime' | 'date';

export interface PlayerTimeContext {
  /** The interface language (a code of the language list: 'es', 'en'). */
  language: string;
  /** The profile's IANA zone ('Europe/Madrid'); missing or unknown → UTC. */
  profileZone: string | null | undefined;
  /** The device's IANA zone; defaults to the one `Intl` reports. */
  deviceZone?: string;
  /** Words a time with its city (the catalogue's 'time.inZone'); defaults to '{time} ({city})'. */
  inZone?: (time: string, city: string) => string;
}

/** The device's IANA zone as `Intl` reports it ('UTC' when it reports none). */
export function deviceTimeZone(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/**
 * The zone's canonical IANA name as `Intl` resolves it ('Etc/UTC' → 'UTC'), or null when
 * `Intl` does not know it (an unknown zone would throw in every formatter).
 */
function canonicalZone(zone: string | null | undefined): string | null {
  if (!zone) return null;
  try {
    return dateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** The profile's zone Intl accepts: the profile's own, else UTC. */
export function profileTimeZone(zone: string | null | undefined): string {
  return canonicalZone(zone) ?? 'UTC';
}

/**
 * An instant as a clock time in the player's time zone, with `Intl.DateTimeFormat`
 * and `timeZone`: '14:02:09'; the day is added when it is not today in that zone ('16 jun,
 * 14:02:09').
 * @param ms the instant (ms since the epoch)
 * @param locale the interface language (a code of the language list)
 * @param timeZone an IANA zone from the profile (unknown or missing → UTC)
 * @param nowMs now (ms), to tell whether the day must be written
 */
export function formatClockTime(ms: number, locale: string, timeZone: string | null | undefined, nowMs: number): string {
  const zone = profileTimeZone(timeZone);
  const tag = intlLocaleOf(locale);
  const day = dateTimeFormat(tag, { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
  const sameDay = day.format(ms) === day.format(nowMs);
  return dateTimeFormat(tag, {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    ...(sameDay ? {} : { day: 'numeric', month: 'short' }),
  }).format(ms);
}

/** The city of an IANA zone, as a label: 'Europe/Madrid' → 'Madrid', 'America/New_York' → 'New York', 'UTC' → 'UTC'. */
export function zoneCity(zone: string): string {
  return (zone.split('/').at(-1) ?? zone).replace(/_/g, ' ');
}

/**
 * The city the player's times are labelled with: the profile zone's city when it is not the
 * device's zone, else null (times then go unlabelled).
 */
export function zoneLabel(profileZone: string | null | undefined, deviceZone: string = deviceTimeZone()): string | null {
  const zone = profileTimeZone(profileZone);
  return zone === (canonicalZone(deviceZone) ?? deviceZone) ? null : zoneCity(zone);
}

/**
 * An instant in the player's time zone (see the module comment), through `Intl.DateTimeFormat`.
 * - 'clock': '14:02:09' (24 h), with the day when it is not `nowMs`'s day in that zone ('16 jun, 14:02:09');
 * - 'dateTime': '15 jun 2026, 14:00';
 * - 'date': '15 de junio de 2026' (a day needs no city: it is never labelled).
 * A time gets ' (City)' when the profile's zone is not the device's.
 * @param ms the instant, in ms since the epoch
 * @param nowMs now in ms (only 'clock' reads it)
 */
export function formatPlayerTime(ms: number, style: PlayerTimeStyle, context: PlayerTimeContext, nowMs: number = Date.now()): string {
  const timeZone = profileTimeZone(context.profileZone);
  const locale = intlLocaleOf(context.language);
  let text: string;
  if (style === 'clock') {
    text = formatClockTime(ms, context.language, timeZone, nowMs);
  } else if (style === 'dateTime') {
    text = dateTimeFormat(locale, { timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(ms);
  } else {
    return dateTimeFormat(locale, { timeZone, dateStyle: 'long' }).format(ms);
  }
  const city = zoneLabel(timeZone, context.deviceZone);
  if (!city) return text;
  return context.inZone ? context.inZone(text, city) : `${text} (${city})`;
}

export interface PlayerTime {
  /** A clock time: '14:02:09' (with the day when not today), plus the city when labelled. */
  clock: (ms: number, nowMs: number) => string;
  /** A date and time: '15 jun 2026, 14:00', plus the city when labelled. */
  dateTime: (ms: number) => string;
  /** A date: '15 de junio de 2026'. */
  date: (ms: number) => string;
}

/**
 * `formatPlayerTime` bound to the interface language and the profile's zone (the signed-in
 * user's `timezone`, which the profile save updates in the session), with the catalogue's label.
 */
export function usePlayerTime(): PlayerTime {
  const { t, i18n } = useTranslation('common');
  const profileZone = useSession()?.user?.timezone;
  const language = i18n.language;
  const inZone = useCallback((time: string, city: string) => t('time.inZone', { time, city }), [t]);
  return useMemo(() => {
    const context: PlayerTimeContext = { language, profileZone, inZone };
    return {
      clock: (ms, nowMs) => formatPlayerTime(ms, 'clock', context, nowMs),
      dateTime: (ms) => formatPlayerTime(ms, 'dateTime', context),
      date: (ms) => formatPlayerTime(ms, 'date', context),
    };
  }, [language, profileZone, inZone]);
}
