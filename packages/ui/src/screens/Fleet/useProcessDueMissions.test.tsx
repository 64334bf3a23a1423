import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { routes } from '@imperio/api-client';
import { api, clock, db, loginDemo, recordRequests, type RequestLog } from '@imperio/mocks';
import { server } from '@imperio/mocks/node';
import { createI18n } from '../../i18n';
import { AppProviders } from '../../state/AppProviders';
import { createQueryClient } from '../../state/queryClient';
import { FleetScreen } from './FleetScreen';
import { useProcessDueMissions } from './useProcessDueMissions';

const SLOW = { timeout: 10_000 };
let log: RequestLog;
const processCalls = () => log.count('POST', routes.fleet.process);
/**
 * Lets the answers in flight arrive while the fake clock stands still (MSW answers on real
 * immediates; only timeouts, intervals and Date are fake).
 */
async function settle() {
  for (let i = 0; i < 25; i++) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
      await new Promise((resolve) => setImmediate(resolve));
    });
  }
}
/** Moves the fake clock by `ms`, then lets the answers arrive. */
async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  await settle();
}
/** Exact time for the hook's own timers: its backoff waits are timeouts. */
const fakeAllTimers = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });

/** A wrapper with one QueryClient for the whole test. */
function withClient() {
  const client = createQueryClient();
  return function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };
}

describe('due missions process themselves (spec p2 §4 Mission, §7 status/process)', () => {
  beforeEach(() => {
    loginDemo();
    log = recordRequests(server);
  });
  afterEach(() => {
    log.stop();
    vi.useRealTimers();
    localStorage.clear();
  });

  it('Fleet: the transport reaching 0:00 sends one process call and the card moves on, without waiting for the 30 s poll', async () => {
    // The countdowns and polls are intervals; the screen's loading is waited for on real time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    // The seeded transport lands 8 s from now (2 min on the seed; shorter to keep the test light).
    const transportRecord = db.missions.findFirst((q) => q.where({ id: 1 }))!;
    const arrivalMs = clock.now() + 8_000;
    await db.missions.update(transportRecord, {
      data: (m) => void Object.assign(m, { arrival_ms: arrivalMs, arrival_time: new Date(arrivalMs).toISOString() }),
    });
    render(
      <AppProviders queryClient={createQueryClient()} i18n={createI18n('es')} selectedPlanetId={101}>
        <MemoryRouter initialEntries={['/fleet']}>
          <FleetScreen />
        </MemoryRouter>
      </AppProviders>,
    );
    const grid = await screen.findByTestId('active-missions-grid', {}, SLOW);
    const transport = () => within(grid).getAllByRole('listitem')[0]!;
    expect(transport()).toHaveTextContent('Viajando');
    // The demo's own scheduler would wait 30 s more after the landing.
    await advance(7_000);
    expect(processCalls()).toBe(0);
    await advance(2_000);
    await waitFor(() => expect(processCalls()).toBe(1), SLOW);
    await waitFor(() => expect(transport()).toHaveTextContent('Regresando'), SLOW);
    // Nothing is waiting any more: no second call, at the next polls either.
    await advance(35_000);
    expect(processCalls()).toBe(1);
  });

  it('sends one call for a double trigger and a re-render while one is in flight', async () => {
    fakeAllTimers();
    let waiting = true;
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(api(routes.fleet.status), () => HttpResponse.json({ needs_processing: waiting })),
      http.post(api(routes.fleet.process), async () => {
        await answered;
        waiting = false;
        return HttpResponse.json({ output: 'Se procesó 1 evento de misión.' });
      }),
    );
    const { result, rerender } = renderHook(() => useProcessDueMissions(), { wrapper: withClient() });
    act(() => {
      result.current.onDue();
      result.current.onDue();
    });
    rerender();
    act(() => result.current.onDue());
    await settle();
    expect(processCalls()).toBe(1);
    expect(result.current.processing).toBe(true);
    // Another mission reaching zero while the call is out adds nothing.
    act(() => result.current.onDue());
    rerender();
    release();
    await settle();
    expect(result.current.processing).toBe(false);
    await advance(40_000);
    expect(processCalls()).toBe(1);
  });

  it('sends nothing when the status says nothing is waiting', async () => {
    fakeAllTimers();
    server.use(http.get(api(routes.fleet.status), () => HttpResponse.json({ needs_processing: false })));
    const { result } = renderHook(() => useProcessDueMissions(), { wrapper: withClient() });
    act(() => result.current.onDue());
    await settle();
    expect(log.count('GET', routes.fleet.status)).toBe(1);
    await advance(40_000);
    expect(processCalls()).toBe(0);
  });

  it('backs off 2 s, 4 s, 8 s… while the answer says nothing was due, and stops once nothing waits', async () => {
    fakeAllTimers();
    let stillWaiting = true;
    server.use(
      http.get(api(routes.fleet.status), () => HttpResponse.json({ needs_processing: stillWaiting })),
      http.post(api(routes.fleet.process), () => HttpResponse.json({ output: 'No había misiones pendientes de procesar.' })),
    );
    const { result } = renderHook(() => useProcessDueMissions(), { wrapper: withClient() });
    act(() => result.current.onDue());
    await settle();
    expect(processCalls()).toBe(1);
    // The next tries come 2 s, then 4 s, then 8 s after the one before.
    await advance(1_999);
    // A zero during the wait does not cut it short.
    act(() => result.current.onDue());
    await settle();
    expect(processCalls()).toBe(1);
    await advance(1);
    expect(processCalls()).toBe(2);
    await advance(3_999);
    expect(processCalls()).toBe(2);
    await advance(1);
    expect(processCalls()).toBe(3);
    await advance(7_999);
    expect(processCalls()).toBe(3);
    stillWaiting = false;
    const statusReads = log.count('GET', routes.fleet.status);
    await advance(1);
    // That try read the status first: nothing waits, so no call, and no more tries.
    expect(log.count('GET', routes.fleet.status)).toBe(statusReads + 1);
    await advance(60_000);
    expect(processCalls()).toBe(3);
    expect(log.count('GET', routes.fleet.status)).toBe(statusReads + 1);
  });
});
