/**
 * The contract check's rows: the api-client's call table (`packages/api-client/src/calls/*.ts`,
 * which declares every call's method, path, schemas, error rule and catalogue default once) with
 * what only a probe needs beyond it: a sample request built from what earlier answers taught,
 * what to learn from an answer, the order of the walk and the statuses other than 2xx that are
 * a normal answer. The OpenAPI generator (`openapi.ts`) and the conformance check (`check.ts`)
 * both read `contractCalls`.
 *
 * A call without a probe row here is still documented and checked: a read the check cannot
 * build a request for is reported as skipped (and fails `--strict`), a write for good is listed
 * as not run.
 */
import type { z } from 'zod';
import { callList, calls, type AnyCall, type CallId, type CallKind, type Method } from '@imperio/api-client/calls/index';
import type { MessageExtractor } from '@imperio/api-client/errors';
import * as s from '@imperio/api-client/schemas/index';
import * as r from '@imperio/api-client/schemas/requests';
import * as q from '@imperio/api-client/schemas/queries';

export type { CallKind, Method };

/** Ids and values the check learns from earlier answers and feeds to later calls. */
export interface WalkContext {
  username?: string;
  planetId?: number;
  galaxy?: number;
  system?: number;
  position?: number;
  planetName?: string;
  buildingCode?: string;
  buildingTypeId?: number;
  buildingLevel?: number;
  shipCodes?: string[];
  reportId?: number;
  messageId?: number;
  debrisId?: number;
  notificationId?: number;
}

/** A concrete request of a call: path parameters, query string, JSON body. */
export interface CallInput {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean>;
  body?: unknown;
}

/** What a probe adds to a call of the table. */
interface Probe {
  /** The call's id in the table. */
  id: CallId;
  /** Statuses other than 2xx the client treats as a normal answer, with what they mean. */
  expectedStatuses?: Record<string, string>;
  /** A request for the check, built from what earlier answers taught; undefined = cannot run. */
  sample?: (ctx: WalkContext) => CallInput | undefined;
  /** Learns ids from this call's parsed answer. */
  learn?: (answer: unknown, ctx: WalkContext) => void;
}

/** A call of the table with its schemas resolved and its probe, as the check and the generator read it. */
export interface ContractCall extends Omit<Probe, 'id'> {
  id: string;
  method: Method;
  /** Path template under `/api`, e.g. `/galaxy/planets/{id}/`. */
  path: string;
  tag: string;
  summary: string;
  kind: CallKind;
  /** False for login, refresh and the auth probe (no Bearer token). @default true */
  auth?: boolean;
  query?: z.core.$ZodObject;
  body?: z.core.$ZodType;
  /** The answer schema; undefined when the client does not read the answer. */
  answer?: z.core.$ZodType;
  /** Name of the answer's component in the OpenAPI document. */
  answerName?: string;
  /** The rule that finds the server's message in an error body. */
  errorRule: MessageExtractor;
  /** i18n key of the catalogue's default text. */
  fallbackKey: string;
}

/** A request whose `{planet_id}` query is the planet learnt first (undefined, i.e. skipped, until then). */
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
    ctx[key] = first<{ id: number }>(answer)?.id;
  };
const first = <T>(list: unknown): T | undefined => (Array.isArray(list) ? (list[0] as T | undefined) : undefined);

/** Coordinates `g:s:p` or `[g:s:p]` → numbers. */
function parseCoordinates(text: string | null | undefined): [number, number, number] | undefined {
  const match = /(\d+):(\d+):(\d+)/.exec(text ?? '');
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : undefined;
}

/** The answer of POST /auth/token/refresh/ (read by http/client.ts: `access`, optional rotated `refresh`). */
export const refreshAnswerSchema = s.refreshAnswerSchema;

