/**
 * The mock universe's notion of now, in ms since the epoch. Real time by default; stories and
 * tests freeze or advance it so that time-based rules (queues, flights, production) are testable.
 */
let frozenAt: number | null = null;
let offsetMs = 0;

export const clock = {
  /** Current mock time in ms. */
  now(): number {
    return frozenAt ?? Date.now() + offsetMs;
  },
  /** Current mock time as an ISO string. */
  iso(): string {
    return new Date(clock.now()).toISOString();
  },
  /** Stops time at `at` (ms or Date). */
  freeze(at: number | Date = clock.now()): void {
    frozenAt = typeof at === 'number' ? at : at.getTime();
  },
  /** Lets time run again from the frozen moment. */
  unfreeze(): void {
    if (frozenAt !== null) offsetMs = frozenAt - Date.now();
    frozenAt = null;
  },
  /** Moves time forward by `ms` (frozen or not). */
  advance(ms: number): void {
    if (frozenAt !== null) frozenAt += ms;
    else offsetMs += ms;
  },
  /** Back to real time. */
  reset(): void {
    frozenAt = null;
    offsetMs = 0;
  },
};

/** The frozen moment every story and visual test uses: 2026-06-15 12:00 UTC. */
export const STORY_NOW = Date.UTC(2026, 5, 15, 12, 0, 0);
