import { db } from '../db';
import { addUnitsById, seedUnitQueue } from '../hangar';
import type { SeedContext } from './context';
import { UNIT_HEAD, UNIT_TAIL, zipRow, type RowOf } from './rows';
import type { DefenseTypeRecord } from '../db/defenses';
import { DEMO_USER_ID } from './demo';

/** The field each position of a catalogue row fills. */
const COLUMNS = [...UNIT_HEAD, ...UNIT_TAIL] as const;
type Row = RowOf<typeof COLUMNS, DefenseTypeRecord>;

/**
 * The defence catalogue (OGame-like), one or two per category of spec p2 §9. Build times are
 * demo seconds per unit; defences are built in the shipyard, so they need its level too.
 */
export const DEFENSE_CATALOGUE: Row[] = [
  ['rocket_launcher', 'Lanzamisiles', 'projectile', 80, 20, 200, 2_000, 0, 0, 8, 1, 'Defensa sencilla y barata; útil en gran número.'],
  ['light_laser', 'Láser pequeño', 'laser', 100, 25, 200, 1_500, 500, 0, 30, 2, 'Láser concentrado de bajo coste.'],
  ['heavy_laser', 'Láser grande', 'laser', 250, 100, 800, 6_000, 2_000, 0, 120, 4, 'Versión reforzada del láser, con más alcance y daño.'],
  [
    'gauss_cannon',
    'Cañón Gauss',
    'projectile',
    1_100,
    200,
    3_500,
    20_000,
    15_000,
    2_000,
    600,
    6,
    'Acelera proyectiles pesados con campos electromagnéticos.',
  ],
  ['ion_cannon', 'Cañón iónico', 'ion', 150, 500, 800, 5_000, 3_000, 0, 180, 4, 'Dispara haces de iones que desestabilizan los escudos.'],
  [
    'plasma_turret',
    'Cañón de plasma',
    'plasma',
    3_000,
    300,
    10_000,
    50_000,
    50_000,
    30_000,
    1_800,
    8,
    'La defensa más destructiva del planeta.',
  ],
  [
    'small_shield_dome',
    'Cúpula pequeña de protección',
    'shield',
    1,
    2_000,
    2_000,
    10_000,
    10_000,
    0,
    600,
    1,
    'Envuelve el planeta en un escudo que absorbe disparos.',
  ],
  [
    'large_shield_dome',
    'Cúpula grande de protección',
    'shield',
    1,
    10_000,
    10_000,
    50_000,
    50_000,
    0,
    1_800,
    6,
    'Un escudo planetario mucho más resistente.',
  ],
  [
    'anti_ballistic_missile',
    'Misil de intercepción',
    'missile',
    1,
    1,
    800,
    8_000,
    0,
    2_000,
    300,
    1,
    'Destruye misiles interplanetarios en vuelo.',
  ],
  [
    'interplanetary_missile',
    'Misil interplanetario',
    'missile',
    12_000,
    1,
    1_500,
    12_500,
    2_500,
    10_000,
    600,
    4,
    'Ataca las defensas de otro planeta sin enviar una flota.',
  ],
];

const STOCK: Record<number, Array<[string, number]>> = {
  101: [
    ['rocket_launcher', 40],
    ['light_laser', 25],
    ['heavy_laser', 6],
    ['gauss_cannon', 2],
    ['ion_cannon', 4],
    ['small_shield_dome', 1],
    ['anti_ballistic_missile', 10],
  ],
  102: [
    ['rocket_launcher', 10],
    ['light_laser', 5],
  ],
};

/** Seeds defence types, the demo planets' defences and Forja Boreal's (102) defence queue. */
export async function seedDefenses(ctx: SeedContext): Promise<void> {
  const typeId = (code: string) => DEFENSE_CATALOGUE.findIndex((row) => row[0] === code) + 1;
  for (const [index, row] of DEFENSE_CATALOGUE.entries()) await db.defenseTypes.create({ id: index + 1, ...zipRow(COLUMNS, row) });
  for (const [planetId, rows] of Object.entries(STOCK)) {
    for (const [code, quantity] of rows) await addUnitsById('defenses', Number(planetId), typeId(code), quantity);
  }
  await seedUnitQueue('defenses', 102, DEMO_USER_ID, [
    ['light_laser', 10, 6, ctx.now + 12_000],
    ['ion_cannon', 2, 2, null],
  ]);
}