/** The probes, in the order the check walks them (ids flow downwards). */
const probes: Probe[] = [
  {
    id: 'probeAuth',
    sample: () => ({}),
  },
  {
    id: 'login',
    expectedStatuses: { '400': 'The start-up probe posts `{}`: a 400 means the server is available' },
  },
  {
    id: 'getOwnPlanets',
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
    sample: idFrom('planetId'),
  },
  {
    id: 'getSystems',
    sample: (ctx) => (ctx.galaxy === undefined || ctx.system === undefined ? undefined : { query: { x: ctx.galaxy, y: ctx.system } }),
  },
  {
    id: 'getSystem',
    expectedStatuses: { '404': 'An empty, unexplored system (message in `detail`): the client shows 15 free positions' },
    sample: (ctx) => (ctx.galaxy === undefined || ctx.system === undefined ? undefined : { params: { x: ctx.galaxy, y: ctx.system } }),
  },
  {
    id: 'searchGalaxy',
    sample: (ctx) => ({ query: { q: ctx.planetName || ctx.username || 'a' } }),
  },
  {
    id: 'getNearbyDebris',
    sample: (ctx) =>
      ctx.galaxy === undefined || ctx.system === undefined
        ? undefined
        : { query: { galaxy: ctx.galaxy, system_min: Math.max(1, ctx.system - 2), system_max: ctx.system + 2 } },
  },
  {
    id: 'getDebrisFields',
    sample: () => ({}),
    learn: firstIdInto('debrisId'),
  },
  {
    id: 'getDebrisField',
    sample: idFrom('debrisId'),
  },
  {
    id: 'getResourceTypes',
    sample: () => ({}),
  },
  {
    id: 'getOptimizedPlanetsResources',
    sample: () => ({}),
  },
  {
    id: 'getOptimizedPlanetResources',
    sample: idFrom('planetId'),
  },
  {
    id: 'getLegacyPlanetsResources',
    sample: () => ({}),
  },
  {
    id: 'getLegacyPlanetResources',
    sample: idFrom('planetId'),
  },
  {
    id: 'getPlanetProduction',
    sample: idFrom('planetId'),
  },
  {
    id: 'getResourceTransactions',
    sample: (ctx) => (ctx.planetId === undefined ? {} : { query: { planet_id: ctx.planetId } }),
  },
  {
    id: 'getActiveResourceBonuses',
    sample: () => ({ query: { active_only: true } }),
  },
  {
    id: 'getResourceSummary',
    sample: () => ({}),
  },
  {
    id: 'getPendingNotifications',
    sample: () => ({}),
  },
  {
    id: 'getNotificationCounts',
    sample: () => ({}),
  },
  {
    id: 'getNotificationHistory',
    sample: () => ({ query: { limit: 20, offset: 0 } }),
  },
  {
    id: 'createNotification',
    sample: () => ({ body: { notif_type: 'info', title: 'contract:check', message: 'Comprobación del contrato (se borra sola)' } }),
    learn: (answer, ctx) => {
      ctx.notificationId = (answer as s.Notification).id;
    },
  },
  {
    id: 'markNotificationsShown',
    sample: (ctx) => (ctx.notificationId === undefined ? undefined : { body: { notification_ids: [ctx.notificationId] } }),
  },
  {
    id: 'markNotificationRead',
    sample: idFrom('notificationId'),
  },
  {
    id: 'deleteNotification',
    sample: idFrom('notificationId'),
  },
  {
    id: 'getMissions',
    sample: () => ({}),
  },
  {
    id: 'getActiveMissions',
    sample: () => ({}),
  },
  {
    id: 'getMissionTypes',
    sample: () => ({}),
  },
  {
    id: 'getMissionProcessingStatus',
    sample: () => ({}),
  },
  {
    id: 'processMissions',
    sample: () => ({}),
  },
  {
    id: 'getMissionReports',
    sample: () => ({ query: { page_size: 20 } }),
    learn: firstIdInto('reportId'),
  },
  {
    id: 'getMissionReport',
    sample: idFrom('reportId'),
  },
  {
    id: 'getReportStatistics',
    sample: () => ({}),
  },
  {
    id: 'getPlanetBuildings',
    sample: onPlanet,
    learn: (answer, ctx) => {
      const building = (answer as s.PlanetBuildings).buildings[0];
      if (building) ctx.buildingLevel = building.level;
      ctx.buildingCode = building?.building_code;
    },
  },
  {
    id: 'getBuildQueue',
    sample: withPlanet,
  },
  {
    id: 'getBuildingTypes',
    sample: () => ({}),
    learn: (answer, ctx) => {
      const types = answer as s.BuildingType[];
      ctx.buildingTypeId = (types.find((type) => type.code === ctx.buildingCode) ?? types[0])?.id;
    },
  },
  {
    id: 'getBuildingCost',
    sample: (ctx) =>
      ctx.buildingTypeId === undefined || ctx.planetId === undefined
        ? undefined
        : { query: { building_type_id: ctx.buildingTypeId, level: ctx.buildingLevel ?? 0, planet_id: ctx.planetId } },
  },
  {
    id: 'getResearchTypes',
    sample: () => ({}),
  },
  {
    id: 'getUserResearch',
    sample: () => ({}),
  },
  {
    id: 'completeResearch',
    sample: () => ({}),
  },
  {
    id: 'getShipTypes',
    sample: withPlanet,
  },
  {
    id: 'getPlanetShips',
    sample: onPlanet,
    learn: (answer, ctx) => {
      const codes = (answer as s.PlanetShip[])
        .filter((ship) => ship.quantity > 0 && ship.ship_type_code)
        .map((ship) => ship.ship_type_code as string);
      ctx.shipCodes = codes.slice(0, 1);
    },
  },
  {
    id: 'getShipQueue',
    sample: withPlanet,
  },
  {
    id: 'previewMission',
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
    sample: () => ({}),
  },
  {
    id: 'getDefenseTypes',
    sample: withPlanet,
  },
  {
    id: 'getPlanetDefenses',
    sample: onPlanet,
  },
  {
    id: 'getDefenseQueue',
    sample: withPlanet,
  },
  {
    id: 'completeDefenses',
    sample: () => ({}),
  },
  {
    id: 'getMessageCategories',
    sample: () => ({}),
  },
  {
    id: 'getMessageTemplates',
    sample: () => ({}),
  },
  {
    id: 'searchUsers',
    sample: (ctx) => ({ query: { q: (ctx.username ?? 'de').slice(0, 2).padEnd(2, 'e') } }),
  },
  {
    id: 'getMessages',
    sample: () => ({ query: { folder: 'inbox', page: 1, page_size: 20 } }),
    learn: (answer, ctx) => {
      ctx.messageId = (answer as s.MessagePage).results[0]?.id;
    },
  },
  {
    id: 'getMessageStats',
    sample: () => ({}),
  },
  {
    id: 'getMessage',
    sample: idFrom('messageId'),
  },
];

