import { beforeEach, describe, expect, it } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { notificationKeys, routes, saveSession } from '@imperio/api-client';
import { api, DEMO_USER_ID, issueAccessToken } from '@imperio/mocks';
import { server } from '@imperio/mocks/node';
import { createQueryClient } from './queryClient';
import { ATTACK_TYPE, shellAttentionSettled } from './attention';

describe('shellAttentionSettled', () => {
  beforeEach(() => {
    saveSession({ access: issueAccessToken(DEMO_USER_ID), refresh: 'r', user: { id: DEMO_USER_ID } });
  });

  it('settles once the pending pop-ups and the attack warnings are in, with both in the cache', async () => {
    const client = createQueryClient();
    await shellAttentionSettled(client, 60_000);
    expect(client.getQueryData(notificationKeys.pending())).toBeDefined();
    expect(client.getQueryData(notificationKeys.history(0, ATTACK_TYPE))).toBeDefined();
  });

  it('settles when an answer fails, and at the cap when one never comes', async () => {
    server.use(http.get(api(routes.notifications.pending), () => HttpResponse.json({ detail: 'no' }, { status: 500 })));
    await expect(shellAttentionSettled(createQueryClient(), 60_000)).resolves.toBeUndefined();

    server.use(http.get(api(routes.notifications.pending), () => delay('infinite')));
    const client = createQueryClient();
    const start = performance.now();
    await shellAttentionSettled(client, 200);
    expect(performance.now() - start).toBeGreaterThanOrEqual(190);
    expect(client.getQueryData(notificationKeys.pending())).toBeUndefined();
  });

  it('gives one promise per query cache (React’s `use` waits on the same one after a suspended render)', () => {
    const client = createQueryClient();
    expect(shellAttentionSettled(client)).toBe(shellAttentionSettled(client));
    expect(shellAttentionSettled(createQueryClient())).not.toBe(shellAttentionSettled(client));
  });
});
