import { queryOptions } from '@tanstack/react-query';
import { config } from '../config';
import { getActiveMissions } from '../endpoints/missions';

export const missionKeys = {
  all: ['missions'] as const,
  active: () => [...missionKeys.all, 'active'] as const,
};

/** Query factories for fleet missions (spec p1 §7.5; the Fleet screen adds its own). */
export const missionQueries = {
  /** Active missions, refreshed every 30 s (spec p1 §9). */
  active: () =>
    queryOptions({
      queryKey: missionKeys.active(),
      queryFn: ({ signal }) => getActiveMissions(signal),
      refetchInterval: config.intervals.activeMissionsMs,
    }),
};
