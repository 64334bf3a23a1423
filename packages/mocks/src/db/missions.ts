import { Collection } from '@msw/data';
import { missionSchema } from '@imperio/api-client';
import { z } from 'zod';

/**
 * Fleet missions of every player. The flight plan is the mock's own state: departure, arrival
 * at the destination, time held there, and return (null for one-way missions such as deploy).
 * `status` is the last PROCESSED phase (the fleet domain in ../fleet.ts moves it on); time
 * remaining and progress are derived from the plan and the clock. `cancelled_ms` is when the
 * player recalled the fleet (it then ends as 'cancelled').
 */
export const missions = new Collection({
  schema: missionSchema.extend({
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
  }),
});

export type MissionRecord = ReturnType<typeof missions.all>[number];

/** The mission as the API serves it (without the flight plan and indexing fields). */
export function publicMission(record: MissionRecord) {
  const {
    user_id: _user,
    origin_planet_id: _origin,
    destination_planet_id: _destination,
    departure_ms: _departure,
    arrival_ms: _arrival,
    hold_ms: _hold,
    return_ms: _return,
    created_ms: _created,
    cancelled_ms: _cancelled,
    ...mission
  } = record;
  return mission;
}
