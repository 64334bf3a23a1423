/**
 * Durations in words-free units of the interface language, through `Intl.NumberFormat`'s unit
 * style: '40 s', '5 min', '1 h 30 min', '2 d 7 h' (es) and '40 sec', '5 min', '1 hr 30 min',
 * '2 days 7 hr' (en). The spec's own rule for long times (p2 §9, navigation simulator) is
 * "under 24 h in hours, else days and hours"; build times follow it, so a huge order reads
 * '83 d 8 h', never '2000 h'.
 */

const SECOND = 1;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type Unit = 'day' | 'hour' | 'minute' | 'second';

/** The whole units of a duration, largest first; at most the two largest non-zero ones. */
export function durationParts(seconds: number): Array<{ unit: Unit; value: number }> {
  const total = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  if (total === 0) return [{ unit: 'second', value: 0 }];
  const all: Array<{ unit: Unit; value: number }> =
    total >= DAY
      ? [
          { unit: 'day', value: Math.floor(total / DAY) },
          { unit: 'hour', value: Math.floor((total % DAY) / HOUR) },
        ]
      : [
          { unit: 'hour', value: Math.floor(total / HOUR) },
          { unit: 'minute', value: Math.floor((total % HOUR) / MINUTE) },
          { unit: 'second', value: total % MINUTE },
        ];
  const first = all.findIndex((part) => part.value > 0);
  return all.slice(first, first + 2).filter((part) => part.value > 0);
}

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
