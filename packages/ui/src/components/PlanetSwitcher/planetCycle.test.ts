import { describe, expect, it } from 'vitest';
import type { Planet } from '@imperio/api-client';
import { neighbourPlanet, planetLabel } from './planetCycle';

const planets = [{ id: 101 }, { id: 102 }, { id: 103 }] as Planet[];

describe('neighbourPlanet', () => {
  it('steps forward and back in the list order', () => {
    expect(neighbourPlanet(planets, 102, 1)?.id).toBe(103);
    expect(neighbourPlanet(planets, 102, -1)?.id).toBe(101);
  });

  it('wraps around at both ends', () => {
    expect(neighbourPlanet(planets, 103, 1)?.id).toBe(101);
    expect(neighbourPlanet(planets, 101, -1)?.id).toBe(103);
  });

  it('compares ids as text (a stored id is a string)', () => {
    expect(neighbourPlanet(planets, 101, 1)?.id).toBe(102);
  });

  it('has nowhere to go with one planet or none', () => {
    expect(neighbourPlanet([{ id: 7 }] as Planet[], 7, 1)).toBeNull();
    expect(neighbourPlanet([], null, 1)).toBeNull();
  });

  it('starts at the first planet when the selection is unknown', () => {
    expect(neighbourPlanet(planets, 999, -1)?.id).toBe(101);
  });
});

describe('planetLabel', () => {
  it('names a planet with its coordinates, or the fallback', () => {
    expect(planetLabel({ name: 'Forja Boreal', coordinates: '1:44:4' }, 'Planeta')).toBe('Forja Boreal [1:44:4]');
    expect(planetLabel({ name: '  ', coordinates: null }, 'Planeta')).toBe('Planeta');
  });
});
