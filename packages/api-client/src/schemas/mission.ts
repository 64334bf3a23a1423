import * as z from 'zod/mini';
import { idSchema, listOf, numeric } from './common';

/**
 * Mission type (spec p2 §3): code, name, icon, color, description, allows_resources.
 * Only `code` is required; `color` is a CSS colour sent by the server, `icon` an icon name.
 */
export const missionTypeSchema = z.object({
  id: z.nullish(idSchema),
  code: z.string(),
  name: z.nullish(z.string()),
  icon: z.nullish(z.string()),
  color: z.nullish(z.string()),
  description: z.nullish(z.string()),
  allows_resources: z.nullish(z.boolean()),
});
export type MissionType = z.infer<typeof missionTypeSchema>;
export const missionTypeListSchema = listOf(missionTypeSchema);

/** One line of a mission's fleet (spec p2 §3: ship_name and quantity). */
export const missionShipSchema = z.object({
  ship_type: z.nullish(idSchema),
  ship_code: z.nullish(z.string()),
  ship_name: z.nullish(z.string()),
  quantity: z.nullish(numeric),
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
  mission_type: z.nullish(z.string()),
  mission_type_data: z.nullish(z.partial(missionTypeSchema)),
  status: z.nullish(z.string()),
  status_display: z.nullish(z.string()),
  origin_planet: z.nullish(idSchema),
  origin_planet_data: z.nullish(z.object({ id: z.nullish(idSchema), name: z.nullish(z.string()), coordinates: z.nullish(z.string()) })),
  destination_coordinates: z.nullish(z.string()),
  destination_type: z.nullish(z.string()),
  ships: z.nullish(z.array(missionShipSchema)),
  distance: z.nullish(numeric),
  speed_percentage: z.nullish(numeric),
  total_cargo: z.nullish(numeric),
  metal_cargo: z.nullish(numeric),
  crystal_cargo: z.nullish(numeric),
  deuterium_cargo: z.nullish(numeric),
  fuel_consumption: z.nullish(numeric),
  time_remaining: z.nullish(numeric),
  progress_percentage: z.nullish(numeric),
  is_active: z.nullish(z.boolean()),
  created_at: z.nullish(z.string()),
  departure_time: z.nullish(z.string()),
  arrival_time: z.nullish(z.string()),
  return_time: z.nullish(z.string()),
});
export type Mission = z.infer<typeof missionSchema>;

/** GET /fleet/missions/active/ (spec p1 §7.5): reads `active_missions`. */
export const activeMissionsSchema = z.object({ active_missions: z.array(missionSchema) });

/** GET /fleet/missions/ (spec p2 §7 'Get missions'): reads `missions`. */
export const missionsSchema = z.object({ missions: z.array(missionSchema) });

/**
 * POST /fleet/missions/preview/ answer (spec p2 §3 'Mission preview'): `distance` in the game's
 * distance units, `duration_formatted` as the server writes it ('0:00:09'), `fuel_consumption`
 * in deuterium, `total_cargo_capacity` in resource units. `duration_seconds` is an optional extra.
 */
export const missionPreviewSchema = z.object({
  distance: z.nullish(numeric),
  duration_formatted: z.nullish(z.string()),
  duration_seconds: z.nullish(numeric),
  fuel_consumption: z.nullish(numeric),
  total_cargo_capacity: z.nullish(numeric),
});
export type MissionPreview = z.infer<typeof missionPreviewSchema>;

/** GET /fleet/missions/status/ (spec p2 §4, §7): whether due missions wait to be processed. */
export const missionStatusSchema = z.object({ needs_processing: z.boolean() });
export type MissionProcessingStatus = z.infer<typeof missionStatusSchema>;

/** POST /fleet/missions/process/ (spec p2 §7): `{output}` on success or `{error}`. */
export const missionProcessSchema = z.object({ output: z.nullish(z.string()), error: z.nullish(z.string()) });
export type MissionProcessResult = z.infer<typeof missionProcessSchema>;

/**
 * Mission report (spec p2 §3): `content` is plain text (paragraphs separated by new lines),
 * `metadata` free key/value facts (coordinates, resources…), `created_at` ISO time.
 */
export const missionReportSchema = z.object({
  id: idSchema,
  report_type: z.nullish(z.string()),
  title: z.nullish(z.string()),
  content: z.nullish(z.string()),
  metadata: z.nullish(z.record(z.string(), z.unknown())),
  is_read: z.nullish(z.boolean()),
  created_at: z.nullish(z.string()),
});
export type MissionReport = z.infer<typeof missionReportSchema>;
export const missionReportListSchema = listOf(missionReportSchema);

/** GET /missions/reports/statistics/ (spec p2 §3). */
export const reportStatisticsSchema = z.object({ total_reports: numeric, unread_reports: numeric });
export type ReportStatistics = z.infer<typeof reportStatisticsSchema>;

/** Bodies of POST /fleet/missions/preview/ and /create/ (spec p2 §7): the schemas' inputs. */
export type { CreateMissionBody, MissionPreviewBody } from './requests';
