import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { config, missionKeys, missionQueries, reportKeys } from '@imperio/api-client';
import type { Mission } from '@imperio/api-client';

/**
 * The fleet screen's missions (spec p2 §2.5, §9): the active ones and the history, cut into the
 * grid (at most `config.limits.activeMissionsGrid`), how many active ones the grid leaves out,
 * and the history without what the grid shows (each mission is listed once). `onDue` refreshes
 * the missions and the report statistics when a countdown ends; `retry` refetches the missions.
 *
 * `sentId` is the mission the player has just sent (its id from the create answer), or null: it
 * leads the grid. The server lists the active missions oldest first, so with four in flight the
 * new one was the fifth card, a phone's screen or two below the notice that names it.
 */
export function useFleetMissions(sentId: Mission['id'] | null = null) {
  const queryClient = useQueryClient();
  const active = useQuery(missionQueries.active());
  const history = useQuery(missionQueries.list());

  const onDue = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: missionKeys.all });
    void queryClient.invalidateQueries({ queryKey: reportKeys.statistics() });
  }, [queryClient]);
  const retry = () => void queryClient.invalidateQueries({ queryKey: missionKeys.all });

  const activeMissions = leading(active.data ?? [], sentId);
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

/** `missions` with the one whose id is `id` moved to the front (the same array when it is absent). */
function leading(missions: Mission[], id: Mission['id'] | null): Mission[] {
  if (id === null) return missions;
  const index = missions.findIndex((mission) => mission.id === id);
  if (index <= 0) return missions;
  return [missions[index]!, ...missions.slice(0, index), ...missions.slice(index + 1)];
}