/** A table entry with its schemas picked from their modules and its probe (if any) added. */
function resolve(call: AnyCall, probe: Probe | undefined): ContractCall {
  const { id: _id, ...extra } = probe ?? { id: call.id };
  return {
    id: call.id,
    method: call.method,
    path: call.path,
    tag: call.tag,
    summary: call.summary,
    kind: call.kind,
    ...(call.auth === false ? { auth: false } : {}),
    ...(call.query ? { query: call.query(q) as z.core.$ZodObject } : {}),
    ...(call.body ? { body: call.body(r) as z.core.$ZodType } : {}),
    ...(call.answer ? { answer: call.answer(s) as z.core.$ZodType, answerName: call.answerName } : {}),
    errorRule: call.errorRule,
    fallbackKey: call.fallbackKey,
    ...extra,
  };
}

const probeOf = new Map(probes.map((probe) => [probe.id as string, probe]));
for (const id of probeOf.keys()) if (!(id in calls)) throw new Error(`probe for ${id}, which is not in the call table`);
const resolved = new Map(callList.map((call) => [call.id, resolve(call, probeOf.get(call.id))]));

/** Every call of the table, in table order (the OpenAPI document's order of tags). */
export const tableCalls: ContractCall[] = [...resolved.values()];

/** Every call of the table in the order the check walks them: the probes' order, then the rest in table order. */
export const contractCalls: ContractCall[] = [
  ...probes.map((probe) => resolved.get(probe.id) as ContractCall),
  ...tableCalls.filter((call) => !probeOf.has(call.id)),
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
