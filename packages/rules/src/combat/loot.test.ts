import { describe, expect, it } from 'vitest';
import { plunder } from './loot';

describe('plunder', () => {
  it('takes at most half of each resource', () => {
    expect(plunder(1e9, { metal: 1_000, crystal: 500, deuterium: 200 })).toEqual({ metal: 500, crystal: 250, deuterium: 100 });
  });

  it('never takes more than the cargo holds, metal first up to a third', () => {
    const loot = plunder(3_000, { metal: 100_000, crystal: 100_000, deuterium: 100_000 });
    expect(loot.metal + loot.crystal + loot.deuterium).toBe(3_000);
    // A third metal (1 000), half of the rest crystal (1 000), the rest deuterium (1 000).
    expect(loot).toEqual({ metal: 1_000, crystal: 1_000, deuterium: 1_000 });
  });

  it('fills the space one resource leaves with the others', () => {
    expect(plunder(3_000, { metal: 100_000, crystal: 0, deuterium: 0 })).toEqual({ metal: 3_000, crystal: 0, deuterium: 0 });
  });

  it('takes nothing without cargo', () => {
    expect(plunder(0, { metal: 1_000, crystal: 1_000, deuterium: 1_000 })).toEqual({ metal: 0, crystal: 0, deuterium: 0 });
  });
});
