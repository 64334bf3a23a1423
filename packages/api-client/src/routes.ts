/**
 * The one table of `/api` paths (../shared/spec/api-contract.md). Paths are relative to the
 * configured prefix and written without the leading slash, as ky's `prefixUrl` requires.
 * A backend with other paths is a change to this file only.
 */
type Id = number | string;

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
    system: (x: Id, y: Id) => `galaxy/systems/${x}/${y}/`,
    search: 'galaxy/search/',
    planets: 'galaxy/planets/',
    planet: (id: Id) => `galaxy/planets/${id}/`,
    colonize: (id: Id) => `galaxy/planets/${id}/colonize/`,
    abandon: (id: Id) => `galaxy/planets/${id}/abandon/`,
  },
  debris: {
    galaxy: 'missions/debris/galaxy/',
    list: 'missions/debris/',
    detail: (id: Id) => `missions/debris/${id}/`,
  },
  resources: {
    types: 'resources/types/',
    optimizedPlanets: 'resources/optimized/planets/',
    optimizedPlanet: (id: Id) => `resources/optimized/planets/${id}/`,
    planets: 'resources/planets/',
    planet: (id: Id) => `resources/planets/${id}/`,
    production: (id: Id) => `resources/planets/${id}/production/`,
    transactions: 'resources/transactions/',
    bonuses: 'resources/bonuses/',
    summary: 'resources/summary/',
  },
  notifications: {
    pending: 'notifications/pending/',
    markShown: 'notifications/mark-shown/',
    counts: 'notifications/counts/',
    history: 'notifications/history/',
    read: (id: Id) => `notifications/${id}/read/`,
    delete: (id: Id) => `notifications/${id}/delete/`,
    bulkAction: 'notifications/bulk-action/',
    create: 'notifications/create/',
  },
  fleet: {
    missions: 'fleet/missions/',
    active: 'fleet/missions/active/',
    missionTypes: 'fleet/mission-types/',
    preview: 'fleet/missions/preview/',
    create: 'fleet/missions/create/',
    cancel: (id: Id) => `fleet/missions/${id}/cancel/`,
    status: 'fleet/missions/status/',
    process: 'fleet/missions/process/',
  },
  reports: {
    list: 'missions/reports/',
    detail: (id: Id) => `missions/reports/${id}/`,
    markAllRead: 'missions/reports/mark-all-read/',
    statistics: 'missions/reports/statistics/',
  },
  buildings: {
    planet: (planetId: Id) => `buildings/planet/${planetId}/`,
    queue: 'buildings/queue/',
    types: 'buildings/types/',
    cost: 'buildings/cost/',
    construct: 'buildings/construct/',
    finish: (id: Id) => `buildings/${id}/finish/`,
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
    planet: (planetId: Id) => `ships/planet/${planetId}/`,
    queue: 'ships/queue/',
    build: 'ships/build/',
  },
  defenses: {
    complete: 'defenses/complete/',
    types: 'defenses/types/',
    planet: (planetId: Id) => `defenses/planet/${planetId}/`,
    queue: 'defenses/queue/',
    build: 'defenses/build/',
  },
  messages: {
    categories: 'messages/categories/',
    templates: 'messages/templates/',
    userSearch: 'messages/users/search/',
    list: 'messages/',
    stats: 'messages/stats/',
    detail: (id: Id) => `messages/${id}/`,
    actions: 'messages/actions/',
    send: 'messages/send/',
    reply: 'messages/reply/',
  },
} as const;
