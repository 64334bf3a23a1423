import * as z from 'zod/mini';
import { idSchema, listOf, numeric } from './common';

/** Metal, crystal and deuterium amounts; each may be missing (shown as 0). */
export const resourceCostSchema = z.object({
  metal: z.nullish(numeric),
  crystal: z.nullish(numeric),
  deuterium: z.nullish(numeric),
});
export type ResourceCost = z.infer<typeof resourceCostSchema>;

/** Production per hour of a building; energy may be negative (consumption). */
export const buildingProductionSchema = z.object({
  metal: z.nullish(numeric),
  crystal: z.nullish(numeric),
  deuterium: z.nullish(numeric),
  energy: z.nullish(numeric),
});
export type BuildingProduction = z.infer<typeof buildingProductionSchema>;

/**
 * A building of a planet (spec p2 §3 'Building'). `upgrade_ends` is an ISO timestamp;
 * `production` is per hour and null for buildings that produce nothing.
 */
export const buildingSchema = z.object({
  id: idSchema,
  building_code: z.string(),
  building_name: z.nullish(z.string()),
  building_category: z.nullish(z.string()),
  level: numeric,
  max_level: z.nullish(numeric),
  is_upgrading: z.nullish(z.boolean()),
  upgrade_ends: z.nullish(z.string()),
  can_upgrade: z.nullish(z.boolean()),
  upgrade_reason: z.nullish(z.string()),
  production: z.nullish(buildingProductionSchema),
  upgrade_cost: z.nullish(resourceCostSchema),
});
export type Building = z.infer<typeof buildingSchema>;

/** GET /buildings/planet/{id}/ (spec p2 §3 'Planet buildings response'). */
export const planetBuildingsSchema = z.object({
  buildings: z.array(buildingSchema),
  fields_used: z.nullish(numeric),
  fields_total: z.nullish(numeric),
  fields_available: z.nullish(numeric),
});
export type PlanetBuildings = z.infer<typeof planetBuildingsSchema>;

/** Building type (spec p2 §3): id and code are what the client needs (construct by type id). */
export const buildingTypeSchema = z.object({
  id: idSchema,
  code: z.string(),
  name: z.nullish(z.string()),
  category: z.nullish(z.string()),
  description: z.nullish(z.string()),
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
  acceleration_info: z.nullish(
    z.object({
      robotics_level: z.nullish(numeric),
      nanite_level: z.nullish(numeric),
      base_time_hours: z.nullish(numeric),
      accelerated_time_hours: z.nullish(numeric),
    }),
  ),
  cost: z.nullish(resourceCostSchema),
});
export type BuildingCost = z.infer<typeof buildingCostSchema>;

/**
 * Construction queue item (spec p2 §3). `total_cost` is a sum or per resource, as backends
 * differ; `ends_at` (ISO) is an optional extra for the countdown.
 */
export const buildQueueItemSchema = z.object({
  id: idSchema,
  building_name: z.nullish(z.string()),
  target_level: numeric,
  position: z.nullish(numeric),
  total_cost: z.nullish(z.union([numeric, resourceCostSchema])),
  ends_at: z.nullish(z.string()),
});
export type BuildQueueItem = z.infer<typeof buildQueueItemSchema>;
export const buildQueueSchema = listOf(buildQueueItemSchema);

/** POST /buildings/construct/ and /buildings/{id}/finish/: `{success, message}`. */
export const buildingActionSchema = z.object({ success: z.boolean(), message: z.nullish(z.string()) });
export type BuildingAction = z.infer<typeof buildingActionSchema>;
