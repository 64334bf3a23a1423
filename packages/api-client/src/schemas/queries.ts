import '../zod-config';
import { z } from 'zod';
import { MESSAGE_FOLDERS } from './enums';

/**
 * The query strings of the read calls (spec p1 §7, p2 §7), named by the call table
 * (`calls/*.ts` `query`). The client builds its query strings from these schemas' input types;
 * the contract documents and checks them (docs/openapi.json `parameters`). Not part of the lazily
 * loaded answer schemas: the client never parses its own queries.
 */

/** An id in a query string, as the contract writes it. */
const id = z.union([z.number(), z.string()]);
const int = z.number().int();

/** `?planet_id=` of the calls that read one planet's queue or types. */
export const planetQuery = z.object({ planet_id: id.describe('Own planet id') });

/** GET /galaxy/planets/ (getOwnPlanets). */
export const planetsQuery = z.object({
  owner: z.string().optional().describe("`me` for the player's planets"),
  system_x: int.optional(),
  system_y: int.optional(),
});

/** GET /galaxy/systems/ (getSystems). */
export const systemsQuery = z.object({ x: int.optional(), y: int.optional() });

/** GET /galaxy/search/ (searchGalaxy). */
export const galaxySearchQuery = z.object({ q: z.string().min(1) });

/** GET /missions/debris/galaxy/ (getNearbyDebris). */
export const nearbyDebrisQuery = z.object({ galaxy: int, system_min: int, system_max: int });

/** GET /missions/debris/ (getDebrisFields). */
export const debrisFilterQuery = z.object({ galaxy: int.optional(), system: int.optional(), position: int.optional() });

/** GET /resources/transactions/ (getResourceTransactions). */
export const resourceTransactionsQuery = z.object({ planet_id: id.optional(), type: z.string().optional() });

/** GET /resources/bonuses/ (getActiveResourceBonuses). */
export const resourceBonusesQuery = z.object({ active_only: z.boolean().optional() });

/** GET /notifications/history/ (getNotificationHistory). */
export const notificationHistoryQuery = z.object({ limit: int.positive(), offset: int.nonnegative(), type: z.string().optional() });

/** GET /missions/reports/ (getMissionReports). */
export const missionReportsQuery = z.object({ is_read: z.boolean().optional(), page_size: int.positive() });

/** GET /buildings/cost/ (getBuildingCost). */
export const buildingCostQuery = z.object({ building_type_id: id, level: int.nonnegative().describe('The current level'), planet_id: id });

/** GET /messages/users/search/ (searchUsers). */
export const userSearchQuery = z.object({ q: z.string().min(2) });

/** GET /messages/ (getMessages). */
export const messagesQuery = z.object({
  folder: z.enum(MESSAGE_FOLDERS),
  page: int.positive(),
  page_size: int.positive(),
  search: z.string().optional(),
  category: z.string().optional(),
  is_read: z.boolean().optional(),
  is_starred: z.boolean().optional(),
});
