import { Collection } from '@msw/data';
import { debrisFieldSchema } from '@imperio/api-client/schemas/index';
import { z } from 'zod';
import { extend } from 'zod/mini';

/** Debris fields left by battles, as the API serves them (spec p1 §3, p2 §3). */
export const debrisFields = new Collection({
  schema: extend(debrisFieldSchema, {
    id: z.number(),
    galaxy: z.number(),
    system: z.number(),
    position: z.number(),
    metal_amount: z.number(),
    crystal_amount: z.number(),
    total_resources: z.number(),
  }),
});

export type DebrisRecord = ReturnType<typeof debrisFields.all>[number];
