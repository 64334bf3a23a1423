import { describe, expect, it } from 'vitest';
import { durationParts, formatDuration } from './duration';

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

describe('formatDuration', () => {
  it('writes Spanish units and grouping', () => {
    expect(formatDuration(40, 'es')).toBe('40 s');
    expect(formatDuration(300, 'es')).toBe('5 min');
    expect(formatDuration(90, 'es')).toBe('1 min 30 s');
    expect(formatDuration(5400, 'es')).toBe('1 h 30 min');
    expect(formatDuration(1000 * 7200, 'es')).toBe('83 d 8 h');
  });

  it('never shows the "1111111 h 6 min": that many hours read as days', () => {
    const seconds = 1_111_111 * 3600 + 6 * 60;
    expect(formatDuration(seconds, 'es')).toBe('46.296 d 7 h');
    expect(formatDuration(seconds, 'en')).toBe('46,296 days 7 hr');
    expect(formatDuration(seconds, 'es')).not.toMatch(/\d+ h \d+ min/);
  });

  it('writes English units', () => {
    expect(formatDuration(40, 'en')).toBe('40 sec');
    expect(formatDuration(5400, 'en')).toBe('1 hr 30 min');
    expect(formatDuration(2 * 86_400, 'en')).toBe('2 days');
  });
});
