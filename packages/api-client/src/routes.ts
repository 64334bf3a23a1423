/**
 * The one table of `/api` paths (docs/api.md). Paths are relative to the
 * configured prefix and written without the leading slash, as ky's `prefixUrl` requires.
 * A backend with other paths is a change to this file only.
 *
 * Every value put into a path goes through {@link pathId}: a positive integer, encoded. A value
 * from a URL or a server answer such as `../missions/reports/901` can never change which
 * endpoint is called.
 */
import type { Id } from './schemas/common';

/** A value that cannot be a path id (not a positive integer). */
export class InvalidPathParameterError extends Error {
  constructor(readonly value: unknown) {
    super('invalid id in an API path');
    this.name = 'InvalidPathParameterError';
  }
}

/** True for a positive safe integer, or a string of one written in plain decimal digits. */
export function isPositiveId(value: unknown): value is Id {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0;
  return typeof value === 'string' && /^[1-9][0-9]{0,15}$/.test(value) && Number.isSafeInteger(Number(value));
}

/**
 * Reads an id from a URL parameter: the positive integer it holds, else null (the screen then
 * shows its default).
 * @example idParam(new URLSearchParams('message=../x').get('message')) // null
 */
export function idParam(raw: string | null | undefined): string | null {
  return raw != null && isPositiveId(raw) ? raw : null;
}

/**
 * A route-pattern placeholder: `:id` as the mock handlers match paths, `{id}` as the OpenAPI
 * contract writes them. No path syntax (`/`, `.`, `%`, `?`) fits in one.
 */
const PLACEHOLDER = /^(:[A-Za-z][A-Za-z0-9_]*|\{[A-Za-z][A-Za-z0-9_]*\})$/;

/**
 * One path segment for an id: validated and encoded. Besides ids, the `:name` placeholders of
 * route patterns are let through, so the mocks can match `routes.messages.detail(':id')` and
 * the contract can write `messages/{id}/`.
 * @throws InvalidPathParameterError when `value` is not a positive integer (or a placeholder)
 */
export function pathId(value: Id): string {
  if (isPositiveId(value)) return encodeURIComponent(String(value));
  if (typeof value === 'string' && PLACEHOLDER.test(value)) return value;
  throw new InvalidPathParameterError(value);
}

export const routes = {
  auth: {
    root: 'auth/',
    login: 'auth/login/',
    logout: 'auth/logout/',
    refresh: 'auth/token/refresh/',
    profile: 'auth/profile/',
  },
  galaxy: {
    systems: 'galaxy/systems/',
    system: (x: Id, y: Id) => `galaxy/systems/${pathId(x)}/${pathId(y)}/`,
    search: 'galaxy/search/',
    planets: 'galaxy/planets/',
    planet: (id: Id) => `galaxy/planets/${pathId(id)}/`,
    colonize: (id: Id) => `galaxy/planets/${pathId(id)}/colonize/`,
    abandon: (id: Id) => `galaxy/planets/${pathId(id)}/abandon/`,
  },
  debris: {
    galaxy: 'missions/debris/galaxy/',
    list: 'missions/debris/',
    detail: (id: Id) => `missions/debris/${pathId(id)}/`,
  },
  resources: {
    types: 'resources/types/',
    optimizedPlanets: 'resources/optimized/planets/',
    optimizedPlanet: (id: Id) => `resources/optimized/planets/${pathId(id)}/`,
    planets: 'resources/planets/',
    planet: (id: Id) => `resources/planets/${pathId(id)}/`,
    production: (id: Id) => `resources/planets/${pathId(id)}/production/`,
    transactions: 'resources/transactions/',
    bonuses: 'resources/bonuses/',
    summary: 'resources/summary/',
  },
  notifications: {
    pending: 'notifications/pending/',
    markShown: 'notifications/mark-shown/',
    counts: 'notifications/counts/',
    history: 'notifications/history/',
    read: (id: Id) => `notifications/${pathId(id)}/read/`,
    delete: (id: Id) => `notifications/${pathId(id)}/delete/`,
    bulkAction: 'notifications/bulk-action/',
    create: 'notifications/create/',
  },
  fleet: {
    missions: 'fleet/missions/',
    active: 'fleet/missions/active/',
    missionTypes: 'fleet/mission-types/',
    preview: 'fleet/missions/preview/',
    create: 'fleet/missions/create/',
    cancel: (id: Id) => `fleet/missions/${pathId(id)}/cancel/`,
    status: 'fleet/missions/status/',
    process: 'fleet/missions/process/',
  },
  reports: {
    list: 'missions/reports/',
    detail: (id: Id) => `missions/reports/${pathId(id)}/`,
    markAllRead: 'missions/reports/mark-all-read/',
    statistics: 'missions/reports/statistics/',
  },
  buildings: {
    planet: (planetId: Id) => `buildings/planet/${pathId(planetId)}/`,
    queue: 'buildings/queue/',
    types: 'buildings/types/',
    cost: 'buildings/cost/',
    construct: 'buildings/construct/',
    finish: (id: Id) => `buildings/${pathId(id)}/finish/`,
  },
  research: {
    complete: 'research/complete/',
    types: 'research/types/',
    user: 'research/user/',
    start: 'research/start/',
  },
  ships: {
    complete: 'ships/complete/',
    types: 'ships/types/',
    planet: (planetId: Id) => `ships/planet/${pathId(planetId)}/`,
    queue: 'ships/queue/',
    build: 'ships/build/',
  },
  defenses: {
    complete: 'defenses/complete/',
    types: 'defenses/types/',
    planet: (planetId: Id) => `defenses/planet/${pathId(planetId)}/`,
    queue: 'defenses/queue/',
    build: 'defenses/build/',
  },
  messages: {
    categories: 'messages/categories/',
    templates: 'messages/templates/',
    userSearch: 'messages/users/search/',
    list: 'messages/',
    stats: 'messages/stats/',
    detail: (id: Id) => `messages/${pathId(id)}/`,
    actions: 'messages/actions/',
    send: 'messages/send/',
    reply: 'messages/reply/',
  },
} as const;
