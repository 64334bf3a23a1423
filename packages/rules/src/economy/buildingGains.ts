/**
 * The economy's building formulas (OGame-like; the spec gives none, p2 §2.1 only asks to show
 * production and cost): what a production or storage building yields at a level. One module for
 * the mock universe (which applies them when an upgrade completes) and the interface (which shows
 * what the next level adds), so the two never disagree.
 */

/** Production per hour of a building; negative values are consumption. */
export interface HourlyProduction {
  metal: number;
  crystal: number;
  deuterium: number;
  energy: number;
}

/**
 * Production per hour at a level: mines 30/20/10 × L × 1.1^L metal/crystal/deuterium with their
 * energy use (10, 10, 20 × L × 1.1^L), the solar plant 20 × L × 1.1^L energy, the fusion plant
 * 30 × L × 1.05^L energy for 10 × L × 1.1^L deuterium. Whole units (output down, use up).
 * @param code the building's `building_code`
 * @param level the level (0 gives zeros)
 * @returns null for a building that produces nothing
 */
export function productionAt(code: string, level: number): HourlyProduction | null {
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

/** Storage capacity in units at a level: 5000 × floor(2.5 × e^(20L/33)). */
export function storageCapacity(level: number): number {
  return 5000 * Math.floor(2.5 * Math.exp((20 * level) / 33));
}

/** Which resource's capacity each storage building raises. */
export const STORAGE_OF: Readonly<Record<string, 'metal' | 'crystal' | 'deuterium'>> = {
  metal_storage: 'metal',
  crystal_storage: 'crystal',
  deuterium_tank: 'deuterium',
};

/** What one more level of a building adds: production per hour and storage capacity (units). */
export interface NextLevelGain {
  /** Change of production per hour (energy negative: it uses more); null: it produces nothing. */
  production: HourlyProduction | null;
  /** Change of the capacity of one resource; null: it is not a storage building. */
  storage: { resource: 'metal' | 'crystal' | 'deuterium'; amount: number } | null;
}

/**
 * What upgrading a building from `level` to `level + 1` adds: the difference of
 * {@link productionAt} and of {@link storageCapacity} between the two levels.
 * @returns null for a building whose level changes neither production nor storage
 */
export function nextLevelGain(code: string, level: number): NextLevelGain | null {
  const from = Math.max(0, Math.floor(level) || 0);
  const before = productionAt(code, from);
  const after = productionAt(code, from + 1);
  const resource = STORAGE_OF[code];
  const production =
    before && after
      ? {
          metal: after.metal - before.metal,
          crystal: after.crystal - before.crystal,
          deuterium: after.deuterium - before.deuterium,
          energy: after.energy - before.energy,
        }
      : null;
  const storage = resource ? { resource, amount: storageCapacity(from + 1) - storageCapacity(from) } : null;
  return production || storage ? { production, storage } : null;
}
