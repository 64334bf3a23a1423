import { describe, expect, it } from 'vitest';
import { capCount, formatCompact, levelFromPoints, pointsInThousands, relativeTime } from './format';

describe('formatCompact (p1 §9)', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1.0K'],
    [1550, '1.6K'],
    [999_999, '1000.0K'],
    [1_000_000, '1.0M'],
    [2_345_678, '2.3M'],
    [-1500, '-1.5K'],
    [Number.NaN, '0'],
  ])('%d → %s', (value, expected) => expect(formatCompact(value)).toBe(expected));
});

describe('levelFromPoints', () => {
  it('floors points / 1000 and treats missing as 0', () => {
    expect(levelFromPoints(15_750)).toBe(15);
    expect(levelFromPoints(999)).toBe(0);
    expect(levelFromPoints(null)).toBe(0);
    expect(pointsInThousands(15_750)).toBe(15.8);
  });
});

describe('relativeTime', () => {
  const now = Date.UTC(2026, 5, 15, 12);
  it('says just now under a minute, then minutes, hours, days', () => {
    expect(relativeTime(now - 59_000, now)).toEqual({ key: 'justNow' });
    expect(relativeTime(now - 60_000, now)).toEqual({ key: 'minutes', count: 1 });
    expect(relativeTime(now - 59 * 60_000, now)).toEqual({ key: 'minutes', count: 59 });
    expect(relativeTime(now - 3_600_000, now)).toEqual({ key: 'hours', count: 1 });
    expect(relativeTime(now - 86_400_000 * 3, now)).toEqual({ key: 'days', count: 3 });
  });
  it('gives the date from 7 days on when asked', () => {
    expect(relativeTime(now - 86_400_000 * 7, now, 7)).toMatchObject({ key: 'date' });
    expect(relativeTime(now - 86_400_000 * 6, now, 7)).toEqual({ key: 'days', count: 6 });
  });
  it('treats future and invalid dates as just now', () => {
    expect(relativeTime(now + 10_000, now)).toEqual({ key: 'justNow' });
    expect(relativeTime('not a date', now)).toEqual({ key: 'justNow' });
  });
});

describe('capCount', () => {
  it('caps at 99+ and 9+', () => {
    expect(capCount(7, 99)).toBe('7');
    expect(capCount(99, 99)).toBe('99');
    expect(capCount(100, 99)).toBe('99+');
    expect(capCount(10, 9)).toBe('9+');
    expect(capCount(-3, 99)).toBe('0');
  });
});
