/**
 * Durations as clock text ('H:MM:SS') and as whole units, the arithmetic behind every countdown
 * and build time (spec p2 §9 'Countdown clock every 1 s', 'under 24 h in hours, else days and
 * hours'). No language: the interface names the units (packages/ui `lib/duration`).
 */

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Whole non-negative seconds; negative, NaN and infinite values count as 0. */
function wholeSeconds(seconds: number, round: (value: number) => number): number {
  return Number.isFinite(seconds) && seconds > 0 ? round(seconds) : 0;
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A countdown's clock text (spec p2 §9): 'M:SS' under an hour, 'H:MM:SS' under a day, from one
 * day on '{d}d H:MM:SS'. Fractions are cut (a countdown never shows a second that has passed).
 * @param seconds length in seconds; negative, NaN and infinite values show '0:00'
 * @returns the clock text
 * @example formatClock(3725) // '1:02:05'
 * @example formatClock(90_061) // '1d 1:01:01'
 */
export function formatClock(seconds: number): string {
  const safe = wholeSeconds(seconds, Math.floor);
  const days = Math.floor(safe / DAY);
  const hours = Math.floor((safe % DAY) / HOUR);
  const mm = pad(Math.floor((safe % HOUR) / MINUTE));
  const ss = pad(safe % MINUTE);
  if (days > 0) return `${days}d ${hours}:${mm}:${ss}`;
  if (hours > 0) return `${hours}:${mm}:${ss}`;
  return `${Math.floor((safe % HOUR) / MINUTE)}:${ss}`;
}

/**
 * A flight's duration as the server's `duration_formatted` (spec p2 §3 'Mission preview'):
 * always 'H:MM:SS', hours not folded into days, rounded to the nearest second.
 * @param seconds length in seconds; negative, NaN and infinite values give '0:00:00'
 * @example formatHms(90_061) // '25:01:01'
 */
export function formatHms(seconds: number): string {
  const safe = wholeSeconds(seconds, Math.round);
  return `${Math.floor(safe / HOUR)}:${pad(Math.floor((safe % HOUR) / MINUTE))}:${pad(safe % MINUTE)}`;
}

/**
 * Hours (possibly fractional, as in `acceleration_info`, spec p2 §3 'Building cost') as a
 * countdown clock, rounded to the second.
 * @example formatHours(2.5) // '2:30:00'
 */
export function formatHours(hours: number): string {
  return formatClock(Math.round((Number.isFinite(hours) ? hours : 0) * HOUR));
}

export type DurationUnit = 'day' | 'hour' | 'minute' | 'second';

/**
 * The whole units of a duration for people (spec p2 §9: under 24 h in hours, minutes and
 * seconds, else days and hours), largest first, at most the two largest non-zero ones; lesser
 * units are dropped, not rounded.
 * @param seconds length in seconds; negative, NaN and infinite values give `[{second, 0}]`
 * @returns the parts, e.g. 3725 → `[{unit: 'hour', value: 1}, {unit: 'minute', value: 2}]`
 */
export function durationParts(seconds: number): Array<{ unit: DurationUnit; value: number }> {
  const total = wholeSeconds(seconds, Math.floor);
  if (total === 0) return [{ unit: 'second', value: 0 }];
  const all: Array<{ unit: DurationUnit; value: number }> =
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
