/**
 * The contract as data: every call of `routes.ts` with its method, parameters, body, answer
 * schema, error rule and catalogue default. The OpenAPI generator (`openapi.ts`) and
 * the conformance check (`check.ts`) both read this one table.
 *
 * Paths come from `routes.ts` (functions are called with `{name}` placeholders), answers are the
 * api-client's zod schemas, request bodies its request schemas (`schemas/requests.ts`, which the
 * demo universe validates writes with), error rules its `extractors`. Query strings, built inline
 * by the client, are written here as zod.
 */
import { z } from 'zod';
import { routes } from '@imperio/api-client/routes';
import { extractors, fields, type MessageExtractor } from '@imperio/api-client/errors';
import * as s from '@imperio/api-client/schemas/index';
import * as r from '@imperio/api-client/schemas/requests';

export type Method = 'get' | 'post' | 'patch' | 'delete';

/** Ids and values the check learns from earlier answers and feeds to later calls. */
export interface WalkContext {
  username?: string;
  planetId?: string | number;
  galaxy?: number;
  system?: number;
  position?: number;
  planetName?: string;
  buildingCode?: string;
  buildingTypeId?: string | number;
  buildingLevel?: number;
  shipCodes?: string[];
  reportId?: string | number;
  messageId?: string | number;
  debrisId?: string | number;
  notificationId?: string | number;
}

/** A concrete request of a call: path parameters, query string, JSON body. */
export interface CallInput {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean>;
  body?: unknown;
}

/** How the conformance check treats a call. */
export type CallKind =
  /** Read: run by every check. */
  | 'read'
  /** Writes something it can undo (or that is idempotent): run only with `--write`. */
  | 'write'
  /** Writes for good (builds, sends, colonises): documented, never run by the check. */
  | 'irreversible'
  /** The auth calls, exercised by the check's session cycle. */
  | 'auth';

export interface ContractCall {
  /** OpenAPI operationId, the endpoint function's name in api-client. */
  id: string;
  method: Method;
  /** Path template under `/api`, e.g. `/galaxy/planets/{id}/`. */
  path: string;
  tag: string;
  summary: string;
  kind: CallKind;
  /** False for login, refresh and the auth probe (no Bearer token). @default true */
  auth?: boolean;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** The answer schema; undefined when the client does not read the answer. */
  answer?: z.ZodType;
  /** Name of the answer's component in the OpenAPI document. */
  answerName?: string;
  /** The rule that finds the server's message in an error body. */
  errorRule: MessageExtractor;
  /** i18n key of the catalogue's default text. */
  fallbackKey: string;
  /** Statuses other than 2xx the client treats as a normal answer, with what they mean. */
  expectedStatuses?: Record<string, string>;
  /** A request for the check, built from what earlier answers taught; undefined = cannot run. */
  sample?: (ctx: WalkContext) => CallInput | undefined;
  /** Learns ids from this call's parsed answer. */
  learn?: (answer: unknown, ctx: WalkContext) => void;
}

const id = z.union([z.number(), z.string()]);
const int = z.number().int();

/** `routes.x.y('{a}', '{b}')` → `/x/{a}/{b}/`. */
function template(route: string | ((...args: string[]) => string), ...names: string[]): string {
  return `/${typeof route === 'string' ? route : route(...names.map((name) => `{${name}}`))}`;
}

const planetQuery = z.object({ planet_id: id.describe('Own planet id') });
const withPlanet = (ctx: WalkContext): CallInput | undefined =>
  ctx.planetId === undefined ? undefined : { query: { planet_id: ctx.planetId } };
const onPlanet = (ctx: WalkContext): CallInput | undefined =>
  ctx.planetId === undefined ? undefined : { params: { planet_id: ctx.planetId } };
/** A request whose `{id}` is an id learnt earlier (undefined, i.e. skipped, until then). */
const idFrom =
  (key: 'planetId' | 'debrisId' | 'notificationId' | 'reportId' | 'messageId') =>
  (ctx: WalkContext): CallInput | undefined =>
    ctx[key] === undefined ? undefined : { params: { id: ctx[key] } };
/** Learns the first item's id of a list answer into `key`. */
const firstIdInto =
  (key: 'debrisId' | 'reportId') =>
  (answer: unknown, ctx: WalkContext): void => {
    ctx[key] = first<{ id: string | number }>(answer)?.id;
  };
const first = <T>(list: unknown): T | undefined => (Array.isArray(list) ? (list[0] as T | undefined) : undefined);

/** Coordinates `g:s:p` or `[g:s:p]` → numbers. */
function parseCoordinates(text: string | null | undefined): [number, number, number] | undefined {
  const match = /(\d+):(\d+):(\d+)/.exec(text ?? '');
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : undefined;
}

// Request bodies are the api-client's request schemas (schemas/requests.ts): the client's body
// types are their inputs and the demo universe validates every write with them.
const buildBody = (kind: 'ships' | 'defenses') => (kind === 'ships' ? r.shipOrderRequestSchema : r.defenseOrderRequestSchema);

/** The answer of POST /auth/token/refresh/ (read by http/client.ts: `access`, optional rotated `refresh`). */
export const refreshAnswerSchema = z.object({ access: z.string().min(1), refresh: z.string().nullish() });

