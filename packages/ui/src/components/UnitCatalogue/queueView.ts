/** A queue item as the catalogue shows it (ships and defences alike). */
export interface QueueItemView {
  id: string;
  name: string;
  /** The unit type's code for its icon (`small_cargo`), when known. */
  code?: string | null;
  quantity: number;
  /** Units still to build, as the server last said. */
  remaining: number;
  /** When the unit in progress finishes (ms), or null while waiting. */
  endsAt: number | null;
  /** Seconds per unit, when known. */
  buildTimeS: number | null;
}

export type QueueStatus = 'building' | 'waiting' | 'completed';

export interface ProjectedQueueItem extends QueueItemView {
  status: QueueStatus;
  /** Seconds until the current unit is done (building items only). */
  secondsLeft: number | null;
  /** Progress of the current unit, 0–100 (building items only, when the build time is known). */
  unitProgress: number | null;
}

/**
 * The queue as of `now` (ms) (spec p2 §4): an item with nothing left, or whose end has passed
 * with its last unit, is 'completed' until the complete call registers it; when the end of a
 * unit passes with more to build, the remaining count and the next end move on by the build
 * time (what the server will say at its next answer). The first item not completed is
 * 'building' ('Construyendo...'), the others 'waiting' ('En cola').
 */
export function projectQueue(items: readonly QueueItemView[], now: number): ProjectedQueueItem[] {
  let buildingSeen = false;
  return items.map((item) => {
    let remaining = Math.max(0, item.remaining);
    let endsAt = item.endsAt;
    const step = item.buildTimeS && item.buildTimeS > 0 ? item.buildTimeS * 1000 : null;
    if (remaining > 0 && endsAt !== null && endsAt <= now) {
      const done = step ? Math.min(remaining, Math.floor((now - endsAt) / step) + 1) : remaining;
      remaining -= done;
      endsAt = step ? endsAt + done * step : endsAt;
    }
    if (remaining === 0) return { ...item, remaining: 0, endsAt, status: 'completed', secondsLeft: null, unitProgress: null };
    if (buildingSeen) return { ...item, remaining, endsAt, status: 'waiting', secondsLeft: null, unitProgress: null };
    buildingSeen = true;
    const secondsLeft = endsAt === null ? null : Math.max(0, Math.ceil((endsAt - now) / 1000));
    const unitProgress = endsAt !== null && step ? Math.min(100, Math.max(0, 100 - ((endsAt - now) / step) * 100)) : null;
    return { ...item, remaining, endsAt, status: 'building', secondsLeft, unitProgress };
  });
}

/** The next moment (ms) something in the queue finishes, after `now`; null when nothing does. */
export function nextQueueEvent(items: readonly QueueItemView[], now: number): number | null {
  const ends = items.filter((item) => item.remaining > 0 && item.endsAt !== null && item.endsAt > now).map((item) => item.endsAt!);
  return ends.length ? Math.min(...ends) : null;
}

/** A countdown as 'm:ss' or 'h:mm:ss': 75 → '1:15', 3725 → '1:02:05'. Negative shows 0:00. */
export function formatCountdown(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}
