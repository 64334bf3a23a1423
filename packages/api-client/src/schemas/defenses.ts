import * as z from 'zod/mini';
import { idSchema, listOf, numeric } from './common';
import { shipTypeSchema, typeRefSchema } from './ships';

/**
 * Defence type (spec p2 §3). The spec does not name the cost fields: this project uses the
 * ships' names (`metal_cost`, `crystal_cost`, `deuterium_cost`). `build_time` is seconds per
 * unit. `code` and `required_shipyard_level` are optional extras. A ship type without cargo and speed.
 */
export const defenseTypeSchema = z.omit(shipTypeSchema, { cargo_capacity: true, speed: true });
export type DefenseType = z.infer<typeof defenseTypeSchema>;
export const defenseTypeListSchema = listOf(defenseTypeSchema);

/** Defences of one type on a planet (spec p2 §3). */
export const planetDefenseSchema = z.object({
  id: z.nullish(idSchema),
  defense_type: typeRefSchema,
  defense_type_name: z.nullish(z.string()),
  quantity: numeric,
});
export type PlanetDefense = z.infer<typeof planetDefenseSchema>;
export const planetDefenseListSchema = listOf(planetDefenseSchema);

/**
 * Defence queue item (spec p2 §3 names quantity, quantity_remaining, is_building; the rest are
 * optional and mirror the ship queue: `current_defense_ends` ISO time, `build_time` seconds).
 */
export const defenseQueueItemSchema = z.object({
  id: z.nullish(idSchema),
  defense_type: z.nullish(typeRefSchema),
  defense_type_name: z.nullish(z.string()),
  quantity: numeric,
  quantity_remaining: numeric,
  is_building: z.nullish(z.boolean()),
  current_defense_ends: z.nullish(z.string()),
  build_time: z.nullish(numeric),
});
export type DefenseQueueItem = z.infer<typeof defenseQueueItemSchema>;
export const defenseQueueSchema = listOf(defenseQueueItemSchema);
