import { afterAll, describe, expect, it, vi } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import { clearSession, saveSession } from '@imperio/api-client';

// The clients the shell's first requests were started on, in order.
const started = vi.hoisted(() => [] as QueryClient[]);
vi.mock('@imperio/ui/state/prefetchShell', () => ({ prefetchShellQueries: (client: QueryClient) => started.push(client) }));

const { prepareFirstQueries } = await import('./firstQueries');
// The `unit` project shares modules between the files of a worker (isolate: false); Vitest keeps
// the mocks to this file, but the AuthenticatedApp.tsx evaluated against them would stay: reset when done.
afterAll(() => vi.resetModules());

describe('prepareFirstQueries', () => {
  it('uses one query cache per login, so a second call repeats no request, and a new login gets a new one', () => {
    saveSession({ access: 'token-a', refresh: 'r', user: { id: 1 } });
    prepareFirstQueries();
    prepareFirstQueries();
    expect(started).toHaveLength(2);
    // The same cache: its queries in flight or fresh are not asked again (TanStack dedupes).
    expect(started[1]).toBe(started[0]);
    saveSession({ access: 'token-b', refresh: 'r', user: { id: 1 } });
    prepareFirstQueries();
    expect(started[2]).not.toBe(started[0]);
    // Without a session nothing starts.
    clearSession();
    prepareFirstQueries();
    expect(started).toHaveLength(3);
  });
});
