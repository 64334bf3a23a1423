import { afterAll, describe, expect, it, vi } from 'vitest';

const probeBackend = vi.fn(() => Promise.resolve({ reachable: true, loginAvailable: true }));
vi.mock('@imperio/api-client/http/probes', () => ({ probeBackend }));
// The `unit` project shares modules between the files of a worker (isolate: false); Vitest keeps
// the mocks to this file, but the startupProbe.ts evaluated against them would stay: reset when done.
afterAll(() => vi.resetModules());

describe('startupProbe', () => {
  it('probes once per page: main.tsx starts the check, the app later waits for that same one', async () => {
    const { startupProbe } = await import('./startupProbe');
    const early = startupProbe();
    const later = startupProbe();
    expect(later).toBe(early);
    expect(probeBackend).toHaveBeenCalledTimes(1);
    await expect(later).resolves.toEqual({ reachable: true, loginAvailable: true });
  });
});
