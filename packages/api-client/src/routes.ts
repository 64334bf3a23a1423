/**
 * The `/api` paths by domain (docs/api.md), derived from the call table (`calls/*.ts`): a path
 * is written once, in its call's entry. Paths are relative to the configured prefix and written
 * without the leading slash, as ky's `prefixUrl` requires. The demo universe matches its
 * handlers with these (`routes.messages.detail(':id')`).
 *
 * Every value put into a path goes through {@link pathId}: a positive integer, encoded.
 */
import { calls, type AnyCall } from './calls/index';
import { pathOf } from './calls/call';
import { pathParamNames } from './calls/define';
import type { RoutePlaceholder } from './calls/path';
import type { Id } from './schemas/common';

export { InvalidPathParameterError, idParam, isPositiveId, pathId, type RoutePlaceholder } from './calls/path';

/** A path segment value: an id, or a `:name` / `{name}` placeholder of a route pattern. */
type Segment = Id | RoutePlaceholder;

/** The relative path of a call without parameters. */
const at = (def: AnyCall): string => def.path.slice(1);
/** The relative path of a call with its parameters given in template order. */
const with1 =
  (def: AnyCall) =>
  (a: Segment): string =>
    pathOf(def, Object.fromEntries(pathParamNames(def.path).map((name, i) => [name, [a][i] as Segment])));
const with2 =
  (def: AnyCall) =>
  (a: Segment, b: Segment): string =>
    pathOf(def, Object.fromEntries(pathParamNames(def.path).map((name, i) => [name, [a, b][i] as Segment])));

export const routes = {
  auth: {
    root: at(calls.probeAuth),
    login: at(calls.login),
    logout: at(calls.logout),
    refresh: at(calls.refreshToken),
    profile: at(calls.updateProfile),
  },
  galaxy: {
    systems: at(calls.getSystems),
    system: with2(calls.getSystem),
    search: at(calls.searchGalaxy),
    planets: at(calls.getOwnPlanets),
    planet: with1(calls.getPlanet),
    colonize: with1(calls.colonizePlanet),
    abandon: with1(calls.abandonPlanet),
  },
  debris: {
    galaxy: at(calls.getNearbyDebris),
    list: at(calls.getDebrisFields),
    detail: with1(calls.getDebrisField),
  },
  resources: {
    types: at(calls.getResourceTypes),
    optimizedPlanets: at(calls.getOptimizedPlanetsResources),
    optimizedPlanet: with1(calls.getOptimizedPlanetResources),
    planets: at(calls.getLegacyPlanetsResources),
    planet: with1(calls.getLegacyPlanetResources),
    production: with1(calls.getPlanetProduction),
    transactions: at(calls.getResourceTransactions),
    bonuses: at(calls.getActiveResourceBonuses),
    summary: at(calls.getResourceSummary),
  },
  notifications: {
    pending: at(calls.getPendingNotifications),
    markShown: at(calls.markNotificationsShown),
    counts: at(calls.getNotificationCounts),
    history: at(calls.getNotificationHistory),
    read: with1(calls.markNotificationRead),
    delete: with1(calls.deleteNotification),
    bulkAction: at(calls.markAllNotificationsRead),
    create: at(calls.createNotification),
  },
  fleet: {
    missions: at(calls.getMissions),
    active: at(calls.getActiveMissions),
    missionTypes: at(calls.getMissionTypes),
    preview: at(calls.previewMission),
    create: at(calls.createMission),
    cancel: with1(calls.cancelMission),
    status: at(calls.getMissionProcessingStatus),
    process: at(calls.processMissions),
  },
  reports: {
    list: at(calls.getMissionReports),
    detail: with1(calls.getMissionReport),
    markAllRead: at(calls.markAllReportsRead),
    statistics: at(calls.getReportStatistics),
  },
  buildings: {
    planet: with1(calls.getPlanetBuildings),
    queue: at(calls.getBuildQueue),
    types: at(calls.getBuildingTypes),
    cost: at(calls.getBuildingCost),
    construct: at(calls.constructBuilding),
    finish: with1(calls.finishBuilding),
  },
  research: {
    complete: at(calls.completeResearch),
    types: at(calls.getResearchTypes),
    user: at(calls.getUserResearch),
    start: at(calls.startResearch),
  },
  ships: {
    complete: at(calls.completeShips),
    types: at(calls.getShipTypes),
    planet: with1(calls.getPlanetShips),
    queue: at(calls.getShipQueue),
    build: at(calls.buildShips),
  },
  defenses: {
    complete: at(calls.completeDefenses),
    types: at(calls.getDefenseTypes),
    planet: with1(calls.getPlanetDefenses),
    queue: at(calls.getDefenseQueue),
    build: at(calls.buildDefenses),
  },
  messages: {
    categories: at(calls.getMessageCategories),
    templates: at(calls.getMessageTemplates),
    userSearch: at(calls.searchUsers),
    list: at(calls.getMessages),
    stats: at(calls.getMessageStats),
    detail: with1(calls.getMessage),
    actions: at(calls.messageAction),
    send: at(calls.sendMessage),
    reply: at(calls.replyToMessage),
  },
} as const;
