import { describe, expect, it } from 'vitest';
import { formatCountdown, nextQueueEvent, projectQueue, type QueueItemView } from './queueView';

const item = (over: Partial<QueueItemView>): QueueItemView => ({
  id: '1',
  name: 'Cazador ligero',
  quantity: 8,
  remaining: 5,
  endsAt: 25_000,
  buildTimeS: 40,
  ...over,
});

describe('projectQueue (spec p2 §4)', () => {
  it('marks the first item building with its countdown and the others waiting', () => {
    const [first, second] = projectQueue([item({}), item({ id: '2', endsAt: null })], 0);
    expect(first).toMatchObject({ status: 'building', secondsLeft: 25, remaining: 5 });
    expect(first!.unitProgress).toBeCloseTo(37.5);
    expect(second).toMatchObject({ status: 'waiting', secondsLeft: null });
  });

  it('shows an item whose last unit has ended as completed, and the next one as building', () => {
    const [done, next] = projectQueue([item({ remaining: 1, endsAt: 1_000 }), item({ id: '2', endsAt: 50_000 })], 2_000);
    expect(done).toMatchObject({ status: 'completed', remaining: 0 });
    expect(next).toMatchObject({ status: 'building', secondsLeft: 48 });
  });

  it('counts units finished since the last answer and moves the end on', () => {
    const [first] = projectQueue([item({ remaining: 5, endsAt: 10_000 })], 55_000);
    expect(first).toMatchObject({ status: 'building', remaining: 3, endsAt: 90_000, secondsLeft: 35 });
  });

  it('keeps an item the server reports with nothing left as completed', () => {
    expect(projectQueue([item({ remaining: 0, endsAt: 100_000 })], 0)[0]).toMatchObject({ status: 'completed' });
  });

  it('treats a passed end without a known build time as the whole item done', () => {
    expect(projectQueue([item({ buildTimeS: null, endsAt: 0 })], 10)[0]).toMatchObject({ status: 'completed' });
  });
});

describe('nextQueueEvent', () => {
  it('is the earliest future end, or null', () => {
    expect(nextQueueEvent([item({ endsAt: 5_000 }), item({ endsAt: 3_000 }), item({ endsAt: null })], 1_000)).toBe(3_000);
    expect(nextQueueEvent([item({ endsAt: 500 })], 1_000)).toBeNull();
  });
});

describe('formatting', () => {
  it.each([
    [0, '0:00'],
    [75, '1:15'],
    [3725, '1:02:05'],
    [-4, '0:00'],
  ])('countdown %d s is %s', (seconds, text) => expect(formatCountdown(seconds)).toBe(text));
});
