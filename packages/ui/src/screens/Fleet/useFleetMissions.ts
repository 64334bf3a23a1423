import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { config, missionKeys, missionQueries, reportKeys } from '@imperio/api-client';

/**
 * The fleet screen's missions (spec p2 §2.5, §9): the active ones and the history, cut into the
 * grid (at most `config.limits.activeMissionsGrid`), how many active ones the grid leaves out,
 * and the history without what the grid shows (each mission is listed once). `onDue` refreshes
 * the missions and the report statistics when a countdown ends; `retry` refetches the missions.
 */
export function useFleetMissions() {
  const queryClient = useQueryClient();
  const active = useQuery(missionQueries.active());
  const history = useQuery(missionQueries.list());

  const onDue = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: missionKeys.all });
    void queryClient.invalidateQueries({ queryKey: reportKeys.statistics() });
  }, [queryClient]);
  const retry = () => void queryClient.invalidateQueries({ queryKey: missionKeys.all });

  const activeMissions = active.data ?? [];
  const grid = activeMissions.slice(0, config.limits.activeMissionsGrid);
  const inGrid = new Set(grid.map((mission) => String(mission.id)));
  const past = (history.data ?? []).filter((mission) => !inGrid.has(String(mission.id)));
  return {
    active,
    history,
    grid,
    hidden: activeMissions.length - grid.length,
    past,
    loadError: active.error ?? history.error,
    onDue,
    retry,
  };
}
