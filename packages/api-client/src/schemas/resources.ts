import * as z from 'zod/mini';
import { idSchema, listOf, numeric } from './common';

/** A number the screen can live without: missing, null or unreadable parses to null. */
const lenientNumber = z.catch(z.nullish(numeric), null);

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
  energy: z.optional(lenientNumber),
});
export type ResourceCapacity = z.infer<typeof resourceCapacitySchema>;

/**
 * Planet resources, optimised form (spec p1 §3): the stock at `server_time`, production per
 * SECOND and capacity. The list answer also carries `planet_id`.
 */
export const optimizedPlanetResourcesSchema = z.object({
  planet_id: z.nullish(idSchema),
  server_time: z.nullish(z.string()),
  stock: resourceAmountsSchema,
  production_per_sec: resourceAmountsSchema,
  capacity: z.nullish(resourceCapacitySchema),
  planet_name: z.nullish(z.string()),
  planet_coordinates: z.nullish(z.string()),
});
export type OptimizedPlanetResources = z.infer<typeof optimizedPlanetResourcesSchema>;
export const optimizedPlanetResourcesListSchema = listOf(optimizedPlanetResourcesSchema);

/**
 * Planet resources, legacy form (spec p1 §3): amounts at `last_update`, production per HOUR,
 * `storage_capacity` (an object per resource, or one number for all; optional: the client
 * falls back to the defaults of p1 §7.3).
 */
export const legacyPlanetResourcesSchema = z.object({
  planet: z.nullish(idSchema),
  planet_name: z.nullish(z.string()),
  planet_coordinates: z.nullish(z.string()),
  last_update: z.nullish(z.string()),
  metal: lenientNumber,
  crystal: lenientNumber,
  deuterium: lenientNumber,
  energy: lenientNumber,
  production: z.nullish(resourceAmountsSchema),
  storage_capacity: z.catch(z.nullish(z.union([resourceCapacitySchema, numeric])), null),
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
export const resourceTypeSchema = z.object({ id: idSchema, code: z.string(), name: z.nullish(z.string()) });
export type ResourceType = z.infer<typeof resourceTypeSchema>;
export const resourceTypeListSchema = listOf(resourceTypeSchema);

/** GET /resources/planets/{id}/production/: production per HOUR. */
export const planetProductionSchema = resourceAmountsSchema;
export type PlanetProduction = ResourceAmounts;

/** A resource transaction (fields not shown in the spec; all optional but the id). */
export const resourceTransactionSchema = z.object({
  id: idSchema,
  planet_id: z.nullish(idSchema),
  resource_type: z.nullish(z.string()),
  amount: lenientNumber,
  reason: z.nullish(z.string()),
  created_at: z.nullish(z.string()),
});
export type ResourceTransaction = z.infer<typeof resourceTransactionSchema>;
export const resourceTransactionListSchema = listOf(resourceTransactionSchema);

/** A production bonus (fields not shown in the spec; all optional but the id). */
export const resourceBonusSchema = z.object({
  id: idSchema,
  name: z.nullish(z.string()),
  resource_type: z.nullish(z.string()),
  percentage: lenientNumber,
  is_active: z.nullish(z.boolean()),
  expires_at: z.nullish(z.string()),
});
export type ResourceBonus = z.infer<typeof resourceBonusSchema>;
export const resourceBonusListSchema = listOf(resourceBonusSchema);

/** GET /resources/summary/: totals per resource over the player's planets. */
export const resourceSummarySchema = z.extend(resourceAmountsSchema, { planets_count: z.optional(lenientNumber) });
export type ResourceSummary = z.infer<typeof resourceSummarySchema>;
