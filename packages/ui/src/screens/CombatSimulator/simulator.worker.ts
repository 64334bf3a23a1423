import { createSimulation } from '@imperio/rules';
import type { SimulationRequest, WorkerReply } from './simulationRunner';

/** Progress reports per simulation: often enough for a smooth bar, rarely enough to cost nothing. */
const REPORTS = 20;

/**
 * The combat simulator's worker: takes one `SimulationRequest`, fights the runs a slice at a
 * time (posting `progress` after each) and posts the `result`, or an `error` with its message.
 * The page cancels by terminating the worker.
 */
self.addEventListener('message', (event: MessageEvent<SimulationRequest>) => {
  const post = (reply: WorkerReply) => self.postMessage(reply);
  try {
    const { input, runs, seed } = event.data;
    const simulation = createSimulation(input, { runs, seed });
    const slice = Math.max(1, Math.ceil(simulation.total / REPORTS));
    while (simulation.done < simulation.total) {
      simulation.step(slice);
      post({ type: 'progress', done: simulation.done, total: simulation.total });
    }
    post({ type: 'result', summary: simulation.summary() });
  } catch (error) {
    post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
});
