import { describe, expect, it } from 'vitest';
import { isValidSpeed, MISSION_SPEED, POSITIONS_PER_SYSTEM, SPEED_OPTIONS, speedValue } from './limits';

describe('fleet limits (spec p1 §9, p2 §5, §9)', () => {
  it('has 15 positions per system and a 10–100 % speed in steps of 10, default 100', () => {
    expect(POSITIONS_PER_SYSTEM).toBe(15);
    expect(SPEED_OPTIONS).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
    expect(MISSION_SPEED.default).toBe(100);
  });
  it('snaps a typed speed to the steps and bounds; non-numbers give 100', () => {
    expect(speedValue('55')).toBe(60);
    expect(speedValue('0')).toBe(10);
    expect(speedValue('250')).toBe(100);
    expect(speedValue('x')).toBe(100);
  });
  it('accepts only the offered speeds from a request', () => {
    expect([10, 100, 50].every(isValidSpeed)).toBe(true);
    expect([undefined, 0, 5, 55, 110, 50.5].some(isValidSpeed)).toBe(false);
  });
});
