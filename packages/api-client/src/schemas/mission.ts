import { z } from 'zod';
import { idSchema, listOf, numeric } from './common';

/**
 * Mission statuses (spec p2 §4; p1 §4 shows traveling, returning, at_destination on the
 * dashboard). `status` stays a string in the schema: an unknown status is shown as sent.
 */
export const MISSION_STATUSES = ['preparing', 'traveling', 'at_destination', 'returning', 'completed', 'cancelled'] as const;
export type MissionStatus = (typeof MISSION_STATUSES)[number];

/** Mission type codes of the demo universe (spec p2 §1, §5, §9 'Mission type codes seen'). */
export const MISSION_TYPE_CODES = ['transport', 'attack', 'espionage', 'colonize', 'recycle', 'deploy', 'moon_destruction'] as const;
export type MissionTypeCode = (typeof MISSION_TYPE_CODES)[number];

/** Mission destination types (spec p2 §3). */
export const MISSION_DESTINATION_TYPES = ['planet', 'moon', 'debris'] as const;
export type MissionDestinationType = (typeof MISSION_DESTINATION_TYPES)[number];

/**
 * Mission type (spec p2 §3): code, name, icon, color, description, allows_resources.
 * Only `code` is required; `color` is a CSS colour sent by the server, `icon` an icon name.
 */
export const missionTypeSchema = z.object({
  id: idSchema.nullish(),
  code: z.string(),
  name: z.string().nullish(),
  icon: z.string().nullish(),
  color: z.string().nullish(),
  description: z.string().nullish(),
  allows_resources: z.boolean().nullish(),
});
export type MissionType = z.infer<typeof missionTypeSchema>;
export const missionTypeListSchema = listOf(missionTypeSchema);

/** One line of a mission's fleet (spec p2 §3: ship_name and quantity). */
export const missionShipSchema = z.object({
  ship_type: idSchema.nullish(),
  ship_code: z.string().nullish(),
  ship_name: z.string().nullish(),
  quantity: numeric.nullish(),
});
export type MissionShip = z.infer<typeof missionShipSchema>;

/**
 * Mission (spec p1 §3 'as shown on the dashboard', p2 §3 'Fleet'). Only `id` is required so a
 * mission with missing fields still renders with placeholders. `time_remaining` is in seconds
 * at the moment of the answer; `progress_percentage` is 0–100; `distance` and `total_cargo`
 * are plain numbers. The timestamps and cargo split are optional extras a backend may send.
 */
export const missionSchema = z.object({
  id: idSchema,
  mission_type: z.string().nullish(),
  mission_type_data: missionTypeSchema.partial().nullish(),
  status: z.string().nullish(),
  status_display: z.string().nullish(),
  origin_planet: idSchema.nullish(),
  origin_planet_data: z
    .object({ id: idSchema.nullish(), name: z.string().nullish(), coordinates: z.string().nullish() })
    .nullish(),
  destination_coordinates: z.string().nullish(),
  destination_type: z.string().nullish(),
  ships: z.array(missionShipSchema).nullish(),
  distance: numeric.nullish(),
  speed_percentage: numeric.nullish(),
  total_cargo: numeric.nullish(),
  metal_cargo: numeric.nullish(),
  crystal_cargo: numeric.nullish(),
  deuterium_cargo: numeric.nullish(),
  fuel_consumption: numeric.nullish(),
  time_remaining: numeric.nullish(),
  progress_percentage: numeric.nullish(),
  is_active: z.boolean().nullish(),
  created_at: z.string().nullish(),
  departure_time: z.string().nullish(),
  arrival_time: z.string().nullish(),
  return_time: z.string().nullish(),
});
export type Mission = z.infer<typeof missionSchema>;

/** GET /fleet/missions/active/ (spec p1 §7.5): reads `active_missions`. */
export const activeMissionsSchema = z.object({ active_missions: z.array(missionSchema) });

/** GET /fleet/missions/ (spec p2 §7 'Get missions'): reads `missions`. */
export const missionsSchema = z.object({ missions: z.array(missionSchema) });
