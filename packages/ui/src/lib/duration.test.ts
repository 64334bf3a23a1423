import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration';

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
