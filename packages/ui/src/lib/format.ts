import { config } from '@imperio/api-client/config';
import { intlLocaleOf } from '../i18n/languages';

/*
 * Numbers: every number the interface shows goes through Intl.NumberFormat of
 * the interface language, with one rule per form:
 * - whole numbers and decimals are always grouped: es '9.870' and '48.254', en '9,870'. (es-ES
 *   leaves four-digit numbers ungrouped by default, so '9870' sat beside '48.254'; we group from
 *   four digits on, `useGrouping: 'always'`, so every number on a screen reads the same way.)
 * - compact: the spec's 'K' and 'M' (p1 §9) with one decimal and the language's decimal mark:
 *   es '48,3K', en '48.3K' (not Intl's es '48,3 mil', which is wider and varies by form).
 * Everything non-finite shows as '0' rather than breaking a layout.
 */

/**
 * The Intl locale of an interface language, from the language list ('es' → 'es-ES', 'en' →
 * 'en-GB', a regional 'en-US' → 'en-GB'); a code not in the list passes through; none → 'es-ES'.
 */
export function numberLocale(language: string | undefined): string {
  return intlLocaleOf(language);
}

const formats = new Map<string, Intl.NumberFormat>();
/** A cached Intl.NumberFormat of the language with the project's grouping rule. */
function numberFormat(language: string | undefined, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const locale = numberLocale(language);
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { useGrouping: 'always', ...options });
    formats.set(key, format);
  }
  return format;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
/**
 * A cached Intl.DateTimeFormat of a BCP 47 `locale` ('es-ES') with `options`: building one costs
 * far more than using it (ICU data), and mission cards and clocks ask for the same few on every
 * render. An unknown `timeZone` in `options` throws RangeError, as the constructor does.
 */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}

/**
 * Builds, ahead of time, the number formats every signed-in screen starts with (the header's
 * score, the resource figures) and one date format, while the shell's code is still on the
 * network (less blocking time). The first Intl formatter of a page pays V8's one-time set-up
 * of ICU's locale list (about 20 ms here, whatever the locale); the app has a worker do that
 * set-up beforehand (apps/game/public/intl-warm-up.js) and calls this once it is done (building
 * a formatter while the worker is at it waits for the worker), after which this takes well under 1 ms.
 * @param language the interface language ('es' | 'en')
 */
export function warmUpFormats(language: string | undefined): void {
  formatCompact(1500, language);
  formatCompact(1, language);
  // Dates load data of their own: in a task of their own too.
  setTimeout(() => dateTimeFormat(numberLocale(language), { hour: '2-digit', timeZone: 'UTC' }).format(0), 0);
}

/**
 * Whole number in the interface language, always grouped: 12345 → es '12.345', en '12,345';
 * 9870 → es '9.870'. Fractions are rounded.
 * @param value the number @param language the interface language ('es' | 'en')
 */
export function formatNumber(value: number, language: string | undefined): string {
  return numberFormat(language, { maximumFractionDigits: 0 }).format(Number.isFinite(value) ? value : 0);
}

/**
 * A number with up to `maxDigits` decimals (exactly `minDigits` at least), grouped:
 * es '1.234,5', en '1,234.5'. `signed` adds '+' to positive values.
 */
export function formatDecimal(value: number, language: string | undefined, maxDigits = 2, minDigits = 0, signed = false): string {
  return numberFormat(language, {
    minimumFractionDigits: minDigits,
    maximumFractionDigits: maxDigits,
    ...(signed ? { signDisplay: 'exceptZero' } : {}),
  }).format(Number.isFinite(value) ? value : 0);
}

/**
 * Compact number display (spec p1 §9): 1000 or more as 'K' and 1 000 000 or more as 'M', one
 * decimal, with the language's decimal mark; smaller values as whole numbers (floored). A value
 * that rounds to 1000.0K shows as 1.0M. `signed` adds '+' to positive values (rates per hour).
 * @example formatCompact(48254, 'es') // '48,3K'; formatCompact(48254, 'en') // '48.3K'
 */
