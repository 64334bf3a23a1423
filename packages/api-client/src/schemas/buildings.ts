import { z } from 'zod';
import { idSchema, listOf, numeric } from './common';

/** Metal, crystal and deuterium amounts; each may be missing (shown as 0). */
export const resourceCostSchema = z.object({
  metal: numeric.nullish(),
  crystal: numeric.nullish(),
  deuterium: numeric.nullish(),
});
export type ResourceCost = z.infer<typeof resourceCostSchema>;

/** Production per hour of a building; energy may be negative (consumption). */
export const buildingProductionSchema = z.object({
  metal: numeric.nullish(),
  crystal: numeric.nullish(),
  deuterium: numeric.nullish(),
  energy: numeric.nullish(),
});
export type BuildingProduction = z.infer<typeof buildingProductionSchema>;

/**
 * A building of a planet (spec p2 §3 'Building'). `upgrade_ends` is an ISO timestamp;
 * `production` is per hour and null for buildings that produce nothing.
 */
export const buildingSchema = z.object({
  id: idSchema,
  building_code: z.string(),
  building_name: z.string().nullish(),
  building_category: z.string().nullish(),
  level: numeric,
  max_level: numeric.nullish(),
  is_upgrading: z.boolean().nullish(),
  upgrade_ends: z.string().nullish(),
  can_upgrade: z.boolean().nullish(),
  upgrade_reason: z.string().nullish(),
  production: buildingProductionSchema.nullish(),
  upgrade_cost: resourceCostSchema.nullish(),
});
export type Building = z.infer<typeof buildingSchema>;

/** GET /buildings/planet/{id}/ (spec p2 §3 'Planet buildings response'). */
export const planetBuildingsSchema = z.object({
  buildings: z.array(buildingSchema),
  fields_used: numeric.nullish(),
  fields_total: numeric.nullish(),
  fields_available: numeric.nullish(),
});
export type PlanetBuildings = z.infer<typeof planetBuildingsSchema>;

/** Building type (spec p2 §3): id and code are what the client needs (construct by type id). */
export const buildingTypeSchema = z.object({
  id: idSchema,
  code: z.string(),
  name: z.string().nullish(),
  category: z.string().nullish(),
  description: z.string().nullish(),
});
export type BuildingType = z.infer<typeof buildingTypeSchema>;

/** GET /buildings/types/: an array and nothing else (spec p2 §7, §8). */
export const buildingTypesSchema = z.array(buildingTypeSchema);

/**
 * GET /buildings/cost/ (spec p2 §3 'Building cost info'): `build_time` in seconds; the
 * acceleration info's times in hours.
 */
export const buildingCostSchema = z.object({
  build_time: numeric,
  acceleration_info: z
    .object({
      robotics_level: numeric.nullish(),
      nanite_level: numeric.nullish(),
      base_time_hours: numeric.nullish(),
      accelerated_time_hours: numeric.nullish(),
    })
    .nullish(),
  cost: resourceCostSchema.nullish(),
});
export type BuildingCost = z.infer<typeof buildingCostSchema>;

/**
 * Construction queue item (spec p2 §3). `total_cost` is a sum or per resource, as backends
 * differ; `ends_at` (ISO) is an optional extra for the countdown.
 */
export const buildQueueItemSchema = z.object({
  id: idSchema,
  building_name: z.string().nullish(),
  target_level: numeric,
  position: numeric.nullish(),
  total_cost: z.union([numeric, resourceCostSchema]).nullish(),
  ends_at: z.string().nullish(),
});
export type BuildQueueItem = z.infer<typeof buildQueueItemSchema>;
export const buildQueueSchema = listOf(buildQueueItemSchema);

/** POST /buildings/construct/ and /buildings/{id}/finish/: `{success, message}`. */
export const buildingActionSchema = z.object({ success: z.boolean(), message: z.string().nullish() });
export type BuildingAction = z.infer<typeof buildingActionSchema>;
