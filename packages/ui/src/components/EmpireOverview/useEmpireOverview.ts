import { useMemo } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { buildingQueries, missionQueries, resourceQueries } from '@imperio/api-client';
import { toSnapshot } from '../../lib/resources';
import { useLiveValue } from '../../state/liveClock';
import { useSelectedPlanet } from '../../state/selectedPlanet';
import { empireRow, type EmpireRow } from './empireRows';

/** What the overview shows: its rows, whether the planets are still loading, their error. */
export interface EmpireOverviewState {
  rows: EmpireRow[];
  isLoading: boolean;
  error: unknown;
  refetch: () => void;
}

/**
 * Every own planet's row of the empire overview from the existing calls: the planets, each planet's
 * resources and buildings (`useQueries` over the same queryOptions the screens use, so they share
 * the cache, refresh intervals and hidden-tab rule) and the active missions. Stock figures follow
 * the shared clock, one step per second.
 */
export function useEmpireOverview(): EmpireOverviewState {
  const { planets, isLoading, error, refetch } = useSelectedPlanet();
  // `combine` keeps the arrays stable while no answer changes (TanStack Query's structural sharing).
  const snapshots = useQueries({
    queries: planets.map((planet) => resourceQueries.planet(planet.id)),
    combine: (results) => results.map((query) => query.data),
  });
  const buildingData = useQueries({
    queries: planets.map((planet) => buildingQueries.planet(planet.id)),
    combine: (results) => results.map((query) => query.data),
  });
  const missions = useQuery(missionQueries.active());
  const second = useLiveValue((nowMs) => Math.floor(nowMs / 1000));
  const rows = useMemo(
    () =>
      planets.map((planet, index) => {
        const resourceData = snapshots[index];
        return empireRow(
          planet,
          resourceData ? toSnapshot(resourceData) : undefined,
          buildingData[index],
          missions.data ?? [],
          second * 1000,
        );
      }),
    [planets, second, missions.data, snapshots, buildingData],
  );
  return { rows, isLoading, error, refetch };
}
