import * as z from 'zod/mini';
import { idSchema, listOf, numeric } from './common';
import { planetSchema } from './planet';

/**
 * System (spec p1 §3): `x` is the galaxy, `y` the system. Only the coordinates are required;
 * a missing planet list reads as empty. `free_positions` lists positions (1–15) without an owner.
 */
export const systemSchema = z.object({
  x: numeric,
  y: numeric,
  name: z.nullish(z.string()),
  planets: z.nullish(z.array(planetSchema)),
  planets_count: z.nullish(numeric),
  colonized_planets_count: z.nullish(numeric),
  free_positions: z.nullish(z.array(numeric)),
});
export type System = z.infer<typeof systemSchema>;

/** GET /galaxy/systems/ answers a list or `{results}` (spec p1 §7.2). */
export const systemListSchema = listOf(systemSchema);

/**
 * A system as the galaxy screen uses it: the answer plus `explored`, false when the server
 * answered 404 for a single system (spec p1 §7.2: "a 404 means an empty system").
 */
export type GalaxySystem = System & { explored: boolean };

/** GET /galaxy/search/ answers `{systems: [System…]}`; a plain array is accepted too. */
export const galaxySearchSchema = z.union([
  z.pipe(
    z.object({ systems: z.nullish(z.array(systemSchema)) }),
    z.transform((answer: { systems?: System[] | null | undefined }) => answer.systems ?? []),
  ),
  z.array(systemSchema),
]);

/** Debris field (spec p1 §3, p2 §3). Amounts are resource units. */
export const debrisFieldSchema = z.object({
  id: idSchema,
  galaxy: numeric,
  system: numeric,
  position: numeric,
  coordinates: z.nullish(z.string()),
  metal_amount: numeric,
  crystal_amount: numeric,
  total_resources: z.nullish(numeric),
});
export type DebrisField = z.infer<typeof debrisFieldSchema>;
export const debrisListSchema = listOf(debrisFieldSchema);
