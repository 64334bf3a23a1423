import { z } from 'zod';
import { idSchema, listOf, numeric } from './common';

/** A number the screen can live without: missing, null or unreadable parses to null. */
const lenientNumber = numeric.nullish().catch(null);

/** `{metal, crystal, deuterium, energy}`; each amount may be missing (shown as a placeholder). */
export const resourceAmountsSchema = z.object({
  metal: lenientNumber,
  crystal: lenientNumber,
  deuterium: lenientNumber,
  energy: lenientNumber,
});
export type ResourceAmounts = z.infer<typeof resourceAmountsSchema>;

/** Storage capacity: metal, crystal, deuterium (energy optional, never used to cap). */
export const resourceCapacitySchema = z.object({
  metal: lenientNumber,
  crystal: lenientNumber,
  deuterium: lenientNumber,
  energy: lenientNumber.optional(),
});
export type ResourceCapacity = z.infer<typeof resourceCapacitySchema>;

/**
 * Planet resources, optimised form (spec p1 §3): the stock at `server_time`, production per
 * SECOND and capacity. The list answer also carries `planet_id`.
 */
export const optimizedPlanetResourcesSchema = z.object({
  planet_id: idSchema.nullish(),
  server_time: z.string().nullish(),
  stock: resourceAmountsSchema,
  production_per_sec: resourceAmountsSchema,
  capacity: resourceCapacitySchema.nullish(),
  planet_name: z.string().nullish(),
  planet_coordinates: z.string().nullish(),
});
export type OptimizedPlanetResources = z.infer<typeof optimizedPlanetResourcesSchema>;
export const optimizedPlanetResourcesListSchema = listOf(optimizedPlanetResourcesSchema);

/**
 * Planet resources, legacy form (spec p1 §3): amounts at `last_update`, production per HOUR,
 * `storage_capacity` (an object per resource, or one number for all; optional: the client
 * falls back to the defaults of p1 §7.3).
 */
export const legacyPlanetResourcesSchema = z.object({
  planet: idSchema.nullish(),
  planet_name: z.string().nullish(),
  planet_coordinates: z.string().nullish(),
  last_update: z.string().nullish(),
  metal: lenientNumber,
  crystal: lenientNumber,
  deuterium: lenientNumber,
  energy: lenientNumber,
  production: resourceAmountsSchema.nullish(),
  storage_capacity: z.union([resourceCapacitySchema, numeric]).nullish().catch(null),
});
export type LegacyPlanetResources = z.infer<typeof legacyPlanetResourcesSchema>;
export const legacyPlanetResourcesListSchema = listOf(legacyPlanetResourcesSchema);

/**
 * What the resource loader returns: the optimised answer, or the legacy one when the optimised
 * call failed (spec p1 §7.3). `received_at` is the time of arrival (ms, on the server's clock: serverClock.ts), used when the
 * answer carries no readable server time.
 */
export type PlanetResourcesResult =
  | { form: 'optimized'; data: OptimizedPlanetResources; received_at: number }
  | { form: 'legacy'; data: LegacyPlanetResources; received_at: number };

/** GET /resources/types/ (spec p1 §7.3, contract): `{id, code, name}`. */
export const resourceTypeSchema = z.object({ id: idSchema, code: z.string(), name: z.string().nullish() });
export type ResourceType = z.infer<typeof resourceTypeSchema>;
export const resourceTypeListSchema = listOf(resourceTypeSchema);

/** GET /resources/planets/{id}/production/: production per HOUR. */
export const planetProductionSchema = resourceAmountsSchema;
export type PlanetProduction = ResourceAmounts;

/** A resource transaction (fields not shown in the spec; all optional but the id). */
export const resourceTransactionSchema = z.object({
  id: idSchema,
  planet_id: idSchema.nullish(),
  resource_type: z.string().nullish(),
  amount: lenientNumber,
  reason: z.string().nullish(),
  created_at: z.string().nullish(),
});
export type ResourceTransaction = z.infer<typeof resourceTransactionSchema>;
export const resourceTransactionListSchema = listOf(resourceTransactionSchema);

/** A production bonus (fields not shown in the spec; all optional but the id). */
export const resourceBonusSchema = z.object({
  id: idSchema,
  name: z.string().nullish(),
  resource_type: z.string().nullish(),
  percentage: lenientNumber,
  is_active: z.boolean().nullish(),
  expires_at: z.string().nullish(),
});
export type ResourceBonus = z.infer<typeof resourceBonusSchema>;
export const resourceBonusListSchema = listOf(resourceBonusSchema);

/** GET /resources/summary/: totals per resource over the player's planets. */
export const resourceSummarySchema = resourceAmountsSchema.extend({ planets_count: lenientNumber.optional() });
export type ResourceSummary = z.infer<typeof resourceSummarySchema>;
