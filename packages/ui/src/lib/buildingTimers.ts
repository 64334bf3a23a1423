import { useCallback, useEffect, useRef } from 'react';
import { config, serverNow, type Id } from '@imperio/api-client';

/**
 * Remembers when the finish call was last made per building and refuses repeats within
 * `repeatMs` (spec p2 §4: repeat calls for the same building are suppressed for 2 s).
 */
export function createFinishGuard(repeatMs: number = config.intervals.finishRepeatGuardMs) {
  const last = new Map<string, number>();
  return {
    /** True (and recorded) when a call for `id` at `now` (ms) may go out. */
    tryTake(id: string | number, now: number): boolean {
      const key = String(id);
      const previous = last.get(key);
      if (previous !== undefined && now - previous < repeatMs) return false;
      last.set(key, now);
      return true;
    },
  };
}

export interface UpgradingBuilding {
  id: Id;
  is_upgrading?: boolean | null;
  /** ISO end time. */
  upgrade_ends?: string | null;
}

export interface FinishUpgradesOptions {
  buildings: readonly UpgradingBuilding[];
  /** The finish call (POST /buildings/{id}/finish/); its failure is silent. */
  finish: (id: Id) => Promise<unknown>;
  /** Reload after at least one finish call settled. */
  onFinished: () => void;
  /** Off while the data is not loaded. @default true */
  enabled?: boolean;
}

/**
 * The building finish check (spec p2 §4 'Building', §9): every 5 s, each building whose
 * `upgrade_ends` has passed gets the finish call once (repeats for the same building within 2 s
 * are suppressed), then the screen reloads. Returns `check()`, to run the check at once (when a
 * countdown reaches zero).
 */
export function useFinishUpgrades({ buildings, finish, onFinished, enabled = true }: FinishUpgradesOptions): () => void {
  const guard = useRef(createFinishGuard());
  const latest = useRef({ buildings, finish, onFinished });
  useEffect(() => {
    latest.current = { buildings, finish, onFinished };
  });

  const check = useCallback(() => {
    // End times are the server's: compared on its clock (serverClock.ts), as the countdowns are.
    const now = serverNow();
    const { buildings: list, finish: call, onFinished: reload } = latest.current;
    const due = list.filter((b) => {
      if (!b.is_upgrading) return false;
      const end = b.upgrade_ends ? Date.parse(b.upgrade_ends) : NaN;
      // An upgrading building without a readable end time counts as due: the server decides.
      return !(end > now);
    });
    const calls = due.filter((b) => guard.current.tryTake(b.id, now)).map((b) => call(b.id).catch(() => undefined));
    if (calls.length) void Promise.all(calls).then(() => reload());
  }, []);

  useEffect(() => {
    if (!enabled) return;
    const timer = setInterval(check, config.intervals.buildingFinishCheckMs);
    return () => clearInterval(timer);
  }, [check, enabled]);

  return check;
}
