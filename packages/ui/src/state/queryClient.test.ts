import { afterEach, describe, expect, it, vi } from 'vitest';
import * as apiClient from '@imperio/api-client';
import { config, notificationPollMs, notificationQueries } from '@imperio/api-client';
import { createQueryClient } from './queryClient';

/**
 * The hidden-tab rule: while the tab is hidden only the notifications poll
 * continues, every 60 s, and only for a player who opted in to alerts; every other query stops
 * refetching in the background.
 */
describe('the hidden-tab rule', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('polls notifications at the visible rate while visible, at 60 s hidden when opted in, not at all otherwise', () => {
    const visible = config.intervals.pendingNotificationsMs;
    expect(notificationPollMs(false, false, visible)).toBe(visible);
    expect(notificationPollMs(false, true, visible)).toBe(visible);
    expect(notificationPollMs(true, true, visible)).toBe(60_000);
    expect(notificationPollMs(true, false, visible)).toBe(false);
  });

  it('lets only the opted-in notifications poll run in a hidden tab, and reads the page visibility', () => {
    const query = { state: { fetchFailureCount: 0, status: 'success' } };
    const optedIn = notificationQueries.pending({ background: true });
    const optedOut = notificationQueries.pending();
    expect(optedIn.refetchIntervalInBackground).toBe(true);
    expect(optedOut.refetchIntervalInBackground).toBe(false);
    const interval = (options: typeof optedIn) => (options.refetchInterval as (q: typeof query) => number | false)(query);
    expect(interval(optedIn)).toBe(10_000);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    expect(interval(optedIn)).toBe(60_000);
    expect(interval(optedOut)).toBe(false);
    vi.restoreAllMocks();
  });

  it('stops every other query in the background: the default is off and no query factory turns it on', () => {
    expect(createQueryClient().getDefaultOptions().queries?.refetchIntervalInBackground).toBe(false);
    const inBackground: string[] = [];
    let checked = 0;
    for (const [name, factories] of Object.entries(apiClient)) {
      if (!name.endsWith('Queries') || typeof factories !== 'object' || factories === null) continue;
      for (const [key, factory] of Object.entries(factories as Record<string, unknown>)) {
        if (typeof factory !== 'function') continue;
        // Factories take ids, terms or parameter objects: whichever builds its options will do.
        for (const args of [
          [1, 1, 1],
          ['1', '1', '1'],
          [{}, {}, {}],
        ]) {
          let options: { refetchIntervalInBackground?: unknown } | undefined;
          try {
            options = (factory as (...a: unknown[]) => typeof options)(...args);
          } catch {
            continue;
          }
          if (options?.refetchIntervalInBackground === true) inBackground.push(`${name}.${key}`);
          checked += 1;
          break;
        }
      }
    }
    expect(inBackground).toEqual([]);
    expect(checked).toBeGreaterThan(20);
  });
});
