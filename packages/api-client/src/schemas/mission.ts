import { z } from 'zod';
import { idSchema, listOf, numeric } from './common';

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
  origin_planet_data: z.object({ id: idSchema.nullish(), name: z.string().nullish(), coordinates: z.string().nullish() }).nullish(),
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

/**
 * POST /fleet/missions/preview/ answer (spec p2 §3 'Mission preview'): `distance` in the game's
 * distance units, `duration_formatted` as the server writes it ('0:00:09'), `fuel_consumption`
 * in deuterium, `total_cargo_capacity` in resource units. `duration_seconds` is an optional extra.
 */
export const missionPreviewSchema = z.object({
  distance: numeric.nullish(),
  duration_formatted: z.string().nullish(),
  duration_seconds: numeric.nullish(),
  fuel_consumption: numeric.nullish(),
  total_cargo_capacity: numeric.nullish(),
});
export type MissionPreview = z.infer<typeof missionPreviewSchema>;

/** GET /fleet/missions/status/ (spec p2 §4, §7): whether due missions wait to be processed. */
export const missionStatusSchema = z.object({ needs_processing: z.boolean() });
export type MissionProcessingStatus = z.infer<typeof missionStatusSchema>;

/** POST /fleet/missions/process/ (spec p2 §7): `{output}` on success or `{error}`. */
export const missionProcessSchema = z.object({ output: z.string().nullish(), error: z.string().nullish() });
export type MissionProcessResult = z.infer<typeof missionProcessSchema>;

/**
 * Mission report (spec p2 §3): `content` is plain text (paragraphs separated by new lines),
 * `metadata` free key/value facts (coordinates, resources…), `created_at` ISO time.
 */
export const missionReportSchema = z.object({
  id: idSchema,
  report_type: z.string().nullish(),
  title: z.string().nullish(),
  content: z.string().nullish(),
  metadata: z.record(z.string(), z.unknown()).nullish(),
  is_read: z.boolean().nullish(),
  created_at: z.string().nullish(),
});
export type MissionReport = z.infer<typeof missionReportSchema>;
export const missionReportListSchema = listOf(missionReportSchema);

/** GET /missions/reports/statistics/ (spec p2 §3). */
export const reportStatisticsSchema = z.object({ total_reports: numeric, unread_reports: numeric });
export type ReportStatistics = z.infer<typeof reportStatisticsSchema>;

/** Bodies of POST /fleet/missions/preview/ and /create/ (spec p2 §7): the schemas' inputs. */
export type { CreateMissionBody, MissionPreviewBody } from './requests';
