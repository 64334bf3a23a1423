import { act } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetUniverse } from '@imperio/mocks';

/** Waits on real time for answers and renders: generous, as 2 busy cores need (ms). */
export const SLOW = { timeout: 10_000 };

/** Moves the faked intervals and `Date` on by `ms` milliseconds, inside React's `act`. */
export const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/**
 * Set-up of the tests of work that completes itself when due (queues, research, missions):
 * before each test, intervals and `Date` move only when the test calls {@link advance}, while
 * answers and `waitFor` run on real timeouts, and the universe is seeded again at the faked now
 * (seeded before, on a busy machine the real seconds until the timers were faked would already
 * count towards the seed's end times); after each, real timers and an empty localStorage.
 * Call it inside a `describe`.
 */
export function useDueTimers(): void {
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    await resetUniverse();
  });
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });
}
