import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Notification as GameNotification } from '@imperio/api-client';
import {
  disableSystemAlerts,
  enableSystemAlerts,
  raiseSystemAlerts,
  raisesSystemAlert,
  resetSystemAlertsForTests,
  SYSTEM_ALERTS_KEY,
  subscribeToSystemAlerts,
  systemAlertsState,
  type SystemAlertsState,
} from './systemAlerts';

/** A stand-in for the browser's Notification: records what was raised and how permission was asked. */
function fakeNotificationApi(permission: NotificationPermission, answer: NotificationPermission = permission) {
  const raised: Array<{ title: string; options?: NotificationOptions }> = [];
  const Fake = vi.fn(function (this: unknown, title: string, options?: NotificationOptions) {
    raised.push({ title, options });
  }) as unknown as typeof Notification & { permission: NotificationPermission; requestPermission: ReturnType<typeof vi.fn> };
  Fake.permission = permission;
  Fake.requestPermission = vi.fn(async () => {
    Fake.permission = answer;
    return answer;
  });
  vi.stubGlobal('Notification', Fake);
  return { Fake, raised };
}

const notification = (id: number, notif_type: string, title = `T${id}`): GameNotification => ({ id, notif_type, title, message: `M${id}` });

beforeEach(() => {
  localStorage.removeItem(SYSTEM_ALERTS_KEY);
  resetSystemAlertsForTests();
});
afterEach(() => vi.unstubAllGlobals());

describe('which notifications raise a system notification', () => {
  it('an attack warning and finished builds, research and fleet arrivals; nothing else', () => {
    for (const type of ['ATTACK_WARNING', 'BUILD_COMPLETE', 'RESEARCH_COMPLETE', 'FLEET_ARRIVAL'])
      expect(raisesSystemAlert({ notif_type: type })).toBe(true);
    for (const type of ['RESOURCE_FULL', 'BATTLE_RESULT', 'MESSAGE_RECEIVED', 'ALLIANCE_INVITATION', 'SOMETHING_NEW'])
      expect(raisesSystemAlert({ notif_type: type })).toBe(false);
  });

  it('raises one per alerting notification of the poll, with its title, text and a tag per id', () => {
    const { raised } = fakeNotificationApi('granted');
    const count = raiseSystemAlerts(
      [notification(1, 'ATTACK_WARNING', 'Flota hostil detectada'), notification(2, 'RESOURCE_FULL'), notification(3, 'FLEET_ARRIVAL')],
      true,
    );
    expect(count).toBe(2);
    expect(raised).toEqual([
      { title: 'Flota hostil detectada', options: { body: 'M1', tag: 'imperio-notification-1' } },
      { title: 'T3', options: { body: 'M3', tag: 'imperio-notification-3' } },
    ]);
  });

  it('raises nothing when the player has not opted in, or the browser denies or lacks the API', () => {
    const { raised } = fakeNotificationApi('granted');
    expect(raiseSystemAlerts([notification(1, 'ATTACK_WARNING')], false)).toBe(0);
    fakeNotificationApi('denied');
    expect(raiseSystemAlerts([notification(1, 'ATTACK_WARNING')], true)).toBe(0);
    vi.stubGlobal('Notification', undefined);
    expect(raiseSystemAlerts([notification(1, 'ATTACK_WARNING')], true)).toBe(0);
    expect(raised).toEqual([]);
  });
});

describe('the opt-in', () => {
  it('asks permission only when the player opts in, and stores the choice in this browser', async () => {
    const { Fake } = fakeNotificationApi('default', 'granted');
    expect(systemAlertsState()).toMatchObject({ optedIn: false, active: false, permission: 'default' });
    expect(Fake.requestPermission).not.toHaveBeenCalled();
    const state = await enableSystemAlerts();
    expect(Fake.requestPermission).toHaveBeenCalledTimes(1);
    expect(state).toMatchObject({ optedIn: true, active: true, permission: 'granted' });
    expect(localStorage.getItem(SYSTEM_ALERTS_KEY)).toBe('on');
    disableSystemAlerts();
    expect(systemAlertsState()).toMatchObject({ optedIn: false, active: false });
    expect(localStorage.getItem(SYSTEM_ALERTS_KEY)).toBeNull();
  });

  it('a refusal leaves the player opted out', async () => {
    fakeNotificationApi('default', 'denied');
    expect(await enableSystemAlerts()).toMatchObject({ optedIn: false, active: false, permission: 'denied' });
    expect(localStorage.getItem(SYSTEM_ALERTS_KEY)).toBeNull();
  });

  it('reads a stored opt-in, active only while the permission is granted', () => {
    localStorage.setItem(SYSTEM_ALERTS_KEY, 'on');
    fakeNotificationApi('granted');
    expect(systemAlertsState()).toMatchObject({ optedIn: true, active: true });
    fakeNotificationApi('denied');
    expect(systemAlertsState()).toMatchObject({ optedIn: true, active: false });
  });

  it('asks the browser for the permission once, and again when the tab is shown (site settings may have changed)', () => {
    localStorage.setItem(SYSTEM_ALERTS_KEY, 'on');
    const { Fake } = fakeNotificationApi('granted');
    let permission: NotificationPermission = 'granted';
    let reads = 0;
    Object.defineProperty(Fake, 'permission', {
      get: () => {
        reads += 1;
        return permission;
      },
    });
    const seen: SystemAlertsState[] = [];
    const unsubscribe = subscribeToSystemAlerts(() => seen.push(systemAlertsState()));
    for (let i = 0; i < 5; i++) expect(systemAlertsState()).toMatchObject({ active: true });
    expect(reads).toBe(1);
    // Changed in the browser's settings while the tab was hidden: read again when it is shown.
    permission = 'denied';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(seen.at(-1)).toMatchObject({ optedIn: true, active: false, permission: 'denied' });
    expect(reads).toBe(2);
    unsubscribe();
  });
});
