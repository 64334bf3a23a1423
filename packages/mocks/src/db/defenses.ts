import { Collection } from '@msw/data';
import { defenseQueueItemSchema, defenseTypeSchema, planetDefenseSchema } from '@imperio/api-client/schemas/index';
import { z } from 'zod';
import { unitQueueFields, unitTypeFields } from './units';

/** Defence types as the API serves them (spec p2 §3). */
export const defenseTypes = new Collection({
  schema: defenseTypeSchema.extend(unitTypeFields),
});

/** Defences on planets: one row per planet and type. */
export const planetDefenses = new Collection({
  schema: planetDefenseSchema.extend({ id: z.number(), planet_id: z.number(), defense_type: z.number(), quantity: z.number() }),
});

/** Defence queue items; the same timing fields as the ship queue. */
export const defenseQueue = new Collection({
  schema: defenseQueueItemSchema.extend({ ...unitQueueFields, defense_type: z.number() }),
});

export type DefenseTypeRecord = ReturnType<typeof defenseTypes.all>[number];
export type DefenseQueueRecord = ReturnType<typeof defenseQueue.all>[number];
