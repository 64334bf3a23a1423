import { Collection } from '@msw/data';
import { z } from 'zod';

const amounts = z.object({ metal: z.number(), crystal: z.number(), deuterium: z.number(), energy: z.number() });

/**
 * Each planet's economy, the mock server's own state (not an API entity): stock at `updated_ms`,
 * production per hour, storage capacity. The API's resource answers are computed from it.
 */
export const planetEconomy = new Collection({
  schema: z.object({
    planet_id: z.number(),
    updated_ms: z.number(),
    stock: amounts,
    production_per_hour: amounts,
    capacity: z.object({ metal: z.number(), crystal: z.number(), deuterium: z.number() }),
  }),
});

export type EconomyRecord = ReturnType<typeof planetEconomy.all>[number];
export type Amounts = z.infer<typeof amounts>;
