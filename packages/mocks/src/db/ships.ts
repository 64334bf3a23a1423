import { Collection } from '@msw/data';
import { planetShipSchema, shipQueueItemSchema, shipTypeSchema } from '@imperio/api-client/schemas/index';
import { z } from 'zod';
import { extend } from 'zod/mini';
import { unitQueueFields, unitTypeFields } from './units';

/** Ship types as the API serves them (spec p2 §3); the same for every planet. */
export const shipTypes = new Collection({
  schema: extend(shipTypeSchema, { ...unitTypeFields, cargo_capacity: z.number(), speed: z.number() }),
});

/** Ships stationed on planets: one row per planet and type. */
export const planetShips = new Collection({
  schema: extend(planetShipSchema, { id: z.number(), planet_id: z.number(), ship_type: z.number(), quantity: z.number() }),
});

/** Ship build queue items (timing fields in `unitQueueFields`). */
export const shipQueue = new Collection({
  schema: extend(shipQueueItemSchema, { ...unitQueueFields, ship_type: z.number() }),
});

/** The shipyard level of each planet (kept here until the buildings model owns it). */
export const shipyardLevels = new Collection({ schema: z.object({ planet_id: z.number(), level: z.number() }) });

export type ShipTypeRecord = ReturnType<typeof shipTypes.all>[number];
export type PlanetShipRecord = ReturnType<typeof planetShips.all>[number];
export type ShipQueueRecord = ReturnType<typeof shipQueue.all>[number];
