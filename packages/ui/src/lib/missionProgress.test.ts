import { describe, expect, it } from 'vitest';
import { missionClock, missionTimes, statusAt } from './missionProgress';

const T0 = 1_800_000_000_000;

describe('missionClock', () => {
  it('counts down from the answer by elapsed time and never below 0', () => {
    const mission = { time_remaining: 120, progress_percentage: 40 };
    expect(missionClock(mission, T0, T0)).toEqual({ secondsLeft: 120, progress: 40 });
    expect(missionClock(mission, T0, T0 + 30_000)?.secondsLeft).toBe(90);
    expect(missionClock(mission, T0, T0 + 30_400)?.secondsLeft).toBe(90);
    expect(missionClock(mission, T0, T0 + 500_000)?.secondsLeft).toBe(0);
  });

  it('moves progress linearly to 100 % at the end of the phase', () => {
    const mission = { time_remaining: 100, progress_percentage: 50 };
    expect(missionClock(mission, T0, T0 + 50_000)?.progress).toBe(75);
    expect(missionClock(mission, T0, T0 + 100_000)?.progress).toBe(100);
    expect(missionClock(mission, T0, T0 + 900_000)?.progress).toBe(100);
  });

  it('ignores a clock behind the answer, clamps odd progress and has no clock without time_remaining', () => {
    expect(missionClock({ time_remaining: 60, progress_percentage: 10 }, T0, T0 - 5_000)).toEqual({ secondsLeft: 60, progress: 10 });
    expect(missionClock({ time_remaining: 60, progress_percentage: 180 }, T0, T0)?.progress).toBe(100);
    expect(missionClock({ time_remaining: 0, progress_percentage: null }, T0, T0)).toEqual({ secondsLeft: 0, progress: 100 });
    expect(missionClock({ time_remaining: null, progress_percentage: 30 }, T0, T0)).toBeNull();
  });
});

describe('statusAt', () => {
  it('keeps the server status while the countdown runs or without a countdown', () => {
    expect(statusAt('traveling', 12)).toBe('traveling');
    expect(statusAt('traveling', null)).toBe('traveling');
    expect(statusAt('warping', 0)).toBe('warping');
    expect(statusAt(undefined, 0)).toBe('');
  });

  it('reads the next phase at zero instead of the one that ended', () => {
    expect(statusAt('traveling', 0)).toBe('at_destination');
    expect(statusAt('preparing', 0)).toBe('traveling');
    expect(statusAt('returning', 0)).toBe('completed');
    expect(statusAt('at_destination', 0)).toBe('at_destination');
  });

  it("reads 'processing' at zero while the server processes due missions", () => {
    expect(statusAt('traveling', 0, true)).toBe('processing');
    expect(statusAt('traveling', 5, true)).toBe('traveling');
    expect(statusAt('completed', 0, true)).toBe('completed');
  });
});

describe('missionTimes', () => {
  it("prefers the server's arrival and return times", () => {
    const times = missionTimes(
      { status: 'traveling', time_remaining: 60, arrival_time: '2026-06-15T12:05:00Z', return_time: '2026-06-15T12:10:00Z' },
      T0,
    );
    expect(times).toEqual({ arrivalMs: Date.parse('2026-06-15T12:05:00Z'), returnMs: Date.parse('2026-06-15T12:10:00Z') });
  });

  it('falls back to the countdown of the phase under way', () => {
    expect(missionTimes({ status: 'traveling', time_remaining: 60 }, T0)).toEqual({ arrivalMs: T0 + 60_000, returnMs: null });
    expect(missionTimes({ status: 'returning', time_remaining: 30 }, T0)).toEqual({ arrivalMs: null, returnMs: T0 + 30_000 });
  });

  it('has no arrival once arrived and nothing once finished', () => {
    expect(missionTimes({ status: 'at_destination', arrival_time: '2026-06-15T12:05:00Z' }, T0).arrivalMs).toBeNull();
    expect(missionTimes({ status: 'completed', return_time: '2026-06-15T12:05:00Z' }, T0)).toEqual({ arrivalMs: null, returnMs: null });
  });
});
