import { describe, expect, it } from 'vitest';
import { allowsMissionType, canCancel, missionTypesFor, requiredShip, returnsHome } from './missions';

const TYPES = ['transport', 'attack', 'espionage', 'colonize', 'recycle', 'deploy', 'moon_destruction'].map((code) => ({ code }));
const codes = (types: Array<{ code: string }>) => types.map((type) => type.code);

describe('mission types by destination (spec p2 §5)', () => {
  it('debris allows only recycle', () => {
    expect(codes(missionTypesFor(TYPES, 'debris'))).toEqual(['recycle']);
  });
  it('a moon allows all but colonize and recycle', () => {
    expect(codes(missionTypesFor(TYPES, 'moon'))).toEqual(['transport', 'attack', 'espionage', 'deploy', 'moon_destruction']);
  });
  it('a planet excludes recycle and moon_destruction', () => {
    expect(codes(missionTypesFor(TYPES, 'planet'))).toEqual(['transport', 'attack', 'espionage', 'colonize', 'deploy']);
  });
  it('nothing is offered before a destination type is chosen, or for an unknown one', () => {
    expect(missionTypesFor(TYPES, null)).toEqual([]);
    expect(allowsMissionType(undefined, 'transport')).toBe(false);
    expect(allowsMissionType('asteroid', 'transport')).toBe(false);
  });
});

describe('required ships (spec p2 §5)', () => {
  it('names the ship each type requires, none for the others', () => {
    expect(['colonize', 'recycle', 'espionage', 'moon_destruction', 'transport', null].map(requiredShip)).toEqual([
      'colony_ship',
      'recycler',
      'espionage_probe',
      'deathstar',
      undefined,
      undefined,
    ]);
  });
});

describe('mission life (spec p2 §4)', () => {
  it('offers cancel only while preparing, traveling or at the destination', () => {
    expect(['preparing', 'traveling', 'at_destination', 'returning', 'completed', 'cancelled', null].map(canCancel)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });
  it('every fleet but a deployment comes back', () => {
    expect(['transport', 'attack', 'deploy', null].map(returnsHome)).toEqual([true, true, false, true]);
  });
});
