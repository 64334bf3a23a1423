import { describe, expect, it } from 'vitest';
import { acceleratedHours, naniteFactor, roboticsFactor, speedUp } from './buildTime';
import { formatDuration, formatHours, secondsUntil } from './countdown';

describe('build acceleration (spec p2 §9)', () => {
  it('robotics factor = 1/(level+1)', () => {
    expect(roboticsFactor(0)).toBe(1);
    expect(roboticsFactor(1)).toBe(1 / 2);
    expect(roboticsFactor(4)).toBe(1 / 5);
    expect(roboticsFactor(10)).toBe(1 / 11);
  });

  it('nanite factor = 1/2^level', () => {
    expect(naniteFactor(0)).toBe(1);
    expect(naniteFactor(1)).toBe(1 / 2);
    expect(naniteFactor(3)).toBe(1 / 8);
  });

  it('accelerated hours = base × both factors', () => {
    expect(acceleratedHours(10, 4, 1)).toBe(1);
    expect(acceleratedHours(44, 10, 2)).toBeCloseTo(1);
    expect(acceleratedHours(3, 0, 0)).toBe(3);
    expect(speedUp(10, 2)).toBeCloseTo(44);
  });

  it('treats missing or negative levels and bad base times as nothing', () => {
    expect(roboticsFactor(null)).toBe(1);
    expect(naniteFactor(-2)).toBe(1);
    expect(acceleratedHours(Number.NaN, 2, 2)).toBe(0);
  });
});

describe('countdown', () => {
  const now = Date.UTC(2026, 5, 15, 12, 0, 0);
  it('counts whole seconds to the end, never below zero', () => {
    expect(secondsUntil('2026-06-15T12:01:30Z', now)).toBe(90);
    expect(secondsUntil('2026-06-15T11:50:00Z', now)).toBe(0);
    expect(secondsUntil(null, now)).toBe(0);
    expect(secondsUntil('not a date', now)).toBe(0);
  });

  it('formats durations', () => {
    expect(formatDuration(5)).toBe('0:05');
    expect(formatDuration(3725)).toBe('1:02:05');
    expect(formatDuration(90_061)).toBe('1d 1:01:01');
    expect(formatDuration(-3)).toBe('0:00');
    expect(formatHours(2.5)).toBe('2:30:00');
  });
});
