/**
 * Alerts while away: system notifications (the browser's Notification API)
 * for an attack warning and for finished builds, research and fleet arrivals, while the tab is
 * hidden, for players who opted in on the profile. The choice is kept in this browser
 * (localStorage); permission is asked only when the player opts in.
 */
import { useSyncExternalStore } from 'react';
import type { Notification as GameNotification } from '@imperio/api-client';

/** localStorage key of the opt-in ('on' when opted in). */
export const SYSTEM_ALERTS_KEY = 'imperio.systemAlerts';

/** The notification types (spec p1 §3 notif_type) that raise a system notification. */
export const SYSTEM_ALERT_TYPES = ['ATTACK_WARNING', 'BUILD_COMPLETE', 'RESEARCH_COMPLETE', 'FLEET_ARRIVAL'] as const;

/** Whether a notification of the poll raises a system notification (by its `notif_type`). */
export function raisesSystemAlert(notification: Pick<GameNotification, 'notif_type'>): boolean {
  return (SYSTEM_ALERT_TYPES as readonly string[]).includes(notification.notif_type ?? '');
}

/** The browser's Notification constructor, or null where there is none (old browsers, tests). */
function api(): typeof Notification | null {
  return typeof globalThis.Notification === 'function' ? globalThis.Notification : null;
}

/** 'unsupported' without the API, else the browser's permission ('default', 'granted', 'denied'). */
export type AlertPermission = NotificationPermission | 'unsupported';

export interface SystemAlertsState {
  permission: AlertPermission;
  /** The player's choice, as stored. */
  optedIn: boolean;
  /** Opted in and allowed: the poll continues in a hidden tab and system notifications show. */
  active: boolean;
}

function readOptIn(): boolean {
  try {
    return globalThis.localStorage?.getItem(SYSTEM_ALERTS_KEY) === 'on';
  } catch {
    return false;
  }
}

function writeOptIn(on: boolean): void {
  try {
    if (on) localStorage.setItem(SYSTEM_ALERTS_KEY, 'on');
    else localStorage.removeItem(SYSTEM_ALERTS_KEY);
  } catch {
    // storage blocked: the choice lasts for this visit
  }
}

let memoryOptIn: boolean | null = null;
let snapshot: SystemAlertsState | null = null;
const listeners = new Set<() => void>();

/**
 * The browser's permission, read once and kept: `Notification.permission` asks the browser
 * process synchronously, and React reads the state on every render of its users (several ms of
 * the dashboard's first render on a slow phone). Read again after the player's
 * choice, when the tab is shown again (the site settings may have changed meanwhile) and when
 * the API object itself is replaced (tests).
 */
let permissionRead: { of: typeof Notification | null; permission: AlertPermission } | null = null;
function permissionNow(): AlertPermission {
  const Api = api();
  if (permissionRead?.of !== Api) permissionRead = { of: Api, permission: Api?.permission ?? 'unsupported' };
  return permissionRead.permission;
}

/** The current state (the same object until something changes, for useSyncExternalStore). */
export function systemAlertsState(): SystemAlertsState {
  const permission = permissionNow();
  const optedIn = memoryOptIn ?? readOptIn();
  const active = optedIn && permission === 'granted';
  if (!snapshot || snapshot.permission !== permission || snapshot.optedIn !== optedIn) snapshot = { permission, optedIn, active };
  return snapshot;
}

function changed(optedIn: boolean) {
  memoryOptIn = optedIn;
  permissionRead = null;
  writeOptIn(optedIn);
  for (const listener of listeners) listener();
}

/**
 * Opts in: asks the browser's permission (only here, on the player's click) and stores the
 * choice. Resolves to the state after the answer; a refusal leaves the player opted out.
 */
export async function enableSystemAlerts(): Promise<SystemAlertsState> {
  const Api = api();
  if (!Api) return systemAlertsState();
  const permission = Api.permission === 'granted' ? 'granted' : await Api.requestPermission();
  changed(permission === 'granted');
  return systemAlertsState();
}

/** Opts out (the browser's permission stays as it is; this site simply stops using it). */
export function disableSystemAlerts(): void {
  changed(false);
}

/** Calls `listener` when the state may have changed (the choice, another tab, the tab shown again); returns the unsubscribe. */
export function subscribeToSystemAlerts(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== SYSTEM_ALERTS_KEY) return;
    memoryOptIn = null;
    listener();
  };
  const onShown = () => {
    if (globalThis.document?.visibilityState !== 'visible') return;
    permissionRead = null;
    listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  globalThis.document?.addEventListener('visibilitychange', onShown);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
    globalThis.document?.removeEventListener('visibilitychange', onShown);
  };
}

/** The opt-in state, following changes from the profile and from other tabs. */
export function useSystemAlerts(): SystemAlertsState {
  return useSyncExternalStore(subscribeToSystemAlerts, systemAlertsState, systemAlertsState);
}

/**
 * Raises one system notification per notification of an alerting type: title and text as the
 * server sent them, tagged by id so a notification seen twice shows once. Does nothing unless
 * `active`. Returns how many were raised.
 */
export function raiseSystemAlerts(notifications: readonly GameNotification[], active: boolean): number {
  const Api = api();
  if (!active || !Api || Api.permission !== 'granted') return 0;
  let raised = 0;
  for (const notification of notifications) {
    if (!raisesSystemAlert(notification)) continue;
    const title = notification.title?.trim() || notification.type_display || notification.notif_type;
    new Api(title, { body: notification.message ?? undefined, tag: `imperio-notification-${notification.id}` });
    raised += 1;
  }
  return raised;
}

/** Forgets the in-memory choice (tests and stories start from storage). */
export function resetSystemAlertsForTests(): void {
  memoryOptIn = null;
  snapshot = null;
  permissionRead = null;
}
