import { Collection } from '@msw/data';
import { z } from 'zod';

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

export const BUILDING_CATALOGUE: readonly BuildingDef[] = [
  { id: 1, code: 'metal_mine', name: 'Mina de metal', category: 'production', description: 'Extrae metal del subsuelo del planeta. Cada nivel aumenta la producción y el consumo de energía.', base: { metal: 60, crystal: 15, deuterium: 0 }, factor: 1.5, max_level: 60 },
  { id: 2, code: 'crystal_mine', name: 'Mina de cristal', category: 'production', description: 'Extrae cristal, necesario para la electrónica y las aleaciones.', base: { metal: 48, crystal: 24, deuterium: 0 }, factor: 1.6, max_level: 60 },
  { id: 3, code: 'deuterium_synthesizer', name: 'Sintetizador de deuterio', category: 'production', description: 'Separa el deuterio del agua del planeta; rinde más en planetas fríos.', base: { metal: 225, crystal: 75, deuterium: 0 }, factor: 1.5, max_level: 60 },
  { id: 4, code: 'solar_plant', name: 'Planta de energía solar', category: 'production', description: 'Convierte la luz de la estrella en la energía que consumen las minas.', base: { metal: 75, crystal: 30, deuterium: 0 }, factor: 1.5, max_level: 60 },
  { id: 5, code: 'fusion_reactor', name: 'Planta de fusión', category: 'production', description: 'Produce energía quemando deuterio.', base: { metal: 900, crystal: 360, deuterium: 180 }, factor: 1.8, max_level: 40, requires: { deuterium_synthesizer: 5 } },
  { id: 6, code: 'metal_storage', name: 'Almacén de metal', category: 'storage', description: 'Amplía la capacidad de metal del planeta.', base: { metal: 1000, crystal: 0, deuterium: 0 }, factor: 2, max_level: 30 },
  { id: 7, code: 'crystal_storage', name: 'Almacén de cristal', category: 'storage', description: 'Amplía la capacidad de cristal del planeta.', base: { metal: 1000, crystal: 500, deuterium: 0 }, factor: 2, max_level: 30 },
  { id: 8, code: 'deuterium_tank', name: 'Contenedor de deuterio', category: 'storage', description: 'Amplía la capacidad de deuterio del planeta.', base: { metal: 1000, crystal: 1000, deuterium: 0 }, factor: 2, max_level: 30 },
  { id: 9, code: 'robotics_factory', name: 'Fábrica de robots', category: 'facility', description: 'Sus robots aceleran todas las construcciones: tiempo × 1/(nivel+1).', base: { metal: 400, crystal: 120, deuterium: 200 }, factor: 2, max_level: 30 },
  { id: 10, code: 'nanite_factory', name: 'Fábrica de nanobots', category: 'facility', description: 'Cada nivel reduce a la mitad el tiempo de construcción: tiempo × 1/2^nivel.', base: { metal: 1_000_000, crystal: 500_000, deuterium: 100_000 }, factor: 2, max_level: 15, requires: { robotics_factory: 10 } },
  { id: 11, code: 'research_lab', name: 'Laboratorio de investigación', category: 'research', description: 'Necesario para investigar; cada nivel acelera la investigación y abre tecnologías.', base: { metal: 200, crystal: 400, deuterium: 200 }, factor: 2, max_level: 30 },
  { id: 12, code: 'shipyard', name: 'Hangar', category: 'shipyard', description: 'Construye naves y defensas; cada nivel permite modelos más avanzados.', base: { metal: 400, crystal: 200, deuterium: 100 }, factor: 2, max_level: 30 },
  { id: 13, code: 'space_dock', name: 'Muelle espacial', category: 'shipyard', description: 'Repara parte de las naves destruidas en combate junto al planeta.', base: { metal: 200, crystal: 0, deuterium: 50 }, factor: 5, max_level: 10, requires: { shipyard: 2 } },
  { id: 14, code: 'missile_silo', name: 'Silo de misiles', category: 'defense', description: 'Almacena misiles de intercepción e interplanetarios.', base: { metal: 20_000, crystal: 20_000, deuterium: 1_000 }, factor: 2, max_level: 20, requires: { shipyard: 1 } },
  { id: 15, code: 'shield_generator', name: 'Generador de escudo planetario', category: 'defense', description: 'Envuelve el planeta en un escudo que absorbe parte de cada ataque.', base: { metal: 10_000, crystal: 10_000, deuterium: 5_000 }, factor: 2, max_level: 5, requires: { shipyard: 4 } },
  { id: 16, code: 'terraformer', name: 'Terraformador', category: 'special', description: 'Gana campos de construcción transformando la superficie del planeta.', base: { metal: 0, crystal: 50_000, deuterium: 100_000 }, factor: 2, max_level: 20, requires: { nanite_factory: 1 } },
  { id: 17, code: 'alliance_depot', name: 'Depósito de la alianza', category: 'special', description: 'Abastece de combustible a las flotas aliadas en órbita.', base: { metal: 20_000, crystal: 40_000, deuterium: 0 }, factor: 2, max_level: 20 },
];

