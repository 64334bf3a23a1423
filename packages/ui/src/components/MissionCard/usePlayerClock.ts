import { usePlayerTime } from '../../lib/playerTime';

/**
 * Clock times in the player's time zone by the one rule of lib/playerTime: the profile's
 * `timezone` (UTC when missing or unknown), labelled with its city when it is not the device's.
 * @returns (instant ms, now ms) → '14:05:09', '16 jun, 14:05:09' on another day, '00:46:00 (Madrid)' when labelled
 */
export function usePlayerClock(): (ms: number, nowMs: number) => string {
  return usePlayerTime().clock;
}
