import type { TFunction } from 'i18next';
import { splitDuration } from '../../lib/resources';

/**
 * 'Time until full' as words (spec p1 §4): '2 h 15 min' from an hour on, '15 min 30 s' under
 * an hour, '45 s' under a minute.
 */
export function durationText(seconds: number, t: TFunction<'dashboard'>): string {
  const { hours, minutes, seconds: s } = splitDuration(seconds);
  if (hours > 0) return t('duration.hm', { hours, minutes });
  if (minutes > 0) return t('duration.ms', { minutes, seconds: s });
  return t('duration.s', { seconds: s });
}
