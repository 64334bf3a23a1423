import { expect, test, type CDPSession } from '@playwright/test';
import { failOnConsoleErrors, loginAsDemo } from './helpers';

/**
 * Soak: one simulated hour of polling and ticking on the dashboard with Playwright's
 * fake clock. Zero console errors; timers, listeners and cached queries stay bounded; the heap
 * before and after is printed.
 */
test.setTimeout(240_000);

async function heapMiB(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize / 1024 / 1024;
}

test('an hour of polling and ticking leaks nothing', async ({ page }) => {
  await page.addInitScript(() => {
    const counts = { listeners: 0 };
    const add = EventTarget.prototype.addEventListener;
    const remove = EventTarget.prototype.removeEventListener;
    EventTarget.prototype.addEventListener = function (...args: Parameters<typeof add>) {
      counts.listeners++;
      return add.apply(this, args);
    };
    EventTarget.prototype.removeEventListener = function (...args: Parameters<typeof remove>) {
      counts.listeners--;
      return remove.apply(this, args);
    };
    (window as unknown as Record<string, unknown>).__soakListeners = () => counts.listeners;
  });
  await page.clock.install();
  const errors = failOnConsoleErrors(page);
  await loginAsDemo(page);
  await page.waitForTimeout(2000);
  const cdp = await page.context().newCDPSession(page);

  // The fake clock owns setInterval/setTimeout: wrap its functions now to count the timers that
  // are created and not cleared from here on.
  await page.evaluate(() => {
    const live = new Set<unknown>();
    const w = window as unknown as Record<string, unknown>;
    const si = window.setInterval.bind(window);
    const ci = window.clearInterval.bind(window);
    const st = window.setTimeout.bind(window);
    const ct = window.clearTimeout.bind(window);
    window.setInterval = ((fn: TimerHandler, ms?: number, ...args: unknown[]) => {
      const id = si(fn, ms, ...args);
      live.add(id);
      return id;
    }) as typeof window.setInterval;
    window.clearInterval = ((id?: number) => {
      live.delete(id);
      ci(id);
    }) as typeof window.clearInterval;
    const pending = new Set<unknown>();
    window.setTimeout = ((fn: TimerHandler, ms?: number, ...args: unknown[]) => {
      const id: number = st(
        (...inner: unknown[]) => {
          pending.delete(id);
          if (typeof fn === 'function') (fn as (...a: unknown[]) => void)(...inner);
        },
        ms,
        ...args,
      );
      pending.add(id);
      return id;
    }) as typeof window.setTimeout;
    window.clearTimeout = ((id?: number) => {
      pending.delete(id);
      ct(id);
    }) as typeof window.clearTimeout;
    w.__soak = { intervals: () => live.size, timeouts: () => pending.size, listeners: w.__soakListeners };
  });

  const read = () =>
    page.evaluate(() => {
      const w = window as unknown as {
        __soak: { intervals: () => number; timeouts: () => number; listeners: () => number };
        __imperioDiagnostics?: { queryCount: () => number };
      };
      return {
        intervals: w.__soak.intervals(),
        timeouts: w.__soak.timeouts(),
        listeners: w.__soak.listeners(),
        queries: w.__imperioDiagnostics?.queryCount() ?? 0,
        nodes: document.getElementsByTagName('*').length,
      };
    });

  // Warm-up: ten simulated minutes, so every poll has run at least once.
  for (let minute = 0; minute < 10; minute++) {
    await page.clock.runFor(60_000);
    await page.waitForTimeout(100);
  }
  const before = await read();
  const heapBefore = await heapMiB(cdp);

  for (let minute = 0; minute < 60; minute++) {
    await page.clock.runFor(60_000);
    await page.waitForTimeout(100);
  }
  await page.waitForTimeout(1000);
  const after = await read();
  const heapAfter = await heapMiB(cdp);

  console.log(
    `soak: heap ${heapBefore.toFixed(1)} MiB → ${heapAfter.toFixed(1)} MiB; before ${JSON.stringify(before)}; after ${JSON.stringify(after)}`,
  );
  expect(errors).toEqual([]);
  expect(after.intervals).toBeLessThanOrEqual(before.intervals + 2);
  expect(after.timeouts).toBeLessThanOrEqual(before.timeouts + 10);
  expect(after.listeners).toBeLessThanOrEqual(before.listeners + 20);
  expect(after.queries).toBeLessThanOrEqual(before.queries + 2);
  expect(after.nodes).toBeLessThanOrEqual(before.nodes * 1.5 + 50);
  expect(heapAfter).toBeLessThan(heapBefore * 1.5 + 5);
});
