import { describe, expect, it } from 'vitest';
import {
  capCount,
  formatCompact,
  formatDecimal,
  formatNumber,
  formatRelativeTime,
  formatScore,
  levelFromPoints,
  numberLocale,
  relativeTime,
} from './format';

describe("formatCompact (p1 §9): K and M, one decimal, the language's decimal mark", () => {
  it.each([
    [0, '0', '0'],
    [999, '999', '999'],
    [1000, '1,0K', '1.0K'],
    [1550, '1,6K', '1.6K'],
    [48_254, '48,3K', '48.3K'],
    [128_450, '128,5K', '128.5K'],
    [999_949, '999,9K', '999.9K'],
    [999_999, '1,0M', '1.0M'],
    [1_000_000, '1,0M', '1.0M'],
    [2_345_678, '2,3M', '2.3M'],
    [1_234_567_890, '1.234,6M', '1,234.6M'],
    [-1500, '-1,5K', '-1.5K'],
    [Number.NaN, '0', '0'],
  ])('%d → es %s, en %s', (value, es, en) => {
    expect(formatCompact(value, 'es')).toBe(es);
    expect(formatCompact(value, 'en')).toBe(en);
  });
  it('adds a plus sign to positive rates when asked, never to zero', () => {
    expect(formatCompact(2690, 'es', true)).toBe('+2,7K');
    expect(formatCompact(-3270, 'en', true)).toBe('-3.3K');
    expect(formatCompact(0, 'en', true)).toBe('0');
  });
});

describe('formatNumber: grouped from four digits in both languages', () => {
  it.each([
    [9870, '9.870', '9,870'],
    [48_254, '48.254', '48,254'],
    [154_411, '154.411', '154,411'],
    [999, '999', '999'],
    [-1234.6, '-1.235', '-1,235'],
    [Number.POSITIVE_INFINITY, '0', '0'],
  ])('%d → es %s, en %s', (value, es, en) => {
    expect(formatNumber(value, 'es')).toBe(es);
    expect(formatNumber(value, 'en')).toBe(en);
  });
  it('reads an unknown or regional language by its base', () => {
    expect(formatNumber(9870, 'es-MX')).toBe('9.870');
    expect(formatNumber(9870, undefined)).toBe('9.870');
    expect(numberLocale('en-US')).toBe('en-GB');
  });
  it("formats a language of the list with its Intl locale (German: 'de-DE')", () => {
    expect(numberLocale('de')).toBe('de-DE');
    expect(formatNumber(9870, 'de')).toBe('9.870');
    expect(formatDecimal(1.5, 'de')).toBe('1,5');
  });
});

describe('formatDecimal', () => {
  it("keeps the language's decimal mark and grouping", () => {
    expect(formatDecimal(1234.567, 'es')).toBe('1.234,57');
    expect(formatDecimal(1234.567, 'en')).toBe('1,234.57');
    expect(formatDecimal(2, 'es', 2, 2)).toBe('2,00');
    expect(formatDecimal(1.5, 'en', 1, 1, true)).toBe('+1.5');
  });
});

describe('formatScore: the header and the dashboard show one score one way', () => {
  it('is the compact number of the points', () => {
    expect(formatScore(15_750, 'es')).toBe('15,8K');
    expect(formatScore(15_750, 'en')).toBe('15.8K');
    expect(formatScore(Number.NaN, 'es')).toBe('0');
  });
});

describe('levelFromPoints', () => {
  it('floors points / 1000 and treats missing as 0', () => {
    expect(levelFromPoints(15_750)).toBe(15);
    expect(levelFromPoints(999)).toBe(0);
    expect(levelFromPoints(null)).toBe(0);
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

describe('formatRelativeTime (Intl.RelativeTimeFormat, spec p2 §9)', () => {
  const texts = { justNow: 'Justo ahora', dateText: (date: Date) => date.toISOString().slice(0, 10) };
  it('names minutes, hours and days in the interface language, singular and plural', () => {
    expect(formatRelativeTime({ key: 'minutes', count: 1 }, 'es', texts)).toBe('hace 1 minuto');
    expect(formatRelativeTime({ key: 'minutes', count: 5 }, 'es', texts)).toBe('hace 5 minutos');
    expect(formatRelativeTime({ key: 'hours', count: 3 }, 'es', texts)).toBe('hace 3 horas');
    expect(formatRelativeTime({ key: 'days', count: 1 }, 'es', texts)).toBe('hace 1 día');
    expect(formatRelativeTime({ key: 'minutes', count: 1 }, 'en', texts)).toBe('1 minute ago');
    expect(formatRelativeTime({ key: 'days', count: 2 }, 'en', texts)).toBe('2 days ago');
  });
  it("keeps the spec's 'Justo ahora' and gives old ages as a date", () => {
    expect(formatRelativeTime({ key: 'justNow' }, 'es', texts)).toBe('Justo ahora');
    expect(formatRelativeTime({ key: 'date', date: new Date('2026-06-01T00:00:00Z') }, 'es', texts)).toBe('2026-06-01');
  });
});
