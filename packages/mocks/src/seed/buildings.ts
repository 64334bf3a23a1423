import { db } from '../db';
import { BUILDING_CATALOGUE, buildingDef, buildTime, productionAt, upgradeCost } from '../db/buildings';
import { economyOf } from '../economy';
import type { SeedContext } from './context';

/**
 * Building levels of the demo planets (spec p2 §2.1). Nueva Esperanza (101) is the developed
 * home: robotics 10 and nanite 2 make its builds 44 times faster, its shield generator is at the
 * maximum level and its space dock is unbuilt (a cheap, seconds-long first level). Forja Boreal
 * (102) has a queue of three upgrades, the first running. Marea Azul (103) is a young colony.
 */
export const DEMO_BUILDING_LEVELS: Record<number, Record<string, number>> = {
  101: {
    metal_mine: 20,
    crystal_mine: 17,
    deuterium_synthesizer: 14,
    solar_plant: 22,
    fusion_reactor: 3,
    metal_storage: 5,
    crystal_storage: 4,
    deuterium_tank: 4,
    robotics_factory: 10,
    nanite_factory: 2,
    research_lab: 8,
    shipyard: 8,
    space_dock: 0,
    missile_silo: 2,
    shield_generator: 5,
    terraformer: 0,
    alliance_depot: 1,
  },
  102: {
    metal_mine: 16,
    crystal_mine: 15,
    deuterium_synthesizer: 10,
    solar_plant: 17,
    metal_storage: 2,
    crystal_storage: 2,
    deuterium_tank: 2,
    robotics_factory: 6,
    research_lab: 5,
    shipyard: 5,
    shield_generator: 1,
  },
  103: { metal_mine: 9, crystal_mine: 7, deuterium_synthesizer: 4, solar_plant: 9, robotics_factory: 2, research_lab: 1, shipyard: 2 },
};

/** Forja Boreal's queue: [code, minutes since the first started]. */
const DEMO_QUEUE_102: Array<[string, number]> = [
  ['metal_mine', 50],
  ['crystal_mine', 0],
  ['research_lab', 0],
];

let nextQueueId = 1;
/** A new queue item id (shared by the seed and the construct handler). */
export function newQueueId(): number {
  return nextQueueId++;
}

/** The level of a building on a planet (0 when unknown). */
export function levelOf(planetId: number, code: string): number {
  return db.planetBuildings.findFirst((q) => q.where({ planet_id: planetId, code }))?.level ?? 0;
}

/** Seeds every demo planet's buildings, fields used, energy balance and Forja Boreal's queue. */
export async function seedBuildings(ctx: SeedContext): Promise<void> {
  nextQueueId = 1;
  for (const [planetKey, levels] of Object.entries(DEMO_BUILDING_LEVELS)) {
    const planetId = Number(planetKey);
    let used = 0;
    for (const def of BUILDING_CATALOGUE) {
      const level = levels[def.code] ?? 0;
      used += level;
      await db.planetBuildings.create({ id: planetId * 100 + def.id, planet_id: planetId, code: def.code, level });
    }
    await db.planets.update((q) => q.where({ id: planetId }), { data: (p) => void (p.fields_used = used) });
    // Energy is the balance of what the buildings produce and consume (one source of truth: the
    // resources answer agrees with the buildings list).
    const energy = Object.entries(levels).reduce((sum, [code, level]) => sum + (productionAt(code, level)?.energy ?? 0), 0);
    const economy = economyOf(planetId);
    if (economy) {
      await db.planetEconomy.update(economy, {
        data(e) {
          e.stock.energy = energy;
          e.production_per_hour.energy = energy;
        },
      });
    }
  }
  const robotics = levelOf(102, 'robotics_factory');
  const nanite = levelOf(102, 'nanite_factory');
  let start = ctx.now - DEMO_QUEUE_102[0]![1] * 60_000;
  for (const [code] of DEMO_QUEUE_102) {
    const def = buildingDef(code)!;
    const level = levelOf(102, code);
    const cost = upgradeCost(def, level);
    const { seconds } = buildTime(cost, robotics, nanite);
    await db.buildQueue.create({
      id: newQueueId(),
      planet_id: 102,
      building_id: 102 * 100 + def.id,
      code,
      target_level: level + 1,
      start_ms: start,
      end_ms: start + seconds * 1000,
      cost,
    });
    start += seconds * 1000;
  }
}
