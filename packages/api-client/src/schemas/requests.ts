import * as z from 'zod/mini';
import { config } from '../config';
import { LANGUAGES, MESSAGE_ACTIONS, MISSION_DESTINATION_TYPES, TIMEZONES } from './enums';

/**
 * The request bodies of every write call (spec p1 §7, p2 §7), one schema per call. The client's
 * body types are these schemas' inputs, and the demo universe validates each body with the same
 * schema before it changes anything (packages/mocks `validBody`: a 400 with DRF field errors).
 * Limits come from `config.limits` and the spec; what a schema cannot know (does the planet
 * exist, is it yours, are there enough resources) is the server's rule.
 */

/** An id in a body: a positive integer, or one written in decimal digits; read as a number. */
const bodyId = z.pipe(
  z.pipe(z.union([z.int().check(z.positive()), z.string().check(z.regex(/^[1-9][0-9]{0,15}$/))]), z.transform(Number)),
  z.int().check(z.positive(), z.maximum(Number.MAX_SAFE_INTEGER)),
);
/** A galaxy, system or position: a whole number from 1. */
const coordinate = z.int().check(z.minimum(1), z.maximum(100_000));
/** A resource amount carried by a fleet: a whole number of units, never negative. */
const amount = z.int().check(z.minimum(0), z.maximum(Number.MAX_SAFE_INTEGER));
/** Mission speed in %, 10–100 (spec p2 §9). */
const speed = z.int().check(z.minimum(config.limits.missionSpeedMin), z.maximum(config.limits.missionSpeedMax));
/** Text that must say something: trimmed, at least one character. */
const filled = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

const PROFILE_NAME_MAX = config.limits.profileNameMax;
const MESSAGE_SUBJECT_MAX = config.limits.messageSubjectMax;

/** POST /auth/login/ (spec p1 §7.1). */
export const loginRequestSchema = z.object({ username: filled(150), password: z.string().check(z.minLength(1), z.maxLength(4096)) });
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** POST /auth/token/refresh/ (spec p1 §7.1). */
export const refreshRequestSchema = z.object({ refresh: z.string().check(z.minLength(1), z.maxLength(1024)) });
export type RefreshRequest = z.input<typeof refreshRequestSchema>;

/** POST /auth/logout/ (spec p1 §7.1): the refresh token to revoke, when the client has one. */
export const logoutRequestSchema = z.object({ refresh: z.nullish(z.string().check(z.minLength(1), z.maxLength(1024))) });
export type LogoutRequest = z.input<typeof logoutRequestSchema>;

/**
 * PATCH /auth/profile/ (spec p2 §2.8, §7 'Update profile'): any of the editable fields.
 * Time zones and languages are the spec's lists; `vacation_until` an ISO date-time or null.
 */
export const profileUpdateSchema = z.object({
  display_name: z.optional(z.string().check(z.trim(), z.maxLength(PROFILE_NAME_MAX))),
  empire_name: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(PROFILE_NAME_MAX)))),
  timezone: z.optional(z.enum(TIMEZONES)),
  language: z.optional(z.enum(LANGUAGES)),
  vacation_mode: z.optional(z.boolean()),
  vacation_until: z.optional(z.nullable(z.iso.datetime({ offset: true }))),
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

/**
 * POST /fleet/missions/preview/ (spec p2 §7): `ships` is one code per ship. The description is
 * the body's in the contract (docs/openapi.json).
 */
export const missionPreviewRequestSchema = z
  .object({
    origin_galaxy: coordinate,
    origin_system: coordinate,
    origin_position: coordinate,
    dest_galaxy: coordinate,
    dest_system: coordinate,
    dest_position: coordinate,
    speed_percentage: speed,
    // An empty list is the server's rule, with the form's text 'Selecciona al menos una nave.'
    ships: z.array(z.string().check(z.minLength(1), z.maxLength(60))).check(z.maxLength(1_000_000)),
  })
  .check(z.describe('ships: one ship code per ship (3 cruisers = 3 entries)'));
export type MissionPreviewBody = z.input<typeof missionPreviewRequestSchema>;

/**
 * POST /fleet/missions/create/ (spec p2 §7): amounts are whole resource units from 0, speed
 * 10–100 %, `ships` a list of one-entry `{code: quantity}` maps. The description is the body's
 * in the contract (docs/openapi.json).
 */
