import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MutationObserver, type QueryKey } from '@tanstack/react-query';
import { invalidationProbe } from './test-utils';
import { loginDemo } from '@imperio/mocks';
import { getActiveMissions } from '../endpoints/missions';
import { missionKeys, missionMutations, reportKeys, reportMutations } from './missions';
import { resourceKeys } from './resources';
import { shipKeys } from './ships';

/**
 * The mission and report mutation factories own their invalidation: a screen
 * runs `useMutation(missionMutations.x())` and never spells a query key. Each test fills the
 * cache with one entry per domain, runs the mutation against the mock server, and reads which
 * entries were marked stale.
 */
const KEYS: Record<string, QueryKey> = {
  missions: missionKeys.active(),
  reports: reportKeys.statistics(),
  resources: [...resourceKeys.all, 'planet', '101'],
  ships: shipKeys.planet(101),
};

describe('mission and report mutation factories', () => {
  beforeEach(loginDemo);
  afterEach(() => localStorage.clear());

  it("'Procesar' refreshes missions, reports, resources and ships", async () => {
    const { client, invalidated } = invalidationProbe(KEYS);
    await new MutationObserver(client, missionMutations.process()).mutate();
    expect(invalidated()).toEqual(['missions', 'reports', 'resources', 'ships']);
  });

  it('a cancel refreshes only the missions', async () => {
    const { client, invalidated } = invalidationProbe(KEYS);
    const [mission] = (await getActiveMissions()).filter((candidate) => candidate.status === 'traveling');
    await new MutationObserver(client, missionMutations.cancel()).mutate(mission!);
    expect(invalidated()).toEqual(['missions']);
  });

  it('mark all read refreshes only the reports', async () => {
    const { client, invalidated } = invalidationProbe(KEYS);
    await new MutationObserver(client, reportMutations.markAllRead()).mutate();
    expect(invalidated()).toEqual(['reports']);
  });

  it('a failed write invalidates nothing', async () => {
    const { client, invalidated } = invalidationProbe(KEYS);
    await expect(new MutationObserver(client, missionMutations.cancel()).mutate({ id: 999_999 })).rejects.toBeDefined();
    expect(invalidated()).toEqual([]);
  });
});
