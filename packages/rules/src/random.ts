/** A source of uniform numbers in [0, 1), like `Math.random`. */
export type Random = () => number;

/**
 * A seeded random source (mulberry32: 32-bit state, period 2^32), so a battle replays exactly
 * from its seed and tests are deterministic. Not for anything secret.
 * @param seed any integer (only its low 32 bits count)
 * @returns a function giving the next number in [0, 1) on each call
 */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