export function buildingDef(code: string): BuildingDef | undefined {
  return BUILDING_CATALOGUE.find((def) => def.code === code);
}
export function buildingDefById(id: number): BuildingDef | undefined {
  return BUILDING_CATALOGUE.find((def) => def.id === id);
}

/** Cost of upgrading from `level` to `level + 1`: base × factor^level, rounded down. */
export function upgradeCost(def: BuildingDef, level: number) {
  const f = def.factor ** level;
  return { metal: Math.floor(def.base.metal * f), crystal: Math.floor(def.base.crystal * f), deuterium: Math.floor(def.base.deuterium * f) };
}

/**
 * Build time of an upgrade (OGame): base hours = (metal + crystal) / 2500, accelerated by the
 * robotics factor 1/(robotics+1) and the nanite factor 1/2^nanite (spec p2 §9). At least 1 s.
 */
export function buildTime(cost: { metal: number; crystal: number }, robotics: number, nanite: number) {
  const baseHours = (cost.metal + cost.crystal) / 2500;
  const acceleratedHours = baseHours * (1 / (robotics + 1)) * (1 / 2 ** nanite);
  return { baseHours, acceleratedHours, seconds: Math.max(1, Math.round(acceleratedHours * 3600)) };
}

/**
 * Production per hour at a level (OGame): mines 30/20/10 × L × 1.1^L with their energy use,
 * the solar plant 20 × L × 1.1^L energy, the fusion plant 30 × L × 1.05^L energy for
 * 10 × L × 1.1^L deuterium. Null for buildings that produce nothing.
 */
export function productionAt(code: string, level: number): { metal: number; crystal: number; deuterium: number; energy: number } | null {
  const g = level * 1.1 ** level;
  switch (code) {
    case 'metal_mine':
      return { metal: Math.floor(30 * g), crystal: 0, deuterium: 0, energy: -Math.ceil(10 * g) };
    case 'crystal_mine':
      return { metal: 0, crystal: Math.floor(20 * g), deuterium: 0, energy: -Math.ceil(10 * g) };
    case 'deuterium_synthesizer':
      return { metal: 0, crystal: 0, deuterium: Math.floor(10 * g), energy: -Math.ceil(20 * g) };
    case 'solar_plant':
      return { metal: 0, crystal: 0, deuterium: 0, energy: Math.floor(20 * g) };
    case 'fusion_reactor':
      return { metal: 0, crystal: 0, deuterium: -Math.ceil(10 * g), energy: Math.floor(30 * level * 1.05 ** level) };
    default:
      return null;
  }
}

/** Storage capacity at a level (OGame): 5000 × floor(2.5 × e^(20L/33)). */
export function storageCapacity(level: number): number {
  return 5000 * Math.floor(2.5 * Math.exp((20 * level) / 33));
}

/** Which capacity a storage building raises. */
export const STORAGE_OF: Record<string, 'metal' | 'crystal' | 'deuterium'> = {
  metal_storage: 'metal',
  crystal_storage: 'crystal',
  deuterium_tank: 'deuterium',
};

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
