import { useCallback, useEffect, useRef, useState } from 'react';
import type { BattleSummary } from '@imperio/rules';
import { isAbort, type SimulationRequest, type SimulationRunner } from './simulationRunner';

/** Where a simulation stands: nothing yet, running (runs done of total), done, cancelled or failed. */
export type SimulationState =
  | { phase: 'idle' }
  | { phase: 'running'; done: number; total: number }
  | { phase: 'done'; summary: BattleSummary }
  | { phase: 'cancelled' }
  | { phase: 'error'; message: string };

/**
 * One simulation at a time through `runner`: `run(request)` starts one (stopping any before it),
 * `cancel()` stops it, leaving the screen stops it too. The last result stays until the next run.
 * @returns `{ state, run, cancel }`
 */
export function useCombatSimulation(runner: SimulationRunner) {
  const [state, setState] = useState<SimulationState>({ phase: 'idle' });
  const current = useRef<AbortController | null>(null);

  useEffect(() => () => current.current?.abort(), []);

  const run = useCallback(
    (request: SimulationRequest) => {
      current.current?.abort();
      const controller = new AbortController();
      current.current = controller;
      setState({ phase: 'running', done: 0, total: request.runs });
      runner(request, {
        signal: controller.signal,
        onProgress: (done, total) => {
          if (!controller.signal.aborted) setState({ phase: 'running', done, total });
        },
      }).then(
        (summary) => {
          if (!controller.signal.aborted) setState({ phase: 'done', summary });
        },
        (error: unknown) => {
          if (current.current !== controller) return;
          if (isAbort(error) || controller.signal.aborted) return setState({ phase: 'cancelled' });
          setState({ phase: 'error', message: error instanceof Error ? error.message : String(error) });
        },
      );
    },
    [runner],
  );

  const cancel = useCallback(() => {
    current.current?.abort();
  }, []);

  return { state, run, cancel };
}
