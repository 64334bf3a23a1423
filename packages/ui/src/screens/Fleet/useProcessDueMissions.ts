import { useCallback, useEffect, useRef } from 'react';
import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import { config, missionKeys, missionMutations, missionQueries, type MissionProcessingStatus } from '@imperio/api-client';

/** The process mutation's key: the automatic call and 'Procesar' never run at the same time. */
const PROCESS_KEY = missionMutations.process().mutationKey;
/** First wait after a process call that left work waiting (the spec's finish-repeat guard, 2 s). */
const FIRST_BACKOFF_MS = config.intervals.finishRepeatGuardMs;
/** Longest wait: the spec's status poll (30 s), so the automatic call is never rarer than the poll. */
const MAX_BACKOFF_MS = config.intervals.fleetStatusMs;

export interface ProcessDueMissions {
  /** Call when a mission's countdown reaches zero: checks the status and processes once if due. */
  onDue: () => void;
  /** True while an automatic or manual process call is in flight ('Procesando…' on the cards). */
  processing: boolean;
}

/**
 * Due missions process themselves (spec p2 §4 'Mission': the server moves the status, 'Procesar'
 * asks it to process due missions; §7 status and process; §9 30 s): when a countdown reaches zero
 * the hook reads GET /fleet/missions/status/ and, if it says `needs_processing`, sends
 * POST /fleet/missions/process/ once; the process mutation reloads the missions, reports,
 * resources and ships. Single flight: a second zero, a re-render or a manual 'Procesar' in flight
 * sends nothing more. When the answer is `{error}` or the status still says `needs_processing`
 * afterwards (nothing was due yet on the server), it waits 2 s, then 4 s… up to 30 s before the
 * next try; a status that says nothing is waiting ends the run and resets the wait. Silent: a
 * failure shows nothing (the 30 s poll and 'Procesar' remain). 'Procesar' stays as the manual way.
 * @returns `{onDue, processing}`
 */
export function useProcessDueMissions(): ProcessDueMissions {
  const queryClient = useQueryClient();
  const { mutateAsync } = useMutation(missionMutations.process());
  const processing = useIsMutating({ mutationKey: PROCESS_KEY }) > 0;
  const running = useRef(false);
  const mounted = useRef(true);
  // The backoff wait in progress: its timer, and how to end it early (unmount).
  const wait = useRef<{ timer: ReturnType<typeof setTimeout>; done: () => void } | null>(null);

  // The status as the server says it now: the answer of the refetch the zero started when there
  // is one in flight (fetchQuery shares it), else a new call.
  const readStatus = useCallback(
    (since: number): Promise<MissionProcessingStatus> => {
      const state = queryClient.getQueryState<MissionProcessingStatus>(missionKeys.status());
      if (state?.data && state.dataUpdatedAt >= since && !state.isInvalidated && state.fetchStatus === 'idle') {
        return Promise.resolve(state.data);
      }
      return queryClient.fetchQuery({ ...missionQueries.status(), staleTime: 0 });
    },
    [queryClient],
  );

  // One round: read the status; if something waits (and no 'Procesar' is out), process it.
  // @returns whether work is still waiting afterwards (then the caller waits and tries again)
  const round = useCallback(async (): Promise<boolean> => {
    try {
      const before = await readStatus(Date.now());
      if (!before.needs_processing) return false;
      if (queryClient.isMutating({ mutationKey: PROCESS_KEY }) > 0) return true;
      const sentAt = Date.now();
      const answer = await mutateAsync();
      const after = await readStatus(sentAt);
      return Boolean(answer.error) || after.needs_processing;
    } catch {
      return true; // a failed call: try again later, silently
    }
  }, [queryClient, mutateAsync, readStatus]);

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        wait.current = null;
        resolve();
      };
      wait.current = { timer: setTimeout(done, ms), done };
    });

  const onDue = useCallback(() => {
    // A zero while a round or a backoff wait runs adds nothing: the wait is what the server asked for.
    if (running.current || !mounted.current) return;
    running.current = true;
    void (async () => {
      let backoffMs = 0;
      while (mounted.current && (await round()) && mounted.current) {
        backoffMs = Math.min(MAX_BACKOFF_MS, backoffMs ? backoffMs * 2 : FIRST_BACKOFF_MS);
        await sleep(backoffMs);
      }
      running.current = false;
    })();
  }, [round]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (wait.current) {
        clearTimeout(wait.current.timer);
        wait.current.done();
      }
    };
  }, []);

  return { onDue, processing };
}
