import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { api, clock, loginDemo } from '@imperio/mocks';
import { server } from '@imperio/mocks/node';
import { getMissionProcessingStatus } from './endpoints/missions';
import { getPlanetResources } from './endpoints/resources';
import { routes } from './routes';
import { noteDateHeader, noteServerTime, resetServerClock, serverNow, serverOffsetMs, toDeviceMs, toServerMs } from './serverClock';

const T = Date.UTC(2026, 10, 28, 2, 0, 0);

describe('serverClock (spec p1 §3 server_time; countdowns on the server’s clock)', () => {
  beforeEach(() => resetServerClock());

  it('takes the offset from server_time, keeps the largest sample within 1 s, and resets on a jump', () => {
    noteServerTime(new Date(T + 5_000).toISOString(), T);
    expect(serverOffsetMs()).toBe(5_000);
    // A slower answer (its trip made the sample low) does not pull the offset down…
    noteServerTime(T + 5_000, T + 300);
    expect(serverOffsetMs()).toBe(5_000);
    // …a faster one raises it…
    noteServerTime(T + 5_200, T);
    expect(serverOffsetMs()).toBe(5_200);
    // …and a sample far away (the device's clock was set) replaces it.
    noteServerTime(T - 60_000, T);
    expect(serverOffsetMs()).toBe(-60_000);
    expect(toServerMs(T)).toBe(T - 60_000);
    expect(toDeviceMs(T - 60_000)).toBe(T);
  });

  it('ignores unreadable times', () => {
    noteServerTime('not a date', T);
    noteServerTime(null, T);
    noteDateHeader('yesterday-ish', T);
    noteDateHeader(undefined, T);
    expect(serverOffsetMs()).toBe(0);
  });

  it('moves the offset into the window a Date header allows, and leaves it when inside', () => {
    // Date: whole seconds. At device T + 400 the server said T: offset in [-400, 600].
    noteDateHeader(new Date(T).toUTCString(), T + 400);
    expect(serverOffsetMs()).toBe(0);
    // The server is an hour ahead.
    noteDateHeader(new Date(T + 3_600_000).toUTCString(), T + 400);
    expect(serverOffsetMs()).toBe(3_600_000 - 400);
    noteDateHeader(new Date(T).toUTCString(), T + 400);
    expect(serverOffsetMs()).toBe(600);
  });

  describe('learnt from the answers', () => {
    afterEach(() => vi.useRealTimers());

    it('reads the Date header of any answer', async () => {
      loginDemo();
      server.use(
        http.get(api(routes.fleet.status), () =>
          HttpResponse.json({ needs_processing: false }, { headers: { Date: new Date(Date.now() + 3_600_000).toUTCString() } }),
        ),
      );
      await getMissionProcessingStatus();
      expect(serverOffsetMs()).toBeGreaterThan(3_598_000);
      expect(serverOffsetMs()).toBeLessThanOrEqual(3_601_000);
      expect(serverNow() - Date.now()).toBe(serverOffsetMs());
    });

    it("reads a planet's server_time, and its received_at is on the server's clock", async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      // The demo server's clock runs 90 s ahead of this device.
      clock.advance(90_000);
      loginDemo();
      const result = await getPlanetResources(101);
      expect(serverOffsetMs()).toBe(90_000);
      expect(result.received_at).toBe(Date.now() + 90_000);
    });
  });
});
