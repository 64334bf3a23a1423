/**
 * Durations in words-free units of the interface language, through `Intl.NumberFormat`'s unit
 * style: '40 s', '5 min', '1 h 30 min', '2 d 7 h' (es) and '40 sec', '5 min', '1 hr 30 min',
 * '2 days 7 hr' (en). The spec's own rule for long times (p2 §9, navigation simulator) is
 * "under 24 h in hours, else days and hours"; build times follow it, so a huge order reads
 * '83 d 8 h', never '2000 h'. The units are the rule `durationParts` of @imperio/rules; this
 * wrapper only names them in the interface language.
 */
import { durationParts } from '@imperio/rules';

/**
 * A duration for people: the two largest units, days from 24 h on (spec p2 §9), numbers and unit
 * names in `locale` (Intl). Lesser units are dropped, not rounded: 3725 s → '1 h 2 min'.
 * Negative, NaN and infinite values read as '0 s'.
 * @param seconds length of the duration in seconds
 * @param locale BCP 47 language of the interface ('es', 'en')
 * @example formatDuration(90, 'es') // '1 min 30 s'
 * @example formatDuration(4_000_000_000, 'es') // '46.296 d 7 h'
 */
export function formatDuration(seconds: number, locale: string): string {
  return durationParts(seconds)
    .map(({ unit, value }) =>
      new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 0 }).format(value),
    )
    .join(' ');
}
