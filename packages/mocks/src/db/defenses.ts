import { Collection } from '@msw/data';
import { defenseQueueItemSchema, defenseTypeSchema, planetDefenseSchema } from '@imperio/api-client/schemas/index';
import { z } from 'zod';
import { extend } from 'zod/mini';
import { unitQueueFields, unitTypeFields } from './units';

/** Defence types as the API serves them (spec p2 §3). */
export const defenseTypes = new Collection({
  schema: extend(defenseTypeSchema, unitTypeFields),
});

/** Defences on planets: one row per planet and type. */
export const planetDefenses = new Collection({
  schema: extend(planetDefenseSchema, { id: z.number(), planet_id: z.number(), defense_type: z.number(), quantity: z.number() }),
});

/** Defence queue items; the same timing fields as the ship queue. */
export const defenseQueue = new Collection({
  schema: extend(defenseQueueItemSchema, { ...unitQueueFields, defense_type: z.number() }),
});

export type DefenseTypeRecord = ReturnType<typeof defenseTypes.all>[number];
export type DefenseQueueRecord = ReturnType<typeof defenseQueue.all>[number];
