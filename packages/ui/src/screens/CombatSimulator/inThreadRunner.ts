import { createSimulation } from '@imperio/rules';
import { abortError, type SimulationRunner } from './simulationRunner';

/** Options of the in-thread runner (stories and tests). */
export interface InThreadRunnerOptions {
  /** Runs per slice; the runner yields a task between slices. @default 10 */
  slice?: number;
  /** Stop reporting and wait (until cancelled) once this many runs are done: a 'running' state that stays. */
  holdAt?: number;
  /** Reject with this message instead of answering: a failing worker. */
  failWith?: string;
}

/**
 * A runner on the calling thread, for stories and tests, where a real Worker is awkward: the
 * same rules and the same answer as the worker for the same request, a task per slice so the
 * page still paints. Not for the game (a large battle would block the main thread).
 */
export function createInThreadRunner({ slice = 10, holdAt, failWith }: InThreadRunnerOptions = {}): SimulationRunner {
  return (request, { onProgress, signal }) =>
    new Promise((resolve, reject) => {
      const simulation = createSimulation(request.input, { runs: request.runs, seed: request.seed });
      let timer: ReturnType<typeof setTimeout> | undefined;
      signal.addEventListener(
        'abort',
        () => {
          clearTimeout(timer);
          reject(abortError());
        },
        { once: true },
      );
      const next = () => {
        if (signal.aborted) return;
        if (holdAt !== undefined && simulation.done >= holdAt) return;
        if (failWith && simulation.done > 0) return reject(new Error(failWith));
        simulation.step(holdAt !== undefined ? Math.min(slice, holdAt - simulation.done) : slice);
        onProgress(simulation.done, simulation.total);
        if (simulation.done >= simulation.total && !failWith) return resolve(simulation.summary());
        timer = setTimeout(next, 0);
      };
      timer = setTimeout(next, 0);
    });
}
