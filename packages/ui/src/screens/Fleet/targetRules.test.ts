import { describe, expect, it } from 'vitest';
import {
  addRecentTarget,
  allShipsFor,
  readRecentTargets,
  recentTargetsKey,
  rememberTarget,
  slotAllowsMission,
  type RecentTarget,
} from './targetRules';

const ships = [
  { code: 'small_cargo', available: 12, cargoCapacity: 5_000, category: 'civil' },
  { code: 'large_cargo', available: 4, cargoCapacity: 25_000, category: 'civil' },
  { code: 'light_fighter', available: 30, cargoCapacity: 50, category: 'combat' },
  { code: 'espionage_probe', available: 5, cargoCapacity: 0, category: 'civil' },
  { code: 'recycler', available: 0, cargoCapacity: 20_000, category: 'civil' },
];
const at = (position: number, destinationType: RecentTarget['destinationType'] = 'planet'): RecentTarget => ({
  galaxy: 1,
  system: 44,
  position,
  destinationType,
});

describe('slotAllowsMission', () => {
  it('refuses attack, espionage and colonise against one’s own planet, and allows the rest', () => {
    for (const code of ['attack', 'espionage', 'colonize']) expect(slotAllowsMission('mine', 'planet', code)).toBe(false);
    for (const code of ['transport', 'deploy']) expect(slotAllowsMission('mine', 'planet', code)).toBe(true);
  });

  it('refuses colonise to a slot someone holds, but not an attack there', () => {
    expect(slotAllowsMission('occupied', 'planet', 'colonize')).toBe(false);
    expect(slotAllowsMission('occupied', 'planet', 'attack')).toBe(true);
    expect(slotAllowsMission('free', 'planet', 'colonize')).toBe(true);
    expect(slotAllowsMission('empty', 'planet', 'colonize')).toBe(true);
  });

  it('refuses nothing while the slot is unknown or for a moon or a debris field', () => {
    expect(slotAllowsMission(null, 'planet', 'attack')).toBe(true);
    expect(slotAllowsMission('mine', 'moon', 'attack')).toBe(true);
    expect(slotAllowsMission('mine', 'debris', 'recycle')).toBe(true);
  });
});

describe('allShipsFor', () => {
  it('picks only the cargo ships for a transport', () => {
    expect(allShipsFor('transport', ships)).toEqual({ kind: 'cargo', ships: { small_cargo: 12, large_cargo: 4 } });
  });

  it('picks every ship there is for a deployment (and for no mission yet)', () => {
    const all = { small_cargo: 12, large_cargo: 4, light_fighter: 30, espionage_probe: 5 };
    expect(allShipsFor('deploy', ships)).toEqual({ kind: 'all', ships: all });
    expect(allShipsFor(null, ships)).toEqual({ kind: 'all', ships: all });
  });
});

describe('recent targets', () => {
  it('puts the newest first, drops an older copy and keeps five', () => {
    let list: RecentTarget[] = [];
    for (const position of [1, 2, 3, 4, 5, 6]) list = addRecentTarget(list, at(position));
    expect(list.map((entry) => entry.position)).toEqual([6, 5, 4, 3, 2]);
    list = addRecentTarget(list, at(4));
    expect(list.map((entry) => entry.position)).toEqual([4, 6, 5, 3, 2]);
    // The same place as a debris field is another target.
    expect(addRecentTarget(list, at(4, 'debris'))).toHaveLength(5);
  });

  it('are kept per player in the storage, and a tampered entry reads as none', () => {
    rememberTarget(localStorage, 1, at(4));
    rememberTarget(localStorage, 1, at(9, 'debris'));
    rememberTarget(localStorage, 2, at(7));
    expect(readRecentTargets(localStorage, 1)).toEqual([at(9, 'debris'), at(4)]);
    expect(readRecentTargets(localStorage, 2)).toEqual([at(7)]);
    localStorage.setItem(recentTargetsKey(1), '[{"galaxy":"x"},{"galaxy":1,"system":2,"position":3,"destinationType":"planet"}');
    expect(readRecentTargets(localStorage, 1)).toEqual([]);
    localStorage.setItem(recentTargetsKey(1), '[{"galaxy":0,"system":2,"position":3,"destinationType":"planet"}]');
    expect(readRecentTargets(localStorage, 1)).toEqual([]);
    expect(readRecentTargets(undefined, 1)).toEqual([]);
  });
});
