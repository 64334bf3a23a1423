import type { BattleInput, BattleSummary } from '@imperio/rules';

/** One simulation request: the battle, how many runs, the seed of the random source. */
export interface SimulationRequest {
  input: BattleInput;
  runs: number;
  seed: number;
}

/** What a runner is told while it works. */
export interface SimulationHandlers {
  /** Runs done so far, of `total`. */
  onProgress: (done: number, total: number) => void;
  /** Aborted when the player cancels or leaves: the runner stops and rejects with an AbortError. */
  signal: AbortSignal;
}

/**
 * Runs a simulation somewhere (the Web Worker in the game; in-thread in stories and tests).
 * @returns the summary of every run; rejects with an AbortError when `signal` aborts, or with
 * an Error whose message says what failed
 */
export type SimulationRunner = (request: SimulationRequest, handlers: SimulationHandlers) => Promise<BattleSummary>;

/** A message from the simulator worker (`simulator.worker.ts`). */
export type WorkerReply =
  { type: 'progress'; done: number; total: number } | { type: 'result'; summary: BattleSummary } | { type: 'error'; message: string };

/** The AbortError a runner rejects with when cancelled. */
export const abortError = () => new DOMException('Simulation cancelled', 'AbortError');

/** Whether `error` is a runner's cancellation. */
export const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * The default runner: a new Web Worker per simulation (`simulator.worker.ts`, bundled by Vite),
 * so the runs never block the main thread. Cancelling terminates the worker at once. A worker
 * that cannot start (no Worker, refused by the page's policy) or that fails rejects with an Error.
 */
export const workerRunner: SimulationRunner = (request, { onProgress, signal }) =>
  new Promise<BattleSummary>((resolve, reject) => {
    if (signal.aborted) return reject(abortError());
    let worker: Worker;
    try {
      worker = new Worker(new URL('./simulator.worker.ts', import.meta.url), { type: 'module', name: 'combat-simulator' });
    } catch (error) {
      return reject(error instanceof Error ? error : new Error(String(error)));
    }
    const stop = () => {
      worker.terminate();
      reject(abortError());
    };
    signal.addEventListener('abort', stop, { once: true });
    const finish = () => {
      signal.removeEventListener('abort', stop);
      worker.terminate();
    };
    worker.addEventListener('message', (event: MessageEvent<WorkerReply>) => {
      const reply = event.data;
      if (reply.type === 'progress') return onProgress(reply.done, reply.total);
      finish();
      if (reply.type === 'result') resolve(reply.summary);
      else reject(new Error(reply.message));
    });
    worker.addEventListener('error', (event) => {
      finish();
      reject(new Error(event.message || 'worker error'));
    });
    worker.postMessage(request);
  });
