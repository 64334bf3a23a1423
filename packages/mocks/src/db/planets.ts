import { Collection } from '@msw/data';
import { planetSchema } from '@imperio/api-client/schemas/index';
import { z } from 'zod';
import { extend } from 'zod/mini';

/** Planets of every player, stored as the API serves them. */
export const planets = new Collection({
  schema: extend(planetSchema, {
    id: z.number(),
    galaxy: z.number(),
    system_number: z.number(),
    position: z.number(),
  }),
});

export type PlanetRecord = ReturnType<typeof planets.all>[number];

/** The planet as the API serves it (without the mock's indexing fields). */
export function publicPlanet(record: PlanetRecord) {
  const { galaxy: _galaxy, system_number: _system, ...planet } = record;
  return planet;
}
