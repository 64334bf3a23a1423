import { MISSION_SPEED, POSITIONS_PER_SYSTEM } from '@imperio/rules/fleet/limits';

/**
 * Imperio's one configuration module: feature flags, texts kept in configuration and every
 * interval and limit of the specification, each with the section it comes from.
 * Units are in the names: `*Ms` milliseconds, `*S` seconds. Screens read their constants here.
 */

/** Feature flags that exist in configuration and are switched off (spec p1 §1). */
export const featureFlags = {
  analytics: false,
  websocket: false,
  cache: false,
  sound: false,
  /** Also read by the visual tests: when off, nothing animates (spec p1 §1). */
  animations: true,
} as const;

/** Kept in configuration only and never displayed (spec p1 §1). */
export const maintenanceMessage = 'El servidor está en mantenimiento. Volveremos pronto.';

export const config = {
  api: {
    /** Base path of every call (spec p1 §7). */
    prefix: '/api',
    /** Request time-out, per attempt (spec p1 §9). */
    timeoutMs: 15_000,
    /** Start-up probes time-out (spec p1 §7.1, p2 §9 'Connection timeout'). */
    probeTimeoutMs: 5_000,
  },
  intervals: {
    /** Bell count refresh (spec p1 §9). */
    notificationCountMs: 30_000,
    /** Pending-notification polling (spec p1 §9). */
    pendingNotificationsMs: 10_000,
    /** Pending-notification polling in a hidden tab, only for players who opted in to alerts. */
    backgroundNotificationsMs: 60_000,
    /** A pop-up removes itself after (spec p1 §2.4, §9). */
    popupLifetimeMs: 8_000,
    /** Dashboard active missions refresh (spec p1 §9). */
    activeMissionsMs: 30_000,
    /** All resources refetch (spec p1 §9). */
    resourcesRefetchMs: 300_000,
    /** Displayed resource values recompute (spec p1 §9). */
    resourceTickMs: 1_000,
    /** Building finish check (spec p2 §9). */
    buildingFinishCheckMs: 5_000,
    /** Countdown clock (spec p2 §9). */
    countdownMs: 1_000,
    /** Finish-call repeat guard (spec p2 §9). */
    finishRepeatGuardMs: 2_000,
    /** Research, ship and defence auto-complete (spec p2 §9). */
    autoCompleteMs: 30_000,
    /** Fleet missions status check (spec p2 §9). */
    fleetStatusMs: 30_000,
    /** Recipient search debounce (spec p2 §9). */
    userSearchDebounceMs: 300,
    /** Navigation simulator orbit step (spec p2 §9). */
    orbitStepMs: 100,
  },
  /** Configured but unused intervals (spec p1 §9): kept so a backend switch can use them. */
  unusedIntervals: {
    notificationsMs: 30_000,
    resourcesMs: 10_000,
    buildingQueueMs: 15_000,
    researchQueueMs: 15_000,
    defenseQueueMs: 15_000,
    fleetMissionsMs: 20_000,
    cacheMs: 600_000,
  },
  limits: {
    /** Systems per page (spec p1 §9). */
    systemsPerPage: 20,
    /** Default galaxy position (spec p1 §9). */
    defaultGalaxy: 1,
    defaultSystem: 1,
    /** Positions per system (spec p1 §9, p2 §9). */
    positionsPerSystem: POSITIONS_PER_SYSTEM,
    /** Badge cap of the bell (spec p1 §9). */
    badgeCap: 99,
    /** Reports badge cap: '9+' above 9 (spec p2 §9). */
    reportsBadgeCap: 9,
    /** Dashboard active-missions panel (spec p1 §9). */
    dashboardMissions: 3,
    /** Fleet active missions grid (spec p2 §9). */
    activeMissionsGrid: 6,
    /** Time until full shows only under this many seconds (spec p1 §4). */
    timeUntilFullMaxS: 24 * 3600,
    /** Report page size and preview length (spec p2 §9). */
    reportPageSize: 20,
    reportPreviewChars: 150,
    /** Messages and notifications page sizes (spec p2 §9). */
    messagesPageSize: 20,
    notificationsPageSize: 20,
    /** Message body counter (spec p2 §9); the server refuses a longer body (request schema). */
    messageBodyMax: 10_000,
    /** Longest message subject the server keeps (request schema). */
    messageSubjectMax: 200,
    /** Longest display and empire name the server keeps (spec p2 §2.8 profile form). */
    profileNameMax: 100,
    /** Recipient search minimum length (spec p2 §9). */
    userSearchMinChars: 2,
    /** Ship and defence quantity (spec p2 §5, §9). */
    buildQuantityMin: 1,
    buildQuantityMax: 1000,
    /** Mission speed (spec p2 §9). */
    missionSpeedMin: MISSION_SPEED.min,
    missionSpeedMax: MISSION_SPEED.max,
    missionSpeedStep: MISSION_SPEED.step,
    missionSpeedDefault: MISSION_SPEED.default,
    /** Points per level: level = floor(points / 1000) (spec p1 §9, p2 §9). */
    pointsPerLevel: 1000,
    /** Nearby debris window: systems s-2 to s+2 (spec p1 §7.2, p2 §9). */
    nearbyDebrisRadius: 2,
  },
  /** Legacy resources capacity defaults (spec p1 §7.3). */
  legacyCapacity: {
    metal: 100_000,
    crystal: 100_000,
    deuterium: 50_000,
    energy: Number.MAX_SAFE_INTEGER,
  },
  /** Field-usage colour thresholds as fractions (spec p1 §9). */
  fieldThresholds: { green: 0.5, yellow: 0.8 },
  /** Navigation simulator constants (spec p2 §3, §9). */
  navigation: {
    mapWidth: 800,
    fuelPerDistance: 0.5,
    fuelPerMass: 0.05,
    fuelPerThreat: 10,
    stationRange: 30,
  },
  featureFlags,
  maintenanceMessage,
} as const;

export type Config = typeof config;