export const createMissionRequestSchema = z
  .object({
    mission_type: z.string().check(z.minLength(1), z.maxLength(40)),
    origin_planet_id: bodyId,
    destination_galaxy: coordinate,
    destination_system: coordinate,
    destination_position: coordinate,
    destination_type: z.enum(MISSION_DESTINATION_TYPES),
    speed_percentage: speed,
    metal_cargo: amount,
    crystal_cargo: amount,
    deuterium_cargo: amount,
    ships: z
      .array(z.record(z.string().check(z.minLength(1), z.maxLength(60)), z.int().check(z.minimum(0), z.maximum(1_000_000_000))))
      .check(z.maxLength(100)),
  })
  .check(z.describe('Amounts are whole units from 0; ships: one-entry maps {code: quantity}'));
export type CreateMissionBody = z.input<typeof createMissionRequestSchema>;

/** PATCH /missions/reports/{id}/ (spec p2 §7): mark a report read. */
export const reportUpdateRequestSchema = z.object({ is_read: z.boolean() });
export type ReportUpdateRequest = z.input<typeof reportUpdateRequestSchema>;

/** POST /messages/actions/ (spec p2 §7). */
export const messageActionRequestSchema = z.object({
  action: z.enum(MESSAGE_ACTIONS),
  message_ids: z.array(bodyId).check(z.minLength(1), z.maxLength(1000)),
});
export type MessageActionRequest = z.input<typeof messageActionRequestSchema>;

/** POST /messages/send/ (spec p2 §5, §7): the body's limit is the compose counter's. */
export const sendMessageRequestSchema = z.object({
  recipient_username: filled(150),
  subject: filled(MESSAGE_SUBJECT_MAX),
  content: filled(config.limits.messageBodyMax),
});
export type SendMessageBody = z.input<typeof sendMessageRequestSchema>;

/** POST /messages/reply/ (spec p2 §7). */
export const replyMessageRequestSchema = z.object({
  original_message_id: bodyId,
  subject: filled(MESSAGE_SUBJECT_MAX),
  content: filled(config.limits.messageBodyMax),
});
export type ReplyMessageBody = z.input<typeof replyMessageRequestSchema>;

/** POST /notifications/mark-shown/ (spec p1 §7.4). */
export const markShownRequestSchema = z.object({ notification_ids: z.array(bodyId).check(z.maxLength(1000)) });
export type MarkShownRequest = z.input<typeof markShownRequestSchema>;

/** POST /notifications/bulk-action/ (spec p1 §7.4): only 'mark_all_read'. */
export const notificationBulkRequestSchema = z.object({ action: z.literal('mark_all_read') });
export type NotificationBulkRequest = z.input<typeof notificationBulkRequestSchema>;

/** POST /notifications/create/ (spec p1 §7.4). */
export const createNotificationRequestSchema = z.object({
  notif_type: z.string().check(z.minLength(1), z.maxLength(40)),
  title: filled(200),
  message: z.optional(z.string().check(z.maxLength(2000))),
  data: z.optional(z.record(z.string(), z.unknown())),
});
export type CreateNotificationRequest = z.input<typeof createNotificationRequestSchema>;

/** POST /buildings/construct/ (spec p2 §7). */
export const constructRequestSchema = z.object({ building_type_id: bodyId, planet_id: bodyId });
export type ConstructRequest = z.input<typeof constructRequestSchema>;

/** POST /research/start/ (spec p2 §7). */
export const researchStartRequestSchema = z.object({ research_type_id: bodyId, planet_id: bodyId });
export type ResearchStartRequest = z.input<typeof researchStartRequestSchema>;

/** A yard order's quantity: 1–1000 (spec p2 §5, §9). */
const quantity = z.int().check(z.minimum(config.limits.buildQuantityMin), z.maximum(config.limits.buildQuantityMax));

/** POST /ships/build/ (spec p2 §7). */
export const shipOrderRequestSchema = z.object({ ship_type_id: bodyId, planet_id: bodyId, quantity });
export type ShipOrderRequest = z.input<typeof shipOrderRequestSchema>;

/** POST /defenses/build/ (spec p2 §7). */
export const defenseOrderRequestSchema = z.object({ defense_type_id: bodyId, planet_id: bodyId, quantity });
export type DefenseOrderRequest = z.input<typeof defenseOrderRequestSchema>;

/**
 * POST /galaxy/planets/{id}/colonize/ (spec p1 §7.2, body open): `planet_id` is the player's
 * planet whose colony ship founds the colony (without it, the server picks one that has one).
 */
export const colonizeRequestSchema = z.object({ planet_id: z.optional(bodyId) });
export type ColonizeRequest = z.input<typeof colonizeRequestSchema>;

/** Bodies of writes that carry none (cancel, finish, abandon, complete, mark all read): nothing is read. */
export const emptyRequestSchema = z.object({});
