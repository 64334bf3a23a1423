/** The pop-up style of a notification type (spec p1 §2.4). */
export type NotificationTone = 'success' | 'warning' | 'error' | 'info';

/**
 * BUILD_COMPLETE and RESEARCH_COMPLETE are success; RESOURCE_FULL and ATTACK_WARNING warning;
 * BATTLE_RESULT error; every other type (known or not) info.
 */
export function notificationTone(notifType: string | null | undefined): NotificationTone {
  switch (notifType) {
    case 'BUILD_COMPLETE':
    case 'RESEARCH_COMPLETE':
      return 'success';
    case 'RESOURCE_FULL':
    case 'ATTACK_WARNING':
      return 'warning';
    case 'BATTLE_RESULT':
      return 'error';
    default:
      return 'info';
  }
}
