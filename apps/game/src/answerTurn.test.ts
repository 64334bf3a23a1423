import { describe, expect, it } from 'vitest';
import { unstable_NormalPriority, unstable_scheduleCallback } from 'scheduler';
import { answerTurn } from './answerTurn';

/** Busy for `ms` milliseconds: a render slice long enough for the scheduler to yield after it. */
function work(ms: number) {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // a slice of render work
  }
}

describe('answerTurn', () => {
  it('lets a time-sliced render queued after the answer finish before the answer lands', async () => {
    const order: string[] = [];
    const turn = answerTurn().then(() => order.push('answer'));
    // React renders a transition as normal-priority scheduler work that yields every few ms and
    // continues in the next task; the answer must not land between its slices.
    let slices = 0;
    const render = (): (() => unknown) | undefined => {
      order.push(`slice ${++slices}`);
      work(8);
      return slices < 3 ? render : undefined;
    };
    unstable_scheduleCallback(unstable_NormalPriority, render);
    await turn;
    expect(order).toEqual(['slice 1', 'slice 2', 'slice 3', 'answer']);
  });
});
