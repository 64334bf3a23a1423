import { Collection } from '@msw/data';
import { planetShipSchema, shipQueueItemSchema, shipTypeSchema } from '@imperio/api-client';
import { z } from 'zod';

/** Ship types as the API serves them (spec p2 §3); the same for every planet. */
export const shipTypes = new Collection({
  schema: shipTypeSchema.extend({
    id: z.number(),
    code: z.string(),
    category: z.string(),
    attack: z.number(),
    shield: z.number(),
    armor: z.number(),
    cargo_capacity: z.number(),
    speed: z.number(),
    metal_cost: z.number(),
    crystal_cost: z.number(),
    deuterium_cost: z.number(),
    build_time: z.number(),
    required_shipyard_level: z.number(),
  }),
});

/** Ships stationed on planets: one row per planet and type. */
export const planetShips = new Collection({
  schema: planetShipSchema.extend({ id: z.number(), planet_id: z.number(), ship_type: z.number(), quantity: z.number() }),
});

/**
 * Ship build queue items. `position` orders a planet's queue; `current_ends_ms` is when the
 * unit in progress finishes (null while waiting behind another item); `finished_ms` is set when
 * the last unit is done (the item then waits for the complete call).
 */
export const shipQueue = new Collection({
  schema: shipQueueItemSchema.extend({
    id: z.number(),
    planet_id: z.number(),
    user_id: z.number(),
    ship_type: z.number(),
    quantity: z.number(),
    quantity_remaining: z.number(),
    build_time: z.number(),
    position: z.number(),
    current_ends_ms: z.number().nullable(),
    finished_ms: z.number().nullable(),
  }),
});

/** The shipyard level of each planet (kept here until the buildings model owns it). */
export const shipyardLevels = new Collection({ schema: z.object({ planet_id: z.number(), level: z.number() }) });

export type ShipTypeRecord = ReturnType<typeof shipTypes.all>[number];
export type PlanetShipRecord = ReturnType<typeof planetShips.all>[number];
export type ShipQueueRecord = ReturnType<typeof shipQueue.all>[number];
