import { describe, expect, it } from 'vitest';
import type { Mission, Planet, PlanetBuildings } from '@imperio/api-client';
import type { ResourceSnapshot } from '../../lib/resources';
import { empireRow, sortEmpireRows } from './empireRows';

const NOW = Date.parse('2026-11-23T12:00:00Z');
const planet = (id: number, name: string, coordinates: string): Planet => ({ id, name, coordinates }) as Planet;
const snapshot: ResourceSnapshot = {
  atMs: NOW - 3_600_000,
  stock: { metal: 1000, crystal: 500, deuterium: 100, energy: 0 },
  perSecond: { metal: 1, crystal: 0.5, deuterium: 0.25, energy: 0 },
  capacity: { metal: 10_000, crystal: 2000, deuterium: 500, energy: 0 },
  source: 'optimized',
  planetName: null,
  planetCoordinates: null,
};
const buildings = {
  buildings: [
    { id: 1, building_code: 'metal_mine', level: 7, is_upgrading: true, upgrade_ends: '2026-11-23T12:10:00Z' },
    { id: 2, building_code: 'solar_plant', level: 4, is_upgrading: false },
  ],
  fields_used: 12,
  fields_total: 163,
} as PlanetBuildings;
const mission = (extra: Partial<Mission>): Mission => ({ id: 9, status: 'traveling', ...extra });

describe('empireRow', () => {
  it('projects the stock to now, capped at storage, and gives production per hour', () => {
    const row = empireRow(planet(1, 'Nova', '1:42:7'), snapshot, buildings, [], NOW);
    expect(row.stock).toEqual({ metal: 4600, crystal: 2000, deuterium: 500 });
    expect(row.perHour).toEqual({ metal: 3600, crystal: 1800, deuterium: 900 });
    expect([row.fieldsUsed, row.fieldsTotal]).toEqual([12, 163]);
    expect(row.building).toEqual({ code: 'metal_mine', name: null, level: 8, endsAtMs: Date.parse('2026-11-23T12:10:00Z') });
  });

  it('counts fleets that left the planet or fly to it, and picks the next moment that concerns it', () => {
    const row = empireRow(
      planet(1, 'Nova', '1:42:7'),
      undefined,
      undefined,
      [
        mission({ origin_planet: 1, arrival_time: '2026-11-23T12:30:00Z' }),
        mission({ origin_planet: 2, destination_coordinates: '1:42:7', arrival_time: '2026-11-23T12:05:00Z' }),
        mission({ origin_planet: 1, status: 'returning', arrival_time: '2026-11-23T11:00:00Z', return_time: '2026-11-23T13:00:00Z' }),
        mission({ origin_planet: 1, status: 'completed', arrival_time: '2026-11-23T12:01:00Z' }),
        mission({ origin_planet: 3, destination_coordinates: '2:1:1', arrival_time: '2026-11-23T12:02:00Z' }),
      ],
      NOW,
    );
    expect(row.fleets).toBe(3);
    expect(row.nextFleetMs).toBe(Date.parse('2026-11-23T12:05:00Z'));
    expect(row.stock).toBeNull();
    expect(row.building).toBeNull();
  });
});

describe('sortEmpireRows', () => {
  const rows = [
    empireRow(planet(1, 'Beta', '1:10:2'), snapshot, undefined, [], NOW),
    empireRow(planet(2, 'alfa', '1:9:4'), undefined, undefined, [], NOW),
    empireRow(planet(3, 'Gamma', '2:1:1'), { ...snapshot, stock: { ...snapshot.stock, metal: 0 } }, undefined, [], NOW),
  ];
  it('orders coordinates numerically and names without case', () => {
    expect(sortEmpireRows(rows, 'coordinates', 'ascending').map((r) => r.id)).toEqual([2, 1, 3]);
    expect(sortEmpireRows(rows, 'name', 'descending').map((r) => r.id)).toEqual([3, 1, 2]);
  });
  it('keeps rows whose figure is not loaded last in both directions', () => {
    expect(sortEmpireRows(rows, 'metal', 'ascending').map((r) => r.id)).toEqual([3, 1, 2]);
    expect(sortEmpireRows(rows, 'metal', 'descending').map((r) => r.id)).toEqual([1, 3, 2]);
  });
});
