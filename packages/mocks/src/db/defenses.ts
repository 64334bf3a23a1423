import { Collection } from '@msw/data';
import { defenseQueueItemSchema, defenseTypeSchema, planetDefenseSchema } from '@imperio/api-client';
import { z } from 'zod';

/** Defence types as the API serves them (spec p2 §3). */
export const defenseTypes = new Collection({
  schema: defenseTypeSchema.extend({
    id: z.number(),
    code: z.string(),
    category: z.string(),
    attack: z.number(),
    shield: z.number(),
    armor: z.number(),
    metal_cost: z.number(),
    crystal_cost: z.number(),
    deuterium_cost: z.number(),
    build_time: z.number(),
    required_shipyard_level: z.number(),
  }),
});

/** Defences on planets: one row per planet and type. */
export const planetDefenses = new Collection({
  schema: planetDefenseSchema.extend({ id: z.number(), planet_id: z.number(), defense_type: z.number(), quantity: z.number() }),
});

/** Defence queue items; the same timing fields as the ship queue. */
export const defenseQueue = new Collection({
  schema: defenseQueueItemSchema.extend({
    id: z.number(),
    planet_id: z.number(),
    user_id: z.number(),
    defense_type: z.number(),
    quantity: z.number(),
    quantity_remaining: z.number(),
    build_time: z.number(),
    position: z.number(),
    current_ends_ms: z.number().nullable(),
    finished_ms: z.number().nullable(),
  }),
});

export type DefenseTypeRecord = ReturnType<typeof defenseTypes.all>[number];
export type DefenseQueueRecord = ReturnType<typeof defenseQueue.all>[number];
