import { describe, expect, it } from 'vitest';
import { nextLevelGain, productionAt, storageCapacity } from './buildingGains';

describe('building gains (OGame-like; shown per spec p2 §2.1)', () => {
  it('produces 30 × L × 1.1^L metal an hour for 10 × L × 1.1^L energy', () => {
    expect(productionAt('metal_mine', 9)).toEqual({ metal: 636, crystal: 0, deuterium: 0, energy: -213 });
    expect(productionAt('metal_mine', 0)).toEqual({ metal: 0, crystal: 0, deuterium: 0, energy: -0 });
    expect(productionAt('research_lab', 5)).toBeNull();
  });
  it('stores 5000 × floor(2.5 × e^(20L/33))', () => {
    expect(storageCapacity(0)).toBe(10_000);
    expect(storageCapacity(1)).toBe(20_000);
  });
  it('adds the difference between two levels', () => {
    expect(nextLevelGain('metal_mine', 9)?.production).toEqual({ metal: 778 - 636, crystal: 0, deuterium: 0, energy: -(260 - 213) });
    expect(nextLevelGain('metal_storage', 0)).toEqual({ production: null, storage: { resource: 'metal', amount: 20_000 - 10_000 } });
    expect(nextLevelGain('research_lab', 3)).toBeNull();
  });
});
