import { db } from '../db';
import type { SeedContext } from './context';
import { DEMO_USER_ID } from './demo';

type Row = [code: string, name: string, category: 'laser' | 'projectile' | 'ion' | 'plasma' | 'shield' | 'missile', attack: number, shield: number, armor: number, metal: number, crystal: number, deuterium: number, buildTimeS: number, shipyard: number, description: string];

/**
 * The defence catalogue (OGame-like), one or two per category of spec p2 §9. Build times are
 * demo seconds per unit; defences are built in the shipyard, so they need its level too.
 */
export const DEFENSE_CATALOGUE: Row[] = [
  ['rocket_launcher', 'Lanzamisiles', 'projectile', 80, 20, 200, 2_000, 0, 0, 8, 1, 'Defensa sencilla y barata; útil en gran número.'],
  ['light_laser', 'Láser pequeño', 'laser', 100, 25, 200, 1_500, 500, 0, 30, 2, 'Láser concentrado de bajo coste.'],
  ['heavy_laser', 'Láser grande', 'laser', 250, 100, 800, 6_000, 2_000, 0, 120, 4, 'Versión reforzada del láser, con más alcance y daño.'],
  ['gauss_cannon', 'Cañón Gauss', 'projectile', 1_100, 200, 3_500, 20_000, 15_000, 2_000, 600, 6, 'Acelera proyectiles pesados con campos electromagnéticos.'],
  ['ion_cannon', 'Cañón iónico', 'ion', 150, 500, 800, 5_000, 3_000, 0, 180, 4, 'Dispara haces de iones que desestabilizan los escudos.'],
  ['plasma_turret', 'Cañón de plasma', 'plasma', 3_000, 300, 10_000, 50_000, 50_000, 30_000, 1_800, 8, 'La defensa más destructiva del planeta.'],
  ['small_shield_dome', 'Cúpula pequeña de protección', 'shield', 1, 2_000, 2_000, 10_000, 10_000, 0, 600, 1, 'Envuelve el planeta en un escudo que absorbe disparos.'],
  ['large_shield_dome', 'Cúpula grande de protección', 'shield', 1, 10_000, 10_000, 50_000, 50_000, 0, 1_800, 6, 'Un escudo planetario mucho más resistente.'],
  ['anti_ballistic_missile', 'Misil de intercepción', 'missile', 1, 1, 800, 8_000, 0, 2_000, 300, 1, 'Destruye misiles interplanetarios en vuelo.'],
  ['interplanetary_missile', 'Misil interplanetario', 'missile', 12_000, 1, 1_500, 12_500, 2_500, 10_000, 600, 4, 'Ataca las defensas de otro planeta sin enviar una flota.'],
];

const STOCK: Record<number, Array<[string, number]>> = {
  101: [['rocket_launcher', 40], ['light_laser', 25], ['heavy_laser', 6], ['gauss_cannon', 2], ['ion_cannon', 4], ['small_shield_dome', 1], ['anti_ballistic_missile', 10]],
  102: [['rocket_launcher', 10], ['light_laser', 5]],
};

/** Seeds defence types, the demo planets' defences and Forja Boreal's (102) defence queue. */
export async function seedDefenses(ctx: SeedContext): Promise<void> {
  for (const [index, row] of DEFENSE_CATALOGUE.entries()) {
    const [code, name, category, attack, shield, armor, metal_cost, crystal_cost, deuterium_cost, build_time, required_shipyard_level, description] = row;
    await db.defenseTypes.create({ id: index + 1, code, name, description, category, attack, shield, armor, metal_cost, crystal_cost, deuterium_cost, build_time, required_shipyard_level });
  }
  const typeId = (code: string) => DEFENSE_CATALOGUE.findIndex((row) => row[0] === code) + 1;
  let id = 1;
  for (const [planetId, rows] of Object.entries(STOCK)) {
    for (const [code, quantity] of rows) {
      await db.planetDefenses.create({ id: id++, planet_id: Number(planetId), defense_type: typeId(code), defense_type_name: DEFENSE_CATALOGUE[typeId(code) - 1]![1], quantity });
    }
  }
  const queue: Array<[string, number, number, number | null]> = [
    ['light_laser', 10, 6, ctx.now + 12_000],
    ['ion_cannon', 2, 2, null],
  ];
  for (const [position, [code, quantity, remaining, ends]] of queue.entries()) {
    const type = DEFENSE_CATALOGUE[typeId(code) - 1]!;
    await db.defenseQueue.create({
      id: position + 1,
      planet_id: 102,
      user_id: DEMO_USER_ID,
      defense_type: typeId(code),
      defense_type_name: type[1],
      quantity,
      quantity_remaining: remaining,
      build_time: type[9],
      position,
      current_ends_ms: ends,
      finished_ms: null,
      is_building: position === 0,
      current_defense_ends: null,
    });
  }
}
