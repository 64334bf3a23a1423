import { z } from 'zod';

/**
 * Fields the mock stores for every unit type, ships and defences alike (spec p2 §3 'Ship type',
 * 'Defense type'): required here even where the client's schema is lenient.
 */
export const unitTypeFields = {
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
};

/**
 * Fields of a ship or defence build-queue item in the mock. `position` orders a planet's queue;
 * `current_ends_ms` is when the unit in progress finishes (null while waiting behind another
 * item); `finished_ms` is set when the last unit is done (the item then waits for the complete
 * call).
 */
export const unitQueueFields = {
  id: z.number(),
  planet_id: z.number(),
  user_id: z.number(),
  quantity: z.number(),
  quantity_remaining: z.number(),
  build_time: z.number(),
  position: z.number(),
  current_ends_ms: z.number().nullable(),
  finished_ms: z.number().nullable(),
};

/**
 * A copy of `record` without the mock's own fields (indexing, timing): what the API serves.
 * @param keys the fields to leave out
 */
export function omitFields<T extends object, K extends keyof T>(record: T, keys: readonly K[]): Omit<T, K> {
  const copy: Partial<T> = { ...record };
  for (const key of keys) delete copy[key];
  return copy as Omit<T, K>;
}
