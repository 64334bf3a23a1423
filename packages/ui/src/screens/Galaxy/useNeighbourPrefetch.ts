import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { debrisQueries, galaxyQueries } from '@imperio/api-client';
import { canStep, debrisWindow, step } from '../../lib/galaxy';

/**
 * Prefetches the neighbouring systems (system − 1 and + 1 of the same galaxy, within bounds) and
 * their nearby-debris windows once the system on screen has loaded (so stepping shows from the cache), with the
 * same query options the screen reads, so 'Sistema siguiente' shows from the cache instead of
 * costing a system and a debris request. Prefetching never throws and never refetches fresh data.
 * @param ready false until the current system is on screen (its requests go first)
 */
export function useNeighbourPrefetch(galaxy: number, system: number, ready: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!ready) return;
    const here = { galaxy, system };
    for (const delta of [1, -1]) {
      if (!canStep(here, 'system', delta)) continue;
      const next = step(here, 'system', delta);
      void queryClient.prefetchQuery(galaxyQueries.system(next.galaxy, next.system));
      void queryClient.prefetchQuery(debrisQueries.nearby(debrisWindow(next.galaxy, next.system)));
    }
  }, [queryClient, galaxy, system, ready]);
}
