import { describe, expect, it, vi } from 'vitest';
import { http as mswHttp, HttpResponse, delay } from 'msw';
import { server } from '@imperio/mocks/node';
import { api } from '@imperio/mocks';
import { routes } from '../routes';
import { probeBackend } from './probes';

describe('start-up probes (p1 §7.1)', () => {
  it('counts a 400 on the empty login as available', async () => {
    await expect(probeBackend()).resolves.toEqual({ reachable: true, loginAvailable: true });
  });

  it('reads both answers to the end, so neither request stays open in the browser', async () => {
    const read = vi.spyOn(Response.prototype, 'arrayBuffer');
    await probeBackend();
    expect(read).toHaveBeenCalledTimes(2);
    read.mockRestore();
  });

  it('only logs when the backend is down, and never throws', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(
      mswHttp.get(api(routes.auth.root), () => HttpResponse.error()),
      mswHttp.post(api(routes.auth.login), () => HttpResponse.error()),
    );
    await expect(probeBackend()).resolves.toEqual({ reachable: false, loginAvailable: false });
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('gives up after its own time-out', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(
      mswHttp.get(api(routes.auth.root), async () => {
        await delay(1000);
        return HttpResponse.json({});
      }),
    );
    const result = await probeBackend(50);
    expect(result.reachable).toBe(false);
    warn.mockRestore();
  });
});
