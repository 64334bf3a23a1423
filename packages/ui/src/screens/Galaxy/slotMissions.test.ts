import { describe, expect, it } from 'vitest';
import { formFromQuery } from '../../lib/fleet';
import type { GalaxySlot } from '../../lib/galaxy';
import { composeLink, slotFleetLink, slotMissions } from './slotMissions';

const debris = { id: 3, galaxy: 1, system: 42, position: 9, metal_amount: 1, crystal_amount: 2, total_resources: 3 };
const planet = (id: number, owner: { id: number; display_name: string } | null) => ({
  id,
  name: `P${id}`,
  owner,
  owner_name: owner?.display_name,
});
const slot = (kind: GalaxySlot['kind'], extra: Partial<GalaxySlot> = {}): GalaxySlot => ({
  position: 9,
  kind,
  planet:
    kind === 'empty'
      ? null
      : planet(
          9,
          kind === 'free' ? null : { id: kind === 'mine' ? 1 : 9002, display_name: kind === 'mine' ? 'Almirante Demo' : 'Marek Doss' },
        ),
  debris: null,
  ...extra,
});
const codes = (s: GalaxySlot, selected?: number) => slotMissions(s, selected).map((a) => `${a.type}:${a.mission}`);

describe('slotMissions (spec p2 §5)', () => {
  it('offers spy, attack and transport on a foreign planet, never deploy', () => {
    expect(codes(slot('occupied'))).toEqual(['planet:espionage', 'planet:attack', 'planet:transport']);
  });
  it('offers transport and deploy on another own planet, nothing on the origin itself', () => {
    expect(codes(slot('mine'), 101)).toEqual(['planet:transport', 'planet:deploy']);
    expect(codes(slot('mine'), 9)).toEqual([]);
  });
  it('offers a colony ship on a free or an empty position', () => {
    expect(codes(slot('free'))).toEqual(['planet:colonize']);
    expect(codes(slot('empty'))).toEqual(['planet:colonize']);
  });
  it('adds recycle (to the debris field) where the slot holds debris, even on the origin', () => {
    expect(codes(slot('occupied', { debris }))).toEqual(['planet:espionage', 'planet:attack', 'planet:transport', 'debris:recycle']);
    expect(codes(slot('mine', { debris }), 9)).toEqual(['debris:recycle']);
  });
  it('hands over links the fleet form reads back with the mission preselected', () => {
    for (const action of slotMissions(slot('occupied', { debris }))) {
      const link = slotFleetLink({ galaxy: 1, system: 42, position: 9 }, action);
      const form = formFromQuery(new URLSearchParams(link.split('?')[1]));
      expect(form).toMatchObject({ galaxy: '1', system: '42', position: '9', destinationType: action.type, missionType: action.mission });
    }
  });
});

describe('composeLink', () => {
  it('opens compose for a username, encoded', () => {
    expect(composeLink('orion')).toBe('/messages?compose=orion');
    expect(composeLink('a b&c')).toBe('/messages?compose=a+b%26c');
  });
});
