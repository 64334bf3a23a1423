import '../zod-config';
import * as z from 'zod/mini';
import { MESSAGE_FOLDERS } from './enums';

/**
 * The query strings of the read calls (spec p1 §7, p2 §7), named by the call table
 * (`calls/*.ts` `query`). The client builds its query strings from these schemas' input types;
 * the contract documents and checks them (docs/openapi.json `parameters`, with the descriptions
 * given here). Not part of the lazily loaded answer schemas: the client never parses its own queries.
 */

/** An id in a query string, as the contract writes it. */
const id = z.union([z.number(), z.string()]);
const int = z.int();

/** `?planet_id=` of the calls that read one planet's queue or types. */
export const planetQuery = z.object({ planet_id: id.check(z.describe('Own planet id')) });

/** GET /galaxy/planets/ (getOwnPlanets). */
export const planetsQuery = z.object({
  owner: z.optional(z.string()).check(z.describe("`me` for the player's planets")),
  system_x: z.optional(int),
  system_y: z.optional(int),
});

/** GET /galaxy/systems/ (getSystems). */
export const systemsQuery = z.object({ x: z.optional(int), y: z.optional(int) });

/** GET /galaxy/search/ (searchGalaxy). */
export const galaxySearchQuery = z.object({ q: z.string().check(z.minLength(1)) });

/** GET /missions/debris/galaxy/ (getNearbyDebris). */
export const nearbyDebrisQuery = z.object({ galaxy: int, system_min: int, system_max: int });

/** GET /missions/debris/ (getDebrisFields). */
export const debrisFilterQuery = z.object({ galaxy: z.optional(int), system: z.optional(int), position: z.optional(int) });

/** GET /resources/transactions/ (getResourceTransactions). */
export const resourceTransactionsQuery = z.object({ planet_id: z.optional(id), type: z.optional(z.string()) });

/** GET /resources/bonuses/ (getActiveResourceBonuses). */
export const resourceBonusesQuery = z.object({ active_only: z.optional(z.boolean()) });

/** GET /notifications/history/ (getNotificationHistory). */
export const notificationHistoryQuery = z.object({
  limit: int.check(z.positive()),
  offset: int.check(z.nonnegative()),
  type: z.optional(z.string()),
});

/** GET /missions/reports/ (getMissionReports). */
export const missionReportsQuery = z.object({ is_read: z.optional(z.boolean()), page_size: int.check(z.positive()) });

/** GET /buildings/cost/ (getBuildingCost). */
export const buildingCostQuery = z.object({
  building_type_id: id,
  level: int.check(z.nonnegative(), z.describe('The current level')),
  planet_id: id,
});

/** GET /messages/users/search/ (searchUsers). */
export const userSearchQuery = z.object({ q: z.string().check(z.minLength(2)) });

/** GET /messages/ (getMessages). */
export const messagesQuery = z.object({
  folder: z.enum(MESSAGE_FOLDERS),
  page: int.check(z.positive()),
  page_size: int.check(z.positive()),
  search: z.optional(z.string()),
  category: z.optional(z.string()),
  is_read: z.optional(z.boolean()),
  is_starred: z.optional(z.boolean()),
});
