import { describe, expect, it } from 'vitest';
import { acceleratedHours, buildTime, naniteFactor, researchSeconds, roboticsFactor, speedUp } from './buildTime';

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

describe('buildTime ((metal + crystal) / 2500 hours, accelerated)', () => {
  it('gives base and accelerated hours and whole seconds', () => {
    expect(buildTime({ metal: 2500, crystal: 2500 }, 1, 0)).toEqual({ baseHours: 2, acceleratedHours: 1, seconds: 3600 });
    expect(buildTime({ metal: 5000, crystal: 0 }, 3, 1)).toEqual({ baseHours: 2, acceleratedHours: 0.25, seconds: 900 });
  });
  it('takes at least a second', () => {
    expect(buildTime({ metal: 0, crystal: 0 }, 0, 0).seconds).toBe(1);
  });
});

describe('researchSeconds ((metal + crystal) ÷ (1000 × (1 + lab)) hours)', () => {
  it('divides by the lab level + 1 and ignores deuterium', () => {
    expect(researchSeconds({ metal: 800, crystal: 400 }, 5)).toBe(720);
    expect(researchSeconds({ metal: 800, crystal: 400 }, 0)).toBe(4320);
    expect(researchSeconds({ metal: 0, crystal: 800 }, 8)).toBe(320);
  });
  it('is at least 1 s; unreadable inputs count as 0', () => {
    expect(researchSeconds({ metal: 0, crystal: 0 }, 3)).toBe(1);
    expect(researchSeconds({ metal: null, crystal: Number.NaN }, null)).toBe(1);
    expect(researchSeconds({ metal: 1000, crystal: 0 }, -4)).toBe(3600);
  });
});
