import { describe, expect, it } from 'vitest';
import { durationParts, formatClock, formatHms, formatHours } from './duration';

describe('formatClock (countdowns, spec p2 §9)', () => {
  it("reads 'M:SS' under an hour, 'H:MM:SS' under a day, then '{d}d H:MM:SS'", () => {
    expect(formatClock(5)).toBe('0:05');
    expect(formatClock(3725)).toBe('1:02:05');
    expect(formatClock(90_061)).toBe('1d 1:01:01');
  });
  it("cuts fractions and shows '0:00' for nonsense", () => {
    expect(formatClock(59.9)).toBe('0:59');
    for (const value of [-3, Number.NaN, Number.POSITIVE_INFINITY]) expect(formatClock(value)).toBe('0:00');
  });
  it('formats fractional hours', () => {
    expect(formatHours(2.5)).toBe('2:30:00');
  });
});

describe("formatHms (the preview's duration_formatted)", () => {
  it('always shows hours, never days, rounded to the second', () => {
    expect(formatHms(9)).toBe('0:00:09');
    expect(formatHms(90_061)).toBe('25:01:01');
    expect(formatHms(8.6)).toBe('0:00:09');
    expect(formatHms(-1)).toBe('0:00:00');
  });
});

describe('durationParts', () => {
  it('keeps the two largest non-zero units under a day', () => {
    expect(durationParts(40)).toEqual([{ unit: 'second', value: 40 }]);
    expect(durationParts(90)).toEqual([
      { unit: 'minute', value: 1 },
      { unit: 'second', value: 30 },
    ]);
    expect(durationParts(3725)).toEqual([
      { unit: 'hour', value: 1 },
      { unit: 'minute', value: 2 },
    ]);
    expect(durationParts(7200)).toEqual([{ unit: 'hour', value: 2 }]);
    expect(durationParts(3605)).toEqual([{ unit: 'hour', value: 1 }]);
  });
  it('switches to days and hours from 24 h on (spec p2 §9)', () => {
    expect(durationParts(86_399)).toEqual([
      { unit: 'hour', value: 23 },
      { unit: 'minute', value: 59 },
    ]);
    expect(durationParts(86_400)).toEqual([{ unit: 'day', value: 1 }]);
    expect(durationParts(2 * 86_400 + 7 * 3600 + 59)).toEqual([
      { unit: 'day', value: 2 },
      { unit: 'hour', value: 7 },
    ]);
  });
  it('reads nonsense as zero seconds', () => {
    for (const value of [0, -5, Number.NaN, Number.POSITIVE_INFINITY]) expect(durationParts(value)).toEqual([{ unit: 'second', value: 0 }]);
  });
});
