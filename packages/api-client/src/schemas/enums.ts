/**
 * The spec's enumerations (planet types, resource keys, mission statuses…), apart from the zod
 * schemas that use them: a screen that needs only a list of values imports no zod code, and the
 * schemas load with the first answer to parse, not at start-up.
 */

/** Building categories (spec p2 §3, §9); unknown categories still parse and show under 'Todos'. */
export const BUILDING_CATEGORIES = ['production', 'storage', 'facility', 'research', 'shipyard', 'defense', 'special'] as const;
export type BuildingCategory = (typeof BUILDING_CATEGORIES)[number];

/** Defence categories (spec p2 §3, §9): tabs Láser, Proyectil, Iónico, Plasma, Escudo, Misil. */
export const DEFENSE_CATEGORIES = ['laser', 'projectile', 'ion', 'plasma', 'shield', 'missile'] as const;
export type DefenseCategory = (typeof DEFENSE_CATEGORIES)[number];

/** Message categories (spec p2 §3 'Message categories'). */
export const MESSAGE_CATEGORIES = [
  'PLAYER_MESSAGE',
  'BATTLE_REPORT',
  'SYSTEM_MESSAGE',
  'ALLIANCE_MESSAGE',
  'TRADE_MESSAGE',
  'ESPIONAGE_REPORT',
  'EVENT_MESSAGE',
] as const;
export type MessageCategory = (typeof MESSAGE_CATEGORIES)[number];

/** Message priorities (spec p2 §3), coloured LOW grey, NORMAL white, HIGH yellow, URGENT red (§9). */
export const MESSAGE_PRIORITIES = ['LOW', 'NORMAL', 'HIGH', 'URGENT'] as const;
export type MessagePriority = (typeof MESSAGE_PRIORITIES)[number];

/** Folders of the messages tab (spec p2 §2.7, docs/api.md `folder`). */
export const MESSAGE_FOLDERS = ['inbox', 'sent', 'starred', 'archived'] as const;
export type MessageFolder = (typeof MESSAGE_FOLDERS)[number];

/** Actions of POST /messages/actions/ (spec p2 §7). */
export const MESSAGE_ACTIONS = ['mark_read', 'mark_unread', 'star', 'unstar', 'archive', 'unarchive', 'delete'] as const;
export type MessageAction = (typeof MESSAGE_ACTIONS)[number];

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

/** Report types (spec p2 §3), each with its own icon. `report_type` stays a string. */
export const REPORT_TYPES = ['colonization', 'attack', 'espionage', 'transport', 'recycle', 'moon_destruction', 'deployment'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/** Notification types (spec p1 §3). */
export const NOTIF_TYPES = [
  'BUILD_COMPLETE',
  'RESEARCH_COMPLETE',
  'RESOURCE_FULL',
  'ATTACK_WARNING',
  'BATTLE_RESULT',
  'FLEET_ARRIVAL',
  'MESSAGE_RECEIVED',
  'ALLIANCE_INVITATION',
] as const;
export type NotifType = (typeof NOTIF_TYPES)[number];

// Planet types (spec p1 §3) are a game rule: one list in @imperio/rules, shared with the galaxy and the seed.
export { PLANET_TYPES, type PlanetType } from '@imperio/rules/galaxy/planetTypes';

/** Research categories (spec p2 §3, §9). */
export const RESEARCH_CATEGORIES = ['weapons', 'shielding', 'propulsion', 'energy', 'computer', 'espionage'] as const;
export type ResearchCategory = (typeof RESEARCH_CATEGORIES)[number];

/** The four resources, in display order (spec p1 §1, §2.5). */
export const RESOURCE_KEYS = ['metal', 'crystal', 'deuterium', 'energy'] as const;
export type ResourceKey = (typeof RESOURCE_KEYS)[number];

/** The resources that stop at storage capacity; energy is never capped (spec p1 §4). */
export const CAPPED_RESOURCE_KEYS = ['metal', 'crystal', 'deuterium'] as const;
export type CappedResourceKey = (typeof CAPPED_RESOURCE_KEYS)[number];

/** Ship categories (spec p2 §3): the shipyard's tabs Civil, Combate, Especiales. */
export const SHIP_CATEGORIES = ['civil', 'combat', 'special'] as const;
export type ShipCategory = (typeof SHIP_CATEGORIES)[number];

/** Profile timezones (spec p2 §2.8). */
export const TIMEZONES = ['UTC', 'America/Mexico_City', 'America/New_York', 'Europe/Madrid', 'Europe/London', 'Asia/Tokyo'] as const;

/** Profile languages (spec p2 §2.8): the codes of the one language list (languages.ts). */
export { LANGUAGES } from '../languages';
