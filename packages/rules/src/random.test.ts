import { describe, expect, it } from 'vitest';
import { createRandom } from './random';

describe('createRandom', () => {
  it('repeats from the same seed and stays in [0, 1)', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    const values = Array.from({ length: 1_000 }, () => a());
    expect(values).toEqual(Array.from({ length: 1_000 }, () => b()));
    expect(values.every((value) => value >= 0 && value < 1)).toBe(true);
    expect(createRandom(43)()).not.toBe(createRandom(42)());
  });

  it('spreads evenly', () => {
    const random = createRandom(7);
    const buckets = new Array<number>(10).fill(0);
    for (let i = 0; i < 100_000; i++) buckets[Math.floor(random() * 10)]!++;
    for (const count of buckets) expect(Math.abs(count - 10_000)).toBeLessThan(500);
  });
});