/** Every call of the contract, in the order the check walks them (ids flow downwards). */
export const contractCalls: ContractCall[] = [
  // ── Auth ────────────────────────────────────────────────────────────────────────────────
  {
    id: 'probeAuth',
    method: 'get',
    path: template(routes.auth.root),
    tag: 'auth',
    summary: 'Start-up probe (5 s); any answer, a failure is only logged',
    kind: 'read',
    auth: false,
    errorRule: extractors.standard,
    fallbackKey: 'errors:generic',
    sample: () => ({}),
  },
  {
    id: 'login',
    method: 'post',
    path: template(routes.auth.login),
    tag: 'auth',
    summary: 'Log in; stores user, access and refresh',
    kind: 'auth',
    auth: false,
    body: r.loginRequestSchema,
    answer: s.loginResponseSchema,
    answerName: 'LoginResponse',
    errorRule: extractors.standard,
    fallbackKey: 'errors:login',
    expectedStatuses: { '400': 'The start-up probe posts `{}`: a 400 means the server is available' },
  },
  {
    id: 'refreshToken',
    method: 'post',
    path: template(routes.auth.refresh),
    tag: 'auth',
    summary: 'Exchange the refresh token for a new access token (once per 401, shared by concurrent requests)',
    kind: 'auth',
    auth: false,
    body: r.refreshRequestSchema,
    answer: refreshAnswerSchema,
    answerName: 'TokenRefresh',
    errorRule: extractors.standard,
    fallbackKey: 'errors:generic',
  },
  {
    id: 'logout',
    method: 'post',
    path: template(routes.auth.logout),
    tag: 'auth',
    summary: 'Revoke the refresh token; the client clears its session whatever the answer',
    kind: 'auth',
    body: r.logoutRequestSchema,
    errorRule: extractors.standard,
    fallbackKey: 'errors:generic',
  },
  {
    id: 'updateProfile',
    method: 'patch',
    path: template(routes.auth.profile),
    tag: 'auth',
    summary: 'Update the profile; answers the user',
    kind: 'write',
    body: r.profileUpdateSchema,
    answer: s.userSchema,
    answerName: 'User',
    errorRule: extractors.standard,
    fallbackKey: 'errors:profile.update',
  },

  // ── Galaxy ──────────────────────────────────────────────────────────────────────────────
  {
    id: 'getOwnPlanets',
    method: 'get',
    path: template(routes.galaxy.planets),
    tag: 'galaxy',
    summary: 'Planets, filtered by owner (`me`) or system',
    kind: 'read',
    query: z.object({
      owner: z.string().optional().describe("`me` for the player's planets"),
      system_x: int.optional(),
      system_y: int.optional(),
    }),
    answer: s.planetListSchema,
    answerName: 'PlanetList',
    errorRule: extractors.standard,
    fallbackKey: 'errors:planets.list',
    sample: () => ({ query: { owner: 'me' } }),
    learn: (answer, ctx) => {
      const planet = first<s.Planet>(answer);
      if (!planet) return;
      ctx.planetId = planet.id;
      ctx.planetName = planet.name ?? undefined;
      const coords = parseCoordinates(planet.coordinates);
      ctx.galaxy = planet.system?.x ?? coords?.[0];
      ctx.system = planet.system?.y ?? coords?.[1];
      ctx.position = planet.position ?? coords?.[2];
    },
  },
  {
    id: 'getPlanet',
    method: 'get',
    path: template(routes.galaxy.planet, 'id'),
    tag: 'galaxy',
    summary: 'One planet',
    kind: 'read',
    answer: s.planetSchema,
    answerName: 'Planet',
    errorRule: extractors.standard,
    fallbackKey: 'errors:planets.list',
    sample: idFrom('planetId'),
  },
  {
    id: 'getSystems',
    method: 'get',
    path: template(routes.galaxy.systems),
    tag: 'galaxy',
    summary: 'Systems; x is the galaxy, y the system',
    kind: 'read',
    query: z.object({ x: int.optional(), y: int.optional() }),
    answer: s.systemListSchema,
    answerName: 'SystemList',
    errorRule: extractors.standard,
    fallbackKey: 'errors:systems.list',
    sample: (ctx) => (ctx.galaxy === undefined || ctx.system === undefined ? undefined : { query: { x: ctx.galaxy, y: ctx.system } }),
  },
  {
    id: 'getSystem',
    method: 'get',
    path: template(routes.galaxy.system, 'x', 'y'),
    tag: 'galaxy',
    summary: 'One system',
    kind: 'read',
    answer: s.systemSchema,
    answerName: 'System',
    errorRule: extractors.standard,
    fallbackKey: 'errors:systems.detail',
    expectedStatuses: { '404': 'An empty, unexplored system (message in `detail`): the client shows 15 free positions' },
    sample: (ctx) => (ctx.galaxy === undefined || ctx.system === undefined ? undefined : { params: { x: ctx.galaxy, y: ctx.system } }),
  },
  {
    id: 'searchGalaxy',
    method: 'get',
    path: template(routes.galaxy.search),
    tag: 'galaxy',
    summary: 'Search systems by system, planet or owner name',
    kind: 'read',
    query: z.object({ q: z.string().min(1) }),
    answer: s.galaxySearchSchema,
    answerName: 'GalaxySearch',
    errorRule: extractors.standard,
    fallbackKey: 'errors:systems.search',
    sample: (ctx) => ({ query: { q: ctx.planetName || ctx.username || 'a' } }),
  },
  {
    id: 'colonizePlanet',
    method: 'post',
    path: template(routes.galaxy.colonize, 'id'),
    tag: 'galaxy',
    summary:
      "Colonise a planet with a colony ship from `planet_id` (the selected planet); answers the planet. Without one: 400 {message: 'Requiere nave colonizadora'}",
    kind: 'irreversible',
    body: r.colonizeRequestSchema,
    answer: s.planetSchema,
    answerName: 'Planet',
    errorRule: extractors.standard,
    fallbackKey: 'errors:planets.colonize',
  },
  {
    id: 'abandonPlanet',
    method: 'post',
    path: template(routes.galaxy.abandon, 'id'),
    tag: 'galaxy',
    summary: 'Abandon a planet',
    kind: 'irreversible',
    answer: s.actionResultSchema,
    answerName: 'ActionResult',
    errorRule: extractors.standard,
    fallbackKey: 'errors:planets.abandon',
  },

  // ── Debris ──────────────────────────────────────────────────────────────────────────────
  {
    id: 'getNearbyDebris',
    method: 'get',
    path: template(routes.debris.galaxy),
    tag: 'debris',
    summary: 'Debris of a window of systems (background call: a failure reads as an empty list)',
    kind: 'read',
    query: z.object({ galaxy: int, system_min: int, system_max: int }),
    answer: s.debrisListSchema,
    answerName: 'DebrisFieldList',
    errorRule: extractors.standard,
    fallbackKey: 'errors:reports.debris',
    sample: (ctx) =>
      ctx.galaxy === undefined || ctx.system === undefined
        ? undefined
        : { query: { galaxy: ctx.galaxy, system_min: Math.max(1, ctx.system - 2), system_max: ctx.system + 2 } },
  },
  {
    id: 'getDebrisFields',
    method: 'get',
    path: template(routes.debris.list),
    tag: 'debris',
    summary: 'Debris fields, optionally filtered',
    kind: 'read',
    query: z.object({ galaxy: int.optional(), system: int.optional(), position: int.optional() }),
    answer: s.debrisListSchema,
    answerName: 'DebrisFieldList',
    errorRule: extractors.standard,
    fallbackKey: 'errors:reports.debris',
    sample: () => ({}),
    learn: firstIdInto('debrisId'),
  },
  {
    id: 'getDebrisField',
    method: 'get',
    path: template(routes.debris.detail, 'id'),
    tag: 'debris',
    summary: 'One debris field',
    kind: 'read',
    answer: s.debrisFieldSchema,
    answerName: 'DebrisField',
    errorRule: extractors.standard,
    fallbackKey: 'errors:reports.debris',
    sample: idFrom('debrisId'),
  },

  // ── Resources ───────────────────────────────────────────────────────────────────────────
  {
    id: 'getResourceTypes',
    method: 'get',
    path: template(routes.resources.types),
    tag: 'resources',
    summary: 'Resource types',
    kind: 'read',
    answer: s.resourceTypeListSchema,
    answerName: 'ResourceTypeList',
    errorRule: extractors.standard,
    fallbackKey: 'errors:resources.planets',
    sample: () => ({}),
  },
  {
    id: 'getOptimizedPlanetsResources',
    method: 'get',
    path: template(routes.resources.optimizedPlanets),
    tag: 'resources',
    summary: "Every own planet's resources, optimised form (stock at server_time, production per second)",
    kind: 'read',
    answer: s.optimizedPlanetResourcesListSchema,
    answerName: 'OptimizedPlanetResourcesList',
    errorRule: extractors.standard,
    fallbackKey: 'errors:resources.planets',
    sample: () => ({}),
  },
  {
    id: 'getOptimizedPlanetResources',
    method: 'get',
    path: template(routes.resources.optimizedPlanet, 'id'),
    tag: 'resources',
    summary: "A planet's resources, optimised form (on failure the client uses the legacy call)",
    kind: 'read',
    answer: s.optimizedPlanetResourcesSchema,
    answerName: 'OptimizedPlanetResources',
    errorRule: extractors.standard,
    fallbackKey: 'errors:resources.planet',
    sample: idFrom('planetId'),
  },
  {
    id: 'getLegacyPlanetsResources',
    method: 'get',
    path: template(routes.resources.planets),
    tag: 'resources',
    summary: "Every own planet's resources, legacy form (production per hour)",
    kind: 'read',
    answer: s.legacyPlanetResourcesListSchema,
    answerName: 'LegacyPlanetResourcesList',
    errorRule: extractors.standard,
    fallbackKey: 'errors:resources.planets',
    sample: () => ({}),
  },
  {
    id: 'getLegacyPlanetResources',
    method: 'get',
    path: template(routes.resources.planet, 'id'),
    tag: 'resources',
    summary: "A planet's resources, legacy form",
    kind: 'read',
    answer: s.legacyPlanetResourcesSchema,
    answerName: 'LegacyPlanetResources',
    errorRule: extractors.standard,
    fallbackKey: 'errors:resources.planet',
    sample: idFrom('planetId'),
  },
  {
    id: 'getPlanetProduction',
    method: 'get',
    path: template(routes.resources.production, 'id'),
    tag: 'resources',
    summary: "A planet's production per hour",
    kind: 'read',
    answer: s.planetProductionSchema,
    answerName: 'ResourceAmounts',
    errorRule: extractors.standard,
    fallbackKey: 'errors:resources.planet',
    sample: idFrom('planetId'),
  },
  {
    id: 'getResourceTransactions',
    method: 'get',
    path: template(routes.resources.transactions),
    tag: 'resources',
    summary: 'Resource transactions',
    kind: 'read',
    query: z.object({ planet_id: id.optional(), type: z.string().optional() }),
    answer: s.resourceTransactionListSchema,
    answerName: 'ResourceTransactionList',
    errorRule: extractors.standard,
    fallbackKey: 'errors:resources.planets',
    sample: (ctx) => (ctx.planetId === undefined ? {} : { query: { planet_id: ctx.planetId } }),
  },
  {
    id: 'getActiveResourceBonuses',
    method: 'get',
    path: template(routes.resources.bonuses),
    tag: 'resources',
    summary: 'Production bonuses',
    kind: 'read',
    query: z.object({ active_only: z.boolean().optional() }),
    answer: s.resourceBonusListSchema,
    answerName: 'ResourceBonusList',
    errorRule: extractors.standard,
    fallbackKey: 'errors:resources.planets',
    sample: () => ({ query: { active_only: true } }),
  },
  {
    id: 'getResourceSummary',
    method: 'get',
    path: template(routes.resources.summary),
    tag: 'resources',
    summary: "Totals per resource over the player's planets",
    kind: 'read',
    answer: s.resourceSummarySchema,
    answerName: 'ResourceSummary',
    errorRule: extractors.standard,
    fallbackKey: 'errors:resources.planets',
    sample: () => ({}),
  },

  // ── Notifications ───────────────────────────────────────────────────────────────────────
  {
    id: 'getPendingNotifications',
    method: 'get',
    path: template(routes.notifications.pending),
    tag: 'notifications',
    summary: 'Notifications not shown yet (polled every 10 s)',
    kind: 'read',
    answer: s.pendingNotificationsSchema,
    answerName: 'PendingNotifications',
    errorRule: extractors.standard,
    fallbackKey: 'errors:notifications.overlay',
    sample: () => ({}),
  },
  {
    id: 'getNotificationCounts',
    method: 'get',
    path: template(routes.notifications.counts),
    tag: 'notifications',
    summary: 'Pending and unread counts (failure reads as 0)',
    kind: 'read',
    answer: s.notificationCountsSchema,
    answerName: 'NotificationCounts',
    errorRule: extractors.standard,
    fallbackKey: 'errors:notifications.overlay',
    sample: () => ({}),
  },
  {
    id: 'getNotificationHistory',
    method: 'get',
    path: template(routes.notifications.history),
    tag: 'notifications',
    summary: 'Notification history, 20 a page',
    kind: 'read',
    query: z.object({ limit: int.positive(), offset: int.nonnegative(), type: z.string().optional() }),
    answer: s.notificationHistorySchema,
    answerName: 'NotificationHistory',
    errorRule: extractors.standard,
    fallbackKey: 'errors:notifications.history',
    sample: () => ({ query: { limit: 20, offset: 0 } }),
  },
  {
    id: 'createNotification',
    method: 'post',
    path: template(routes.notifications.create),
    tag: 'notifications',
    summary: 'Create a notification (the check deletes it again)',
    kind: 'write',
    body: r.createNotificationRequestSchema,
    answer: s.notificationSchema,
    answerName: 'Notification',
    errorRule: extractors.standard,
    fallbackKey: 'errors:generic',
    sample: () => ({ body: { notif_type: 'info', title: 'contract:check', message: 'Comprobación del contrato (se borra sola)' } }),
    learn: (answer, ctx) => {
      ctx.notificationId = (answer as s.Notification).id;
    },
  },
  {
    id: 'markNotificationsShown',
    method: 'post',
    path: template(routes.notifications.markShown),
    tag: 'notifications',
    summary: 'Tell the server pop-ups were shown',
    kind: 'write',
    body: r.markShownRequestSchema,
    errorRule: extractors.standard,
    fallbackKey: 'errors:notifications.overlay',
    sample: (ctx) => (ctx.notificationId === undefined ? undefined : { body: { notification_ids: [ctx.notificationId] } }),
  },
  {
    id: 'markNotificationRead',
    method: 'post',
    path: template(routes.notifications.read, 'id'),
    tag: 'notifications',
    summary: 'Mark one notification read (silent on failure)',
    kind: 'write',
    errorRule: extractors.standard,
    fallbackKey: 'errors:notifications.history',
    sample: idFrom('notificationId'),
  },
  {
    id: 'deleteNotification',
    method: 'delete',
    path: template(routes.notifications.delete, 'id'),
    tag: 'notifications',
    summary: 'Delete one notification (silent on failure)',
    kind: 'write',
    errorRule: extractors.standard,
    fallbackKey: 'errors:notifications.history',
    sample: idFrom('notificationId'),
  },
  {
    id: 'markAllNotificationsRead',
    method: 'post',
    path: template(routes.notifications.bulkAction),
    tag: 'notifications',
    summary: 'Bulk action on notifications',
    kind: 'irreversible',
    body: r.notificationBulkRequestSchema,
    errorRule: extractors.standard,
    fallbackKey: 'errors:notifications.history',
  },

  // ── Fleet and reports ───────────────────────────────────────────────────────────────────
  {
    id: 'getMissions',
    method: 'get',
    path: template(routes.fleet.missions),
    tag: 'fleet',
    summary: 'Every mission of the player, newest first',
    kind: 'read',
    answer: s.missionsSchema,
    answerName: 'Missions',
    errorRule: extractors.standard,
    fallbackKey: 'errors:fleet.load',
    sample: () => ({}),
  },
  {
    id: 'getActiveMissions',
    method: 'get',
    path: template(routes.fleet.active),
    tag: 'fleet',
    summary: 'Active missions (dashboard, every 30 s)',
    kind: 'read',
    answer: s.activeMissionsSchema,
    answerName: 'ActiveMissions',
    errorRule: extractors.standard,
    fallbackKey: 'errors:missions.active',
    sample: () => ({}),
  },
  {
    id: 'getMissionTypes',
    method: 'get',
    path: template(routes.fleet.missionTypes),
    tag: 'fleet',
    summary: 'Mission types',
    kind: 'read',
    answer: s.missionTypeListSchema,
    answerName: 'MissionTypeList',
    errorRule: extractors.standard,
    fallbackKey: 'errors:fleet.load',
    sample: () => ({}),
  },
  {
    id: 'getMissionProcessingStatus',
    method: 'get',
    path: template(routes.fleet.status),
    tag: 'fleet',
    summary: 'Whether due missions wait to be processed (every 30 s)',
    kind: 'read',
    answer: s.missionStatusSchema,
    answerName: 'MissionStatus',
    errorRule: extractors.standard,
    fallbackKey: 'errors:fleet.load',
    sample: () => ({}),
  },
  {
    id: 'processMissions',
    method: 'post',
    path: template(routes.fleet.process),
    tag: 'fleet',
    summary: 'Process due missions; `{output}` or `{error}`',
    kind: 'write',
    answer: s.missionProcessSchema,
    answerName: 'MissionProcessResult',
    errorRule: fields('error', 'message', 'detail'),
    fallbackKey: 'fleet:process.error',
    sample: () => ({}),
  },
  {
    id: 'createMission',
    method: 'post',
    path: template(routes.fleet.create),
    tag: 'fleet',
    summary: 'Send a fleet',
    kind: 'irreversible',
    body: r.createMissionRequestSchema.describe('Amounts are whole units from 0; ships: one-entry maps {code: quantity}'),
    answer: s.missionSchema,
    answerName: 'Mission',
    errorRule: extractors.createMission,
    fallbackKey: 'errors:fleet.create',
  },
  {
    id: 'cancelMission',
    method: 'post',
    path: template(routes.fleet.cancel, 'id'),
    tag: 'fleet',
    summary: 'Recall a fleet (preparing, traveling or at the destination)',
    kind: 'irreversible',
    answer: s.missionSchema,
    answerName: 'Mission',
    errorRule: extractors.createMission,
    fallbackKey: 'errors:fleet.cancel',
  },
  {
    id: 'getMissionReports',
    method: 'get',
    path: template(routes.reports.list),
    tag: 'reports',
    summary: 'Mission reports, 20 a page',
    kind: 'read',
    query: z.object({ is_read: z.boolean().optional(), page_size: int.positive() }),
    answer: s.missionReportListSchema,
    answerName: 'MissionReportList',
    errorRule: extractors.standard,
    fallbackKey: 'errors:reports.list',
    sample: () => ({ query: { page_size: 20 } }),
    learn: firstIdInto('reportId'),
  },
  {
    id: 'getMissionReport',
    method: 'get',
    path: template(routes.reports.detail, 'id'),
    tag: 'reports',
    summary: 'One report',
    kind: 'read',
    answer: s.missionReportSchema,
    answerName: 'MissionReport',
    errorRule: extractors.standard,
    fallbackKey: 'errors:reports.detail',
    sample: idFrom('reportId'),
  },
  {
    id: 'markReportRead',
    method: 'patch',
    path: template(routes.reports.detail, 'id'),
    tag: 'reports',
    summary: 'Mark a report read',
    kind: 'irreversible',
    body: r.reportUpdateRequestSchema,
    errorRule: extractors.standard,
    fallbackKey: 'errors:reports.markRead',
  },
  {
    id: 'markAllReportsRead',
    method: 'post',
    path: template(routes.reports.markAllRead),
    tag: 'reports',
    summary: 'Mark every report read',
    kind: 'irreversible',
    errorRule: extractors.standard,
    fallbackKey: 'errors:reports.markAllRead',
  },
  {
    id: 'getReportStatistics',
    method: 'get',
    path: template(routes.reports.statistics),
    tag: 'reports',
    summary: 'Total and unread reports',
    kind: 'read',
    answer: s.reportStatisticsSchema,
    answerName: 'ReportStatistics',
    errorRule: extractors.standard,
    fallbackKey: 'errors:reports.statistics',
    sample: () => ({}),
  },

  // ── Buildings and research ──────────────────────────────────────────────────────────────
  {
    id: 'getPlanetBuildings',
    method: 'get',
    path: template(routes.buildings.planet, 'planet_id'),
    tag: 'buildings',
    summary: "A planet's buildings and fields",
    kind: 'read',
    answer: s.planetBuildingsSchema,
    answerName: 'PlanetBuildings',
    errorRule: extractors.standard,
    fallbackKey: 'errors:buildings.planetData',
    sample: onPlanet,
    learn: (answer, ctx) => {
      const building = (answer as s.PlanetBuildings).buildings[0];
      if (building) ctx.buildingLevel = Number(building.level);
      ctx.buildingCode = building?.building_code;
    },
  },
  {
    id: 'getBuildQueue',
    method: 'get',
    path: template(routes.buildings.queue),
    tag: 'buildings',
    summary: "A planet's construction queue",
    kind: 'read',
    query: planetQuery,
    answer: s.buildQueueSchema,
    answerName: 'BuildQueue',
    errorRule: extractors.standard,
    fallbackKey: 'errors:buildings.planetData',
    sample: withPlanet,
  },
  {
    id: 'getBuildingTypes',
    method: 'get',
    path: template(routes.buildings.types),
    tag: 'buildings',
    summary: 'Building types: a plain array and nothing else',
    kind: 'read',
    answer: s.buildingTypesSchema,
    answerName: 'BuildingTypes',
    errorRule: extractors.standard,
    fallbackKey: 'errors:buildings.typesDetail',
    sample: () => ({}),
    learn: (answer, ctx) => {
      const types = answer as s.BuildingType[];
      ctx.buildingTypeId = (types.find((type) => type.code === ctx.buildingCode) ?? types[0])?.id;
    },
  },
  {
    id: 'getBuildingCost',
    method: 'get',
    path: template(routes.buildings.cost),
    tag: 'buildings',
    summary: 'Cost and time (s) of the next level',
    kind: 'read',
    query: z.object({ building_type_id: id, level: int.nonnegative().describe('The current level'), planet_id: id }),
    answer: s.buildingCostSchema,
    answerName: 'BuildingCost',
    errorRule: extractors.standard,
    fallbackKey: 'errors:buildings.planetData',
    sample: (ctx) =>
      ctx.buildingTypeId === undefined || ctx.planetId === undefined
        ? undefined
        : { query: { building_type_id: ctx.buildingTypeId, level: ctx.buildingLevel ?? 0, planet_id: ctx.planetId } },
  },
  {
    id: 'constructBuilding',
    method: 'post',
    path: template(routes.buildings.construct),
    tag: 'buildings',
    summary: 'Upgrade a building; `{success: false}` is a refusal',
    kind: 'irreversible',
    body: r.constructRequestSchema,
    answer: s.buildingActionSchema,
    answerName: 'BuildingAction',
    errorRule: extractors.standard,
    fallbackKey: 'errors:buildings.upgrade',
  },
  {
    id: 'finishBuilding',
    method: 'post',
    path: template(routes.buildings.finish, 'id'),
    tag: 'buildings',
    summary: 'Register a finished upgrade',
    kind: 'irreversible',
    answer: s.buildingActionSchema,
    answerName: 'BuildingAction',
    errorRule: extractors.standard,
    fallbackKey: 'errors:buildings.upgrade',
  },
  {
    id: 'getResearchTypes',
    method: 'get',
    path: template(routes.research.types),
    tag: 'research',
    summary: 'Research types',
    kind: 'read',
    answer: s.researchTypesSchema,
    answerName: 'ResearchTypeList',
    errorRule: extractors.standard,
    fallbackKey: 'errors:research.load',
    sample: () => ({}),
  },
  {
    id: 'getUserResearch',
    method: 'get',
    path: template(routes.research.user),
    tag: 'research',
    summary: "The player's research levels",
    kind: 'read',
    answer: s.userResearchListSchema,
    answerName: 'UserResearchList',
    errorRule: extractors.standard,
    fallbackKey: 'errors:research.load',
    sample: () => ({}),
  },
  {
    id: 'completeResearch',
    method: 'post',
    path: template(routes.research.complete),
    tag: 'research',
    summary: 'Register finished research (idempotent; every 30 s)',
    kind: 'write',
    answer: s.researchCompleteSchema,
    answerName: 'CompletedCount',
    errorRule: extractors.standard,
    fallbackKey: 'errors:research.load',
    sample: () => ({}),
  },
  {
    id: 'startResearch',
    method: 'post',
    path: template(routes.research.start),
    tag: 'research',
    summary: 'Start a research',
    kind: 'irreversible',
    body: r.researchStartRequestSchema,
    answer: s.userResearchSchema,
    answerName: 'UserResearch',
    errorRule: extractors.standard,
    fallbackKey: 'errors:research.start',
  },

  // ── Ships and defences ──────────────────────────────────────────────────────────────────
  {
    id: 'getShipTypes',
    method: 'get',
    path: template(routes.ships.types),
    tag: 'ships',
    summary: "Ship types (with the planet's requirements)",
    kind: 'read',
    query: planetQuery,
    answer: s.shipTypeListSchema,
    answerName: 'ShipTypeList',
    errorRule: extractors.standard,
    fallbackKey: 'errors:ships.load',
    sample: withPlanet,
  },
  {
    id: 'getPlanetShips',
    method: 'get',
    path: template(routes.ships.planet, 'planet_id'),
    tag: 'ships',
    summary: 'Ships stationed on a planet',
    kind: 'read',
    answer: s.planetShipListSchema,
    answerName: 'PlanetShipList',
    errorRule: extractors.standard,
    fallbackKey: 'errors:ships.load',
    sample: onPlanet,
    learn: (answer, ctx) => {
      const codes = (answer as s.PlanetShip[])
        .filter((ship) => Number(ship.quantity) > 0 && ship.ship_type_code)
        .map((ship) => ship.ship_type_code as string);
      ctx.shipCodes = codes.slice(0, 1);
    },
  },
  {
    id: 'getShipQueue',
    method: 'get',
    path: template(routes.ships.queue),
    tag: 'ships',
    summary: "A planet's ship build queue",
    kind: 'read',
    query: planetQuery,
    answer: s.shipQueueSchema,
    answerName: 'ShipQueue',
    errorRule: extractors.standard,
    fallbackKey: 'errors:ships.load',
    sample: withPlanet,
  },
  {
    id: 'previewMission',
    method: 'post',
    path: template(routes.fleet.preview),
    tag: 'fleet',
    summary: 'Distance, duration, fuel and cargo of a planned mission (reads nothing back into the universe)',
    kind: 'read',
    body: r.missionPreviewRequestSchema.describe('ships: one ship code per ship (3 cruisers = 3 entries)'),
    answer: s.missionPreviewSchema,
    answerName: 'MissionPreview',
    errorRule: extractors.createMission,
    fallbackKey: 'fleet:preview.error',
    sample: (ctx) =>
      ctx.galaxy === undefined || ctx.system === undefined || ctx.position === undefined || !ctx.shipCodes?.length
        ? undefined
        : {
            body: {
              origin_galaxy: ctx.galaxy,
              origin_system: ctx.system,
              origin_position: ctx.position,
              dest_galaxy: ctx.galaxy,
              dest_system: ctx.system + 1,
              dest_position: ctx.position,
              speed_percentage: 100,
              ships: ctx.shipCodes,
            },
          },
  },
  {
    id: 'completeShips',
    method: 'post',
    path: template(routes.ships.complete),
    tag: 'ships',
    summary: 'Register finished ships (idempotent; every 30 s)',
    kind: 'write',
    answer: s.completeResultSchema,
    answerName: 'CompleteResult',
    errorRule: extractors.standard,
    fallbackKey: 'errors:ships.load',
    sample: () => ({}),
  },
  {
    id: 'buildShips',
    method: 'post',
    path: template(routes.ships.build),
    tag: 'ships',
    summary: 'Queue ships',
    kind: 'irreversible',
    body: buildBody('ships'),
    answer: s.shipQueueItemSchema,
    answerName: 'ShipQueueItem',
    errorRule: extractors.build,
    fallbackKey: 'errors:ships.build',
  },
  {
    id: 'getDefenseTypes',
    method: 'get',
    path: template(routes.defenses.types),
    tag: 'defenses',
    summary: 'Defence types',
    kind: 'read',
    query: planetQuery,
    answer: s.defenseTypeListSchema,
    answerName: 'DefenseTypeList',
    errorRule: extractors.standard,
    fallbackKey: 'errors:defenses.load',
    sample: withPlanet,
  },
  {
    id: 'getPlanetDefenses',
    method: 'get',
    path: template(routes.defenses.planet, 'planet_id'),
    tag: 'defenses',
    summary: 'Defences on a planet',
    kind: 'read',
    answer: s.planetDefenseListSchema,
    answerName: 'PlanetDefenseList',
    errorRule: extractors.standard,
    fallbackKey: 'errors:defenses.load',
    sample: onPlanet,
  },
  {
    id: 'getDefenseQueue',
    method: 'get',
    path: template(routes.defenses.queue),
    tag: 'defenses',
    summary: "A planet's defence queue",
    kind: 'read',
    query: planetQuery,
    answer: s.defenseQueueSchema,
    answerName: 'DefenseQueue',
    errorRule: extractors.standard,
    fallbackKey: 'errors:defenses.load',
    sample: withPlanet,
  },
  {
    id: 'completeDefenses',
    method: 'post',
    path: template(routes.defenses.complete),
    tag: 'defenses',
    summary: 'Register finished defences (idempotent; every 30 s)',
    kind: 'write',
    answer: s.completeResultSchema,
    answerName: 'CompleteResult',
    errorRule: extractors.standard,
    fallbackKey: 'errors:defenses.load',
    sample: () => ({}),
  },
  {
    id: 'buildDefenses',
    method: 'post',
    path: template(routes.defenses.build),
    tag: 'defenses',
    summary: 'Queue defences',
    kind: 'irreversible',
    body: buildBody('defenses'),
    answer: s.defenseQueueItemSchema,
    answerName: 'DefenseQueueItem',
    errorRule: extractors.build,
    fallbackKey: 'errors:defenses.build',
  },

  // ── Messages ────────────────────────────────────────────────────────────────────────────
  {
    id: 'getMessageCategories',
    method: 'get',
    path: template(routes.messages.categories),
    tag: 'messages',
    summary: 'Message categories (silent on failure)',
    kind: 'read',
    answer: s.messageCategoryListSchema,
    answerName: 'MessageCategoryList',
    errorRule: extractors.standard,
    fallbackKey: 'errors:messages.list',
    sample: () => ({}),
  },
  {
    id: 'getMessageTemplates',
    method: 'get',
    path: template(routes.messages.templates),
    tag: 'messages',
    summary: 'Message templates (silent on failure)',
    kind: 'read',
    answer: s.messageTemplateListSchema,
    answerName: 'MessageTemplateList',
    errorRule: extractors.standard,
    fallbackKey: 'errors:messages.list',
    sample: () => ({}),
  },
  {
    id: 'searchUsers',
    method: 'get',
    path: template(routes.messages.userSearch),
    tag: 'messages',
    summary: 'Commanders by name (2+ characters)',
    kind: 'read',
    query: z.object({ q: z.string().min(2) }),
    answer: s.userSearchListSchema,
    answerName: 'UserSearchList',
    errorRule: extractors.standard,
    fallbackKey: 'errors:generic',
    sample: (ctx) => ({ query: { q: (ctx.username ?? 'de').slice(0, 2).padEnd(2, 'e') } }),
  },
  {
    id: 'getMessages',
    method: 'get',
    path: template(routes.messages.list),
    tag: 'messages',
    summary: 'A folder of messages, 20 a page: always `{count, results}`',
    kind: 'read',
    query: z.object({
      folder: z.enum(s.MESSAGE_FOLDERS),
      page: int.positive(),
      page_size: int.positive(),
      search: z.string().optional(),
      category: z.string().optional(),
      is_read: z.boolean().optional(),
      is_starred: z.boolean().optional(),
    }),
    answer: s.messagePageSchema,
    answerName: 'MessagePage',
    errorRule: extractors.standard,
    fallbackKey: 'errors:messages.list',
    sample: () => ({ query: { folder: 'inbox', page: 1, page_size: 20 } }),
    learn: (answer, ctx) => {
      ctx.messageId = (answer as s.MessagePage).results[0]?.id;
    },
  },
  {
    id: 'getMessageStats',
    method: 'get',
    path: template(routes.messages.stats),
    tag: 'messages',
    summary: 'Folder counts (silent on failure)',
    kind: 'read',
    answer: s.messageStatsSchema,
    answerName: 'MessageStats',
    errorRule: extractors.standard,
    fallbackKey: 'errors:messages.list',
    sample: () => ({}),
  },
  {
    id: 'getMessage',
    method: 'get',
    path: template(routes.messages.detail, 'id'),
    tag: 'messages',
    summary: 'One message (`content` is HTML from another player)',
    kind: 'read',
    answer: s.messageSchema,
    answerName: 'Message',
    errorRule: extractors.standard,
    fallbackKey: 'errors:messages.detail',
    sample: idFrom('messageId'),
  },
  {
    id: 'messageAction',
    method: 'post',
    path: template(routes.messages.actions),
    tag: 'messages',
    summary: 'Act on messages (the check stars and unstars one)',
    kind: 'write',
    body: r.messageActionRequestSchema,
    answer: s.messageActionResultSchema,
    answerName: 'MessageActionResult',
    errorRule: extractors.standard,
    fallbackKey: 'errors:messages.action',
  },
  {
    id: 'sendMessage',
    method: 'post',
    path: template(routes.messages.send),
    tag: 'messages',
    summary: 'Send a message',
    kind: 'irreversible',
    body: r.sendMessageRequestSchema,
    answer: s.messageSchema,
    answerName: 'Message',
    errorRule: extractors.sendMessage,
    fallbackKey: 'errors:messages.send',
  },
  {
    id: 'replyToMessage',
    method: 'post',
    path: template(routes.messages.reply),
    tag: 'messages',
    summary: 'Reply to a message',
    kind: 'irreversible',
    body: r.replyMessageRequestSchema,
    answer: s.messageSchema,
    answerName: 'Message',
    errorRule: extractors.reply,
    fallbackKey: 'errors:messages.send',
  },
];

/** Field names an error rule may read, longest catalogue first (see `errorFields`). */
const CANDIDATE_ERROR_FIELDS = [
  'recipient_username',
  'original_message_id',
  'subject',
  'content',
  'non_field_errors',
  'error',
  'message',
  'detail',
];

/**
 * The fields a message rule reads, in order, found by asking the rule itself: a body with every
 * candidate field set to its own name is offered, the field whose value comes back is next, and
 * is removed for the following round.
 * @returns e.g. `['message', 'detail']` for `extractors.standard`
 */
export function errorFields(rule: MessageExtractor): string[] {
  const left = new Set(CANDIDATE_ERROR_FIELDS);
  const order: string[] = [];
  for (;;) {
    const body = Object.fromEntries([...left].map((name) => [name, [name]]));
    const found = rule(body);
    if (!found || !left.has(found)) return order;
    order.push(found);
    left.delete(found);
  }
}

/** Fills a path template: `/x/{id}/` + `{id: 3}` → `/x/3/`. @throws Error when a parameter is missing */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** Names of a template's path parameters, in order. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
}
