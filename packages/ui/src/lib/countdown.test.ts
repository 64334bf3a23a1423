import { describe, expect, it } from 'vitest';
import { secondsUntil } from './countdown';

describe('countdown', () => {
  const now = Date.UTC(2026, 5, 15, 12, 0, 0);
  it('counts whole seconds to the end, never below zero', () => {
    expect(secondsUntil('2026-06-15T12:01:30Z', now)).toBe(90);
    expect(secondsUntil('2026-06-15T11:50:00Z', now)).toBe(0);
    expect(secondsUntil(null, now)).toBe(0);
    expect(secondsUntil('not a date', now)).toBe(0);
  });
});
