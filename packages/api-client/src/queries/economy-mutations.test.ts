import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MutationObserver, type QueryKey } from '@tanstack/react-query';
import { invalidationProbe } from './test-utils';
import { loginDemo } from '@imperio/mocks';
import { buildingKeys, buildingMutations } from './buildings';
import { planetKeys } from './keys';
import { researchKeys, researchMutations } from './research';
import { resourceKeys } from './resources';

/**
 * The building and research mutation factories own their invalidation: a screen
 * runs `useMutation(buildingMutations.x())` and never spells a query key. Each test fills the
 * cache with one entry per domain, runs the mutation against the mock server, and reads which
 * entries were marked stale. They invalidate when settled, a refusal included (the server's state
 * may have moved: a refused upgrade often means the page was out of date).
 */
const KEYS: Record<string, QueryKey> = {
  buildings: buildingKeys.planet(101),
  queue: buildingKeys.queue(101),
  research: researchKeys.user(),
  resources: [...resourceKeys.all, 'planet', '101'],
  planets: planetKeys.own(),
};

describe('building and research mutation factories', () => {
  beforeEach(loginDemo);
  afterEach(() => localStorage.clear());

  it('an upgrade refreshes buildings, queue, resources and planets, not research', async () => {
    const { client, invalidated } = invalidationProbe(KEYS);
    // The space dock (type 13 in the mock catalogue), level 0 → 1 on Nueva Esperanza.
    const answer = await new MutationObserver(client, buildingMutations.construct()).mutate({ building_type_id: 13, planet_id: 101 });
    expect(answer.success).toBe(true);
    expect(invalidated()).toEqual(['buildings', 'queue', 'resources', 'planets']);
  });

  it('a refused upgrade refreshes the same (the page may be out of date)', async () => {
    const { client, invalidated } = invalidationProbe(KEYS);
    await expect(
      new MutationObserver(client, buildingMutations.construct()).mutate({ building_type_id: 999, planet_id: 101 }),
    ).rejects.toBeDefined();
    expect(invalidated()).toEqual(['buildings', 'queue', 'resources', 'planets']);
  });

  it('a research start refreshes the research and the resources that paid', async () => {
    const { client, invalidated } = invalidationProbe(KEYS);
    const started = await new MutationObserver(client, researchMutations.start()).mutate({ research_type_id: 3, planet_id: 101 });
    expect(started.is_researching).toBe(true);
    expect(invalidated()).toEqual(['research', 'resources']);
  });

  it("'Completar' refreshes the research and the resources", async () => {
    const { client, invalidated } = invalidationProbe(KEYS);
    const answer = await new MutationObserver(client, researchMutations.complete()).mutate();
    expect(Number(answer.completed_count)).toBeGreaterThanOrEqual(0);
    expect(invalidated()).toEqual(['research', 'resources']);
  });
});
