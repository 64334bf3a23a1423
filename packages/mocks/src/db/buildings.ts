import { Collection } from '@msw/data';
import { z } from 'zod';
import { levelCost, type ResourceAmounts } from '@imperio/rules';
import catalogue from './buildingCatalogue.json';

/**
 * Buildings: the static catalogue (OGame-like costs and formulas) and two collections, the
 * levels of each planet's buildings and each planet's construction queue (spec p2 §2.1, §3).
 */
export type BuildingCategory = 'production' | 'storage' | 'facility' | 'research' | 'shipyard' | 'defense' | 'special';

export interface BuildingDef {
  id: number;
  code: string;
  name: string;
  category: BuildingCategory;
  description: string;
  /** Cost of level 0 → 1; level L → L+1 costs base × factor^L. */
  base: { metal: number; crystal: number; deuterium: number };
  factor: number;
  /** null: no limit. */
  max_level: number | null;
  /** Buildings (code → level) needed before the first level. */
  requires?: Record<string, number>;
}

/** The building catalogue (OGame-like costs), one entry per type; the data table is `buildingCatalogue.json`. */
export const BUILDING_CATALOGUE = catalogue as readonly BuildingDef[];

export function buildingDef(code: string): BuildingDef | undefined {
  return BUILDING_CATALOGUE.find((def) => def.code === code);
}
export function buildingDefById(id: number): BuildingDef | undefined {
  return BUILDING_CATALOGUE.find((def) => def.id === id);
}

/**
 * Cost of upgrading a catalogue building from `level` to `level + 1` (`levelCost` of
 * @imperio/rules: base × factor^level, rounded down).
 */
export function upgradeCost(def: BuildingDef, level: number): ResourceAmounts {
  return levelCost(def.base, def.factor, level);
}

// The cost, time, production and storage formulas are game rules, shared with the interface.
export { buildTime, productionAt, storageCapacity, STORAGE_OF } from '@imperio/rules';

/** The level of each building of each planet (one record per planet and catalogue entry). */
export const planetBuildings = new Collection({
  schema: z.object({ id: z.number(), planet_id: z.number(), code: z.string(), level: z.number() }),
});
export type PlanetBuildingRecord = ReturnType<typeof planetBuildings.all>[number];

/**
 * Construction queue: items run one after another; `start_ms`/`end_ms` are fixed when queued
 * (each item starts when the one before ends). Resources are spent when queued.
 */
export const buildQueue = new Collection({
  schema: z.object({
    id: z.number(),
    planet_id: z.number(),
    building_id: z.number(),
    code: z.string(),
    target_level: z.number(),
    start_ms: z.number(),
    end_ms: z.number(),
    cost: z.object({ metal: z.number(), crystal: z.number(), deuterium: z.number() }),
  }),
});
export type BuildQueueRecord = ReturnType<typeof buildQueue.all>[number];

/** Queue length limit per planet. */
export const MAX_QUEUE = 5;
