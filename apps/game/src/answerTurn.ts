import { unstable_LowPriority, unstable_scheduleCallback } from 'scheduler';

/**
 * Resolves on a turn of React's own scheduler at low priority (short tasks): after every
 * render, commit and effect React has queued, so whatever the caller does next (an API answer
 * landing in the query cache) never happens between the slices of a time-sliced render. There
 * it would change a store the render has read; React then throws the render away and redoes it
 * synchronously, in one long task (measured on the dashboard's load: 25-48 ms unthrottled, a
 * 'Teared Render' in React's profiling tracks, in 3 loads of 4). Installed by `main.tsx` with
 * `setAnswerTurn` (`packages/api-client/src/http/answer.ts`, where every answer waits for it;
 * docs/decisions/performance.md). Low-priority work still runs within 10 s if React never goes
 * idle. Never rejects.
 */
export function answerTurn(): Promise<void> {
  return new Promise<void>((resolve) => {
    unstable_scheduleCallback(unstable_LowPriority, () => resolve());
  });
}
