import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clock } from './clock';
import { db } from './db';
import { SCHEDULER_LAG_MS } from './fleet';
import { resetUniverse } from './universe';
import { startUniverseTimer, UNIVERSE_TIMER_MS, type UniverseTimer } from './universeTimer';

const MIN = 60_000;
const mission = (id: number) => db.missions.findFirst((q) => q.where({ id }));
const research = (code: number) => db.userResearch.findFirst((q) => q.where({ id: code }));

describe('the demo server’s own timer', () => {
  let timer: UniverseTimer | null = null;
  beforeEach(async () => {
    // Device and mock time run together on the fake clock, as on the demo server.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    clock.reset();
    await resetUniverse();
  });
  afterEach(() => {
    timer?.stop();
    timer = null;
    vi.useRealTimers();
  });

  it('processes a due mission with no request: the transport lands, its report is written', async () => {
    timer = startUniverseTimer();
    const reportsBefore = db.missionReports.count();
    expect(mission(1)?.status).toBe('traveling');
    // The seeded transport arrives in 2 min; the fleet scheduler handles it once due for its lag.
    vi.setSystemTime(Date.now() + 2 * MIN + SCHEDULER_LAG_MS + 1_000);
    // Time passing alone changes nothing: the universe is still as the last look left it.
    expect(mission(1)?.status).toBe('traveling');
    await vi.advanceTimersByTimeAsync(UNIVERSE_TIMER_MS);
    expect(mission(1)?.status).toBe('returning');
    expect(db.missionReports.count()).toBe(reportsBefore + 1);
  });

  it('registers finished research on its own, and stops when stopped', async () => {
    timer = startUniverseTimer();
    // Espionage 3 → 4 finished at seed time and waits for a complete call; the timer does it.
    const waiting = db.userResearch.findMany((q) => q.where({ is_researching: true })).find((r) => (r.ends_ms ?? Infinity) <= Date.now());
    expect(waiting).toBeDefined();
    await vi.advanceTimersByTimeAsync(UNIVERSE_TIMER_MS);
    expect(research(waiting!.id)).toMatchObject({ is_researching: false, level: waiting!.level + 1 });

    timer.stop();
    vi.setSystemTime(Date.now() + 2 * MIN + SCHEDULER_LAG_MS + 1_000);
    await vi.advanceTimersByTimeAsync(10 * UNIVERSE_TIMER_MS);
    expect(mission(1)?.status).toBe('traveling');
  });

  it('never keeps the process alive (its interval is unref’d)', () => {
    vi.useRealTimers();
    const spy = vi.spyOn(globalThis, 'setInterval');
    timer = startUniverseTimer();
    const handle = spy.mock.results[0]?.value as NodeJS.Timeout;
    expect(handle.hasRef()).toBe(false);
    spy.mockRestore();
  });
});
