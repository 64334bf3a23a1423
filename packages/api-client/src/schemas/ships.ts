import * as z from 'zod/mini';
import { idSchema, listOf, numeric } from './common';

/** A reference to a type: an id, or a nested object with an id (some backends nest it). */
export const typeRefSchema = z.union([
  idSchema,
  z.pipe(
    z.object({ id: idSchema }),
    z.transform((ref: { id: number }) => ref.id),
  ),
]);

/**
 * Ship type (spec p2 §3). Stats and costs are per unit; `build_time` is seconds per unit;
 * `speed` in the game's speed units. `category` stays a string: an unknown one shows under 'Todas'.
 */
export const shipTypeSchema = z.object({
  id: idSchema,
  code: z.nullish(z.string()),
  name: z.string(),
  description: z.nullish(z.string()),
  category: z.nullish(z.string()),
  attack: z.nullish(numeric),
  shield: z.nullish(numeric),
  armor: z.nullish(numeric),
  cargo_capacity: z.nullish(numeric),
  speed: z.nullish(numeric),
  metal_cost: z.nullish(numeric),
  crystal_cost: z.nullish(numeric),
  deuterium_cost: z.nullish(numeric),
  build_time: z.nullish(numeric),
  required_shipyard_level: z.nullish(numeric),
});
export type ShipType = z.infer<typeof shipTypeSchema>;
export const shipTypeListSchema = listOf(shipTypeSchema);

/** Ships of one type stationed on a planet (spec p2 §3). Name and code are optional extras. */
export const planetShipSchema = z.object({
  id: z.nullish(idSchema),
  ship_type: typeRefSchema,
  ship_type_name: z.nullish(z.string()),
  ship_type_code: z.nullish(z.string()),
  quantity: numeric,
});
export type PlanetShip = z.infer<typeof planetShipSchema>;
export const planetShipListSchema = listOf(planetShipSchema);

/**
 * Ship build queue item (spec p2 §3, §4): `quantity` ordered, `quantity_remaining` still to
 * build, `current_ship_ends` the ISO time the ship in progress finishes, `build_time` seconds
 * per ship.
 */
export const shipQueueItemSchema = z.object({
  id: idSchema,
  ship_type: typeRefSchema,
  ship_type_name: z.nullish(z.string()),
  quantity: numeric,
  quantity_remaining: numeric,
  is_building: z.nullish(z.boolean()),
  current_ship_ends: z.nullish(z.string()),
  build_time: z.nullish(numeric),
});
export type ShipQueueItem = z.infer<typeof shipQueueItemSchema>;
export const shipQueueSchema = listOf(shipQueueItemSchema);

/** Answer of the complete call (spec p2 §7): how many finished items it registered. */
export const completeResultSchema = z.object({ completed_count: z.nullish(numeric) });
export type CompleteResult = z.infer<typeof completeResultSchema>;
