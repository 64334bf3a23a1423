import type { Mission } from '@imperio/api-client';

/**
 * A mission's countdown between refreshes (spec p1 §2.5 'time remaining counting down',
 * p2 §9 'Countdown clock every 1 s'). The server sends `time_remaining` (seconds) and
 * `progress_percentage` at the moment of its answer; until the next refresh (30 s) the client
 * counts down from the arrival time of the answer, and moves the bar linearly towards 100 %
 * at the end of the phase. Both are computed from elapsed time, not ticks.
 */
export interface MissionClock {
  /** Whole seconds left in the current phase, never negative. */
  secondsLeft: number;
  /** Progress of the phase, 0–100. */
  progress: number;
}

const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/**
 * @param mission the server's mission (time_remaining in s, progress_percentage 0–100; either may be missing)
 * @param fetchedAtMs when the answer arrived (ms)
 * @param nowMs the current time (ms)
 * @returns null when the mission has no time_remaining (the card shows a placeholder)
 */
export function missionClock(
  mission: Pick<Mission, 'time_remaining' | 'progress_percentage'>,
  fetchedAtMs: number,
  nowMs: number,
): MissionClock | null {
  const remaining = num(mission.time_remaining);
  const progress0 = Math.min(100, Math.max(0, num(mission.progress_percentage) ?? 0));
  if (remaining === null) return null;
  const elapsed = Math.max(0, (nowMs - fetchedAtMs) / 1000);
  const left = Math.max(0, remaining - elapsed);
  const progress = remaining > 0 ? progress0 + (100 - progress0) * Math.min(1, elapsed / remaining) : 100;
  return { secondsLeft: Math.ceil(left), progress: Math.min(100, Math.max(0, progress)) };
}

/**
 * The status a mission card shows (spec p1 §4, p2 §4 statuses). The server
 * advances the status; between its answers the countdown can reach zero, and the card must not
 * read '0:00 Viajando'. At zero: 'processing' while the server is processing due missions
 * ('Procesando…'), else the phase that follows the one that ended (traveling → at_destination,
 * preparing → traveling, returning → completed). Before zero, or without a countdown
 * (`secondsLeft` null), the server's status as sent.
 * @param status the server's status code (may be unknown or missing)
 * @param secondsLeft seconds left in the phase (see `missionClock`), or null without a clock
 * @param processing true while a 'Procesar' request is in flight
 * @returns a status code ('processing' included); '' when the server sent none
 */
export function statusAt(status: string | null | undefined, secondsLeft: number | null, processing = false): string {
  const sent = status ?? '';
  if (secondsLeft === null || secondsLeft > 0) return sent;
  if (!ARRIVES.has(sent)) return sent;
  if (processing) return 'processing';
  return ARRIVES.get(sent)!;
}

/** The phase that follows when a phase's countdown reaches zero. */
const ARRIVES = new Map<string, string>([
  ['preparing', 'traveling'],
  ['traveling', 'at_destination'],
  ['returning', 'completed'],
]);

/** When a mission arrives at its destination and when it is back home, in ms since the epoch. */
export interface MissionTimes {
  /** Null once it has arrived, or when nothing says when. */
  arrivalMs: number | null;
  /** Null for one-way missions, finished ones, or when nothing says when. */
  returnMs: number | null;
}

const msOf = (iso: string | null | undefined): number | null => {
  const ms = iso ? new Date(iso).getTime() : Number.NaN;
  return Number.isFinite(ms) ? ms : null;
};

/**
 * A mission's arrival and return as instants: the server's `arrival_time` and
 * `return_time` when sent, else from the countdown of the phase under way (traveling → arrival,
 * returning → return, both at `fetchedAtMs + time_remaining`). Arrival only while preparing or
 * traveling; return only while the mission is not finished.
 * @param fetchedAtMs when the answer arrived (ms)
 */
export function missionTimes(
  mission: Pick<Mission, 'status' | 'time_remaining' | 'arrival_time' | 'return_time'>,
  fetchedAtMs: number,
): MissionTimes {
  const status = mission.status ?? '';
  const remaining = num(mission.time_remaining);
  const byClock = remaining === null ? null : fetchedAtMs + remaining * 1000;
  const goingOut = status === 'preparing' || status === 'traveling';
  const finished = status === 'completed' || status === 'cancelled';
  const arrivalMs = goingOut ? (msOf(mission.arrival_time) ?? (status === 'traveling' ? byClock : null)) : null;
  const returnMs = finished ? null : (msOf(mission.return_time) ?? (status === 'returning' ? byClock : null));
  return { arrivalMs, returnMs };
}
