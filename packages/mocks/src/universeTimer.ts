import { clock } from './clock';
import { db } from './db';
import { completeDueResearch } from './handlers/research';
import { advanceUniverse } from './universe';

/** How often the demo server's own scheduler runs (ms): about when a countdown shows 0:00. */
export const UNIVERSE_TIMER_MS = 1_000;

/** Options of {@link startUniverseTimer}. */
export interface UniverseTimerOptions {
  /** Period in ms. @default UNIVERSE_TIMER_MS */
  intervalMs?: number;
  /** Where a failed run is reported (default `console.error`); the timer goes on. */
  logError?: (message: string, error: unknown) => void;
}

/** A running timer: `stop()` ends it (idempotent); `runOnce()` runs one step now (tests). */
export interface UniverseTimer {
  stop(): void;
  runOnce(): Promise<void>;
}

/**
 * The demo universe's own scheduler, as a game server's would run (the Node demo server only:
 * `pnpm start`, e2e; stories and the workbench keep their frozen clock and never start it).
 * Every `intervalMs` it runs every domain's tick up to now with no request (fleets arrive and come
 * home once due for the fleet scheduler's lag, shipyard, defence and building queues finish,
 * stock grows) and registers every player's finished research (which otherwise waits for the
 * complete call). One step at a time. The timer is `unref`'d: it never keeps a process (or a
 * test run) alive; the server stops it when it closes.
 * @returns {@link UniverseTimer}
 */
export function startUniverseTimer(options: UniverseTimerOptions = {}): UniverseTimer {
  const logError = options.logError ?? ((message: string, error: unknown) => console.error(message, error));
  let running: Promise<void> | null = null;
  const step = async () => {
    await advanceUniverse();
    const now = clock.now();
    const researching = db.userResearch.findMany((q) => q.where({ is_researching: true }));
    for (const userId of new Set(researching.map((record) => record.user_id))) await completeDueResearch(userId, now);
  };
  const runOnce = () => {
    running ??= step()
      .catch((error: unknown) => logError('[imperio] demo universe timer failed', error))
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void runOnce(), options.intervalMs ?? UNIVERSE_TIMER_MS);
  timer.unref();
  return {
    stop: () => clearInterval(timer),
    runOnce,
  };
}
