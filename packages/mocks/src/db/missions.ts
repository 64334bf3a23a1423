import { Collection } from '@msw/data';
import { missionSchema } from '@imperio/api-client/schemas/index';
import { z } from 'zod';
import { extend } from 'zod/mini';
import { omitFields } from './units';

/**
 * Fleet missions of every player. The flight plan is the mock's own state: departure, arrival
 * at the destination, time held there, and return (null for one-way missions such as deploy).
 * `status` is the last PROCESSED phase (the fleet domain in ../fleet.ts moves it on); time
 * remaining and progress are derived from the plan and the clock. `cancelled_ms` is when the
 * player recalled the fleet (it then ends as 'cancelled'). `carried_cargo` is the largest load
 * of the trip, which a finished mission's `total_cargo` shows (see fleet/scheduler).
 */
export const missions = new Collection({
  schema: extend(missionSchema, {
    id: z.number(),
    user_id: z.number(),
    origin_planet_id: z.number(),
    destination_planet_id: z.number().nullable(),
    departure_ms: z.number(),
    arrival_ms: z.number(),
    hold_ms: z.number(),
    return_ms: z.number().nullable(),
    created_ms: z.number(),
    cancelled_ms: z.number().nullable(),
    /** The largest load the fleet had aboard so far (what it set off with, or the loot or harvest it took on). */
    carried_cargo: z.number().optional(),
  }),
});

export type MissionRecord = ReturnType<typeof missions.all>[number];

/** The mission as the API serves it (without the flight plan and indexing fields). */
export function publicMission(record: MissionRecord) {
  return omitFields(record, [
    'user_id',
    'origin_planet_id',
    'destination_planet_id',
    'departure_ms',
    'arrival_ms',
    'hold_ms',
    'return_ms',
    'created_ms',
    'cancelled_ms',
    'carried_cargo',
  ] as const);
}
