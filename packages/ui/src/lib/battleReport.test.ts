import { describe, expect, it } from 'vitest';
import { DEMO_BATTLE_METADATA, DEMO_REPORTS } from '@imperio/mocks/seed/reportTable';
import { parseBattleReport, sideLosses } from './battleReport';

const costs = new Map([
  ['light_fighter', { metal: 3_000, crystal: 1_000, deuterium: 0 }],
  ['cruiser', { metal: 20_000, crystal: 7_000, deuterium: 2_000 }],
  ['rocket_launcher', { metal: 2_000, crystal: 0, deuterium: 0 }],
  ['light_laser', { metal: 1_500, crystal: 500, deuterium: 0 }],
]);

describe('parseBattleReport', () => {
  it('reads both sides before and after, the rounds, debris and loot of the seeded battle', () => {
    const data = parseBattleReport({ content: '', metadata: DEMO_BATTLE_METADATA });
    expect(data.attacker).toEqual([
      { code: 'light_fighter', name: 'light_fighter', before: 20, after: 14, lost: 6 },
      { code: 'cruiser', name: 'cruiser', before: 3, after: 3, lost: 0 },
    ]);
    expect(data.defender?.map((row) => row.lost)).toEqual([8, 12, 4]);
    expect(data.rounds).toBe(3);
    expect(data.debris).toEqual({ metal: 20_100, crystal: 13_400 });
    expect(data.loot).toEqual({ metal: 9_000, crystal: 6_500, deuterium: 1_200 });
  });

  it("reads the attacker's fleet from the text when the metadata has no sides (after unknown)", () => {
    const row = DEMO_REPORTS.find((report) => report.report_type === 'attack')!;
    const data = parseBattleReport({ content: row.content, metadata: { result: 'victory' } });
    expect(data.attacker).toEqual([
      { code: 'light_fighter', name: 'light_fighter', before: 20, after: null, lost: null },
      { code: 'cruiser', name: 'cruiser', before: 3, after: null, lost: null },
    ]);
    expect(data.defender).toBeNull();
    expect(data.rounds).toBeNull();
    expect(data.loot).toBeNull();
  });

  it('counts rounds given as a list', () => {
    expect(parseBattleReport({ metadata: { rounds: [{}, {}, {}, {}] } }).rounds).toBe(4);
  });
});

describe('sideLosses', () => {
  it('adds the lost units and their cost; unknown after or cost leaves the part it cannot tell out', () => {
    const data = parseBattleReport({ metadata: DEMO_BATTLE_METADATA });
    expect(sideLosses(data.attacker, costs)).toEqual({ units: 6, resources: { metal: 18_000, crystal: 6_000, deuterium: 0 } });
    expect(sideLosses(data.defender, costs)).toEqual({
      units: 24,
      resources: { metal: 8 * 3_000 + 12 * 2_000 + 4 * 1_500, crystal: 8 * 1_000 + 4 * 500, deuterium: 0 },
    });
    expect(sideLosses(data.defender, new Map())).toEqual({ units: 24, resources: null });
    expect(sideLosses(null, costs)).toEqual({ units: null, resources: null });
  });
});
