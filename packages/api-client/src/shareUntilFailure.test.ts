import { describe, expect, it } from 'vitest';
import { shareUntilFailure } from './shareUntilFailure';

describe('shareUntilFailure (the answer schemas are loaded once, retried after a failure)', () => {
  it('shares one load between callers, and loads again after a failure', async () => {
    let calls = 0;
    const load = shareUntilFailure(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('chunk failed')) : Promise.resolve(calls);
    });
    await expect(load()).rejects.toThrow('chunk failed');
    // Not stuck on the failure: the next call loads again, and that success is shared.
    const [a, b] = await Promise.all([load(), load()]);
    expect([a, b]).toEqual([2, 2]);
    expect(await load()).toBe(2);
    expect(calls).toBe(2);
  });
});
