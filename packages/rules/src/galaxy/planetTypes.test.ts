import { describe, expect, it } from 'vitest';
import { isPlanetType, PLANET_TYPES, planetTypeOr } from './planetTypes';

describe('planet types (spec p1 §3)', () => {
  it("are the spec's seven", () => {
    expect(PLANET_TYPES).toEqual(['desert', 'jungle', 'normal', 'water', 'ice', 'gas', 'volcanic']);
  });
  it('recognises them and nothing else', () => {
    expect(isPlanetType('ice')).toBe(true);
    expect(isPlanetType('lava')).toBe(false);
    expect(isPlanetType(null)).toBe(false);
  });
  it('falls back for an unknown type', () => {
    expect(planetTypeOr('gas', 'unknown')).toBe('gas');
    expect(planetTypeOr('lava', 'unknown')).toBe('unknown');
    expect(planetTypeOr(undefined, 'normal')).toBe('normal');
  });
});
