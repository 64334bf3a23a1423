import { describe, expect, it } from 'vitest';
import { DEMO_REPORTS } from '@imperio/mocks/seed/reportTable';
import { cargoPick, combatTech, countOf, countsByCode, hasSpyData, parseEspionageReport } from './espionageReport';

const demoSpy = DEMO_REPORTS.find((report) => report.report_type === 'espionage')!;

describe('parseEspionageReport', () => {
  it("reads the demo universe's text: resources from metadata, fleet and defences from the lines, by code", () => {
    const data = parseEspionageReport(demoSpy);
    expect(data.coordinates).toEqual({ galaxy: 1, system: 41, position: 9 });
    expect(data.owner).toBe('Zara Kell');
    expect(data.resources).toEqual({ metal: 34_000, crystal: 18_000, deuterium: 6_000 });
    expect(data.fleet).toEqual([
      { code: 'light_fighter', name: 'Cazador ligero', count: 12 },
      { code: 'cruiser', name: 'Crucero', count: 2 },
      { code: 'small_cargo', name: 'Nave pequeña de carga', count: 4 },
    ]);
    expect(countsByCode(data.defences)).toEqual({ rocket_launcher: 15, light_laser: 8, gauss_cannon: 1 });
    expect(data.buildings).toBeNull();
    expect(data.research).toBeNull();
  });

  it('reads resources from the text when the metadata has none, and leaves unseen sections null', () => {
    const data = parseEspionageReport({
      content:
        'Recursos en Vesta [1:41:9]: 1.234.567 metal, 18.000 cristal, 0 deuterio.\nFlota: envía más sondas para verla.\nDefensas: envía más sondas para verlas.',
      metadata: null,
    });
    expect(data.resources).toEqual({ metal: 1_234_567, crystal: 18_000, deuterium: 0 });
    expect(data.coordinates).toEqual({ galaxy: 1, system: 41, position: 9 });
    expect(data.fleet).toBeNull();
    expect(data.defences).toBeNull();
    expect(hasSpyData(data)).toBe(true);
  });

  it('prefers metadata maps (buildings, research) and takes the combat technologies from research', () => {
    const data = parseEspionageReport({
      content: 'Flota: Crucero 99.',
      metadata: {
        coordinates: '[2:17:11]',
        fleet: { cruiser: 3, battleship: '1.000' },
        buildings: { metal_mine: 12, robot_factory: 'x' },
        research: { weapons_technology: 5, shielding_technology: 4, armour_technology: 6, unknown_thing: 2 },
      },
    });
    expect(countsByCode(data.fleet)).toEqual({ cruiser: 3, battleship: 1_000 });
    expect(data.buildings).toEqual([{ code: 'metal_mine', name: 'metal_mine', count: 12 }]);
    expect(combatTech(data.research)).toEqual({ weapons: 5, shielding: 4, armour: 6 });
    expect(data.research?.find((row) => row.name === 'unknown_thing')?.code).toBeNull();
  });

  it('finds nothing in free text it cannot read (the view then shows it as sent)', () => {
    const data = parseEspionageReport({ content: 'Tus sondas fueron destruidas.', metadata: {} });
    expect(hasSpyData(data)).toBe(false);
    expect(data.coordinates).toBeNull();
  });
});

describe('countOf', () => {
  it('reads grouped numbers and refuses the rest', () => {
    expect(countOf('34.000')).toBe(34_000);
    expect(countOf('34,000')).toBe(34_000);
    expect(countOf(12)).toBe(12);
    expect(countOf('12a')).toBeNull();
    expect(countOf(-1)).toBeNull();
  });
});

describe('cargoPick', () => {
  it('takes large cargo first and small cargo for the rest, within what the planet has', () => {
    expect(cargoPick(29_000, { small_cargo: 10, large_cargo: 1 }, { small_cargo: 5_000, large_cargo: 25_000 })).toEqual({
      ships: { large_cargo: 1, small_cargo: 1 },
      short: 0,
    });
    expect(cargoPick(29_000, { small_cargo: 2 }, { small_cargo: 5_000, large_cargo: 25_000 })).toEqual({
      ships: { small_cargo: 2 },
      short: 19_000,
    });
    expect(cargoPick(0, { small_cargo: 2 }, { small_cargo: 5_000, large_cargo: null })).toEqual({ ships: {}, short: 0 });
  });
});
