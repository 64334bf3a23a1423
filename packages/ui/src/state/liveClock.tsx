import { useEffect, useRef, useSyncExternalStore } from 'react';
import { config, onServerClockChange, serverNow } from '@imperio/api-client';

/**
 * One shared 1 s clock for every live figure (spec p1 §9: displayed values recompute every 1 s).
 *
 * A single interval runs while anything is subscribed. Each figure reads it through
 * `useLiveValue(now => text)`: React re-renders that figure only when ITS computed value
 * changes, so a tick never re-renders the screen around it. Values are computed from the
 * clock's time (Date.now()), never by counting ticks, so a throttled background tab is right
 * again on its first tick, and the clock ticks at once when the tab becomes visible.
 *
 * The time is the SERVER's (`serverNow()`: the device's clock plus the offset learnt from
 * `server_time` and the `Date` header, api-client serverClock.ts), so every countdown to an end
 * time the server sent reaches 0:00 when the server says it is done; a new offset ticks at once.
 */
type Listener = () => void;

const listeners = new Set<Listener>();
let timer: ReturnType<typeof setInterval> | null = null;
let now = serverNow();
let stopFollowingServer: (() => void) | null = null;

function tick(): void {
  now = serverNow();
  for (const listener of [...listeners]) listener();
}

function onVisibility(): void {
  if (document.visibilityState === 'visible') tick();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  if (timer === null) {
    now = serverNow();
    timer = setInterval(tick, config.intervals.resourceTickMs);
    stopFollowingServer = onServerClockChange(tick);
    if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onVisibility);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== null) {
      clearInterval(timer);
      timer = null;
      stopFollowingServer?.();
      stopFollowingServer = null;
      if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', onVisibility);
    }
  };
}

/** The shared clock's current time in ms on the server's clock (the last tick's `serverNow()`). */
export function liveNow(): number {
  return now;
}

/**
 * Subscribes a component to the shared clock and returns `compute(now)`; the component
 * re-renders only when that value changes (compared with Object.is, so return strings,
 * numbers or booleans, not new objects).
 * @param compute maps the clock's time in ms to what the component shows
 */
export function useLiveValue<T extends string | number | boolean | null>(compute: (nowMs: number) => T): T {
  return useSyncExternalStore(
    subscribe,
    () => compute(now),
    () => compute(now),
  );
}

/**
 * The shared clock's time in ms, re-rendering the caller on every tick (1 s, spec p2 §9): for a
 * screen whose countdowns are computed in one place. Prefer `useLiveValue` for a single figure.
 */
export function useNow(): number {
  return useLiveValue(identity);
}

const identity = (nowMs: number) => nowMs;

/**
 * Text that follows the shared clock: renders `compute(now)` and re-renders only when it
 * changes. The smallest unit of a live screen (one figure, one countdown).
 */
export function LiveText({ compute }: { compute: (nowMs: number) => string }) {
  return <>{useLiveValue(compute)}</>;
}

/**
 * Calls `onDue` on the clock's tick when one more of `endsMs` has passed (an item's end time, ms
 * on the server's clock), so due work is asked for at its 0:00 and not at the next poll. Ends
 * already past at the first render do not call (the screen's call on load covers them); a
 * re-render, or the same ends arriving again, does not call twice. A frozen clock (stories) never
 * calls.
 * @param endsMs the end times to watch (unreadable ones, NaN, are ignored)
 * @param onDue what to do (the complete or finish call); the latest one is called
 */
export function useOnEndsPassed(endsMs: readonly number[], onDue: () => void): void {
  const passed = useLiveValue((nowMs) => endsMs.filter((end) => end <= nowMs).length);
  const last = useRef(passed);
  const latest = useRef(onDue);
  useEffect(() => {
    latest.current = onDue;
  });
  useEffect(() => {
    if (passed > last.current) latest.current();
    last.current = passed;
  }, [passed]);
}
