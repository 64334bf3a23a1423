import { z } from 'zod';
import { idSchema, listOf, numeric } from './common';

/** A reference to a type: an id, or a nested object with an id (some backends nest it). */
export const typeRefSchema = z.union([idSchema, z.object({ id: idSchema }).transform((ref) => ref.id)]);

/**
 * Ship type (spec p2 §3). Stats and costs are per unit; `build_time` is seconds per unit;
 * `speed` in the game's speed units. `category` stays a string: an unknown one shows under 'Todas'.
 */
export const shipTypeSchema = z.object({
  id: idSchema,
  code: z.string().nullish(),
  name: z.string(),
  description: z.string().nullish(),
  category: z.string().nullish(),
  attack: numeric.nullish(),
  shield: numeric.nullish(),
  armor: numeric.nullish(),
  cargo_capacity: numeric.nullish(),
  speed: numeric.nullish(),
  metal_cost: numeric.nullish(),
  crystal_cost: numeric.nullish(),
  deuterium_cost: numeric.nullish(),
  build_time: numeric.nullish(),
  required_shipyard_level: numeric.nullish(),
});
export type ShipType = z.infer<typeof shipTypeSchema>;
export const shipTypeListSchema = listOf(shipTypeSchema);

/** Ships of one type stationed on a planet (spec p2 §3). Name and code are optional extras. */
export const planetShipSchema = z.object({
  id: idSchema.nullish(),
  ship_type: typeRefSchema,
  ship_type_name: z.string().nullish(),
  ship_type_code: z.string().nullish(),
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
  ship_type_name: z.string().nullish(),
  quantity: numeric,
  quantity_remaining: numeric,
  is_building: z.boolean().nullish(),
  current_ship_ends: z.string().nullish(),
  build_time: numeric.nullish(),
});
export type ShipQueueItem = z.infer<typeof shipQueueItemSchema>;
export const shipQueueSchema = listOf(shipQueueItemSchema);

/** Answer of the complete call (spec p2 §7): how many finished items it registered. */
export const completeResultSchema = z.object({ completed_count: numeric.nullish() });
export type CompleteResult = z.infer<typeof completeResultSchema>;