export function formatCompact(value: number, language: string | undefined, signed = false): string {
  if (!Number.isFinite(value)) return '0';
  const abs = Math.abs(value);
  const sign = value < 0 ? '-' : signed && value > 0 ? '+' : '';
  const oneDecimal = numberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const thousands = Math.round(abs / 100) / 10;
  if (abs >= 1_000_000 || thousands >= 1000) return `${sign}${oneDecimal.format(Math.round(abs / 100_000) / 10)}M`;
  if (abs >= 1_000) return `${sign}${oneDecimal.format(thousands)}K`;
  return `${sign}${numberFormat(language, { maximumFractionDigits: 0 }).format(Math.floor(abs))}`;
}

/**
 * A player's score as shown in the header chip and the dashboard's 'Puntuación total' (spec p1
 * §2.3 'points divided by 1000 followed by pts'): the compact number, so one
 * score reads the same everywhere: 15750 → es '15,8K', en '15.8K' (the caller adds 'pts').
 */
export function formatScore(points: number, language: string | undefined): string {
  return formatCompact(Number.isFinite(points) && points > 0 ? points : 0, language);
}

/** Level from points (spec p1 §9, p2 §2.8): floor(points / 1000); missing points give 0. */
export function levelFromPoints(points: number | null | undefined): number {
  const value = Number(points);
  return Number.isFinite(value) && value > 0 ? Math.floor(value / config.limits.pointsPerLevel) : 0;
}

/** An age, bucketed (spec p1 §9, p2 §9): 'just now', whole minutes, hours or days, or the date itself. */
export type RelativeTime = { key: 'justNow' } | { key: 'minutes' | 'hours' | 'days'; count: number } | { key: 'date'; date: Date };

/**
 * Age of `date` relative to `now` (both ms or Date): under 1 minute 'just now', then minutes
 * under 60, hours under 24, days; with `maxDays` (7 for reports and messages, p2 §9) older ages
 * give the date itself. Future dates count as 'just now'.
 */
export function relativeTime(date: Date | number | string, now: Date | number = Date.now(), maxDays = Infinity): RelativeTime {
  const then = new Date(date);
  const diffS = (new Date(now).getTime() - then.getTime()) / 1000;
  if (!Number.isFinite(diffS) || diffS < 60) return { key: 'justNow' };
  const minutes = Math.floor(diffS / 60);
  if (minutes < 60) return { key: 'minutes', count: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { key: 'hours', count: hours };
  const days = Math.floor(hours / 24);
  if (days >= maxDays) return { key: 'date', date: then };
  return { key: 'days', count: days };
}

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();
const UNIT = { minutes: 'minute', hours: 'hour', days: 'day' } as const;

/**
 * The text of an age in the interface language with `Intl.RelativeTimeFormat` (spec p1 §9,
 * p2 §9): es 'hace 5 minutos', 'hace 1 hora', 'hace 2 días'; en '5 minutes ago'. 'just now' is
 * `justNow` (the spec's 'Justo ahora', from i18n) and an old age is the date, in `dateText`.
 * @param language the interface language ('es' or 'en')
 */
export function formatRelativeTime(
  age: RelativeTime,
  language: string | undefined,
  texts: { justNow: string; dateText: (date: Date) => string },
): string {
  if (age.key === 'justNow') return texts.justNow;
  if (age.key === 'date') return texts.dateText(age.date);
  const locale = numberLocale(language);
  let format = relativeFormats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
    relativeFormats.set(locale, format);
  }
  return format.format(-age.count, UNIT[age.key]);
}

/** Caps a badge count: above `cap` shows `${cap}+` (bell '99+', reports '9+'). */
export function capCount(count: number, cap: number): string {
  if (!Number.isFinite(count) || count <= 0) return '0';
  return count > cap ? `${cap}+` : String(Math.floor(count));
}
