import { useSyncExternalStore } from 'react';
import { config } from '@imperio/api-client';

/**
 * One shared 1 s clock for every live figure (spec p1 §9: displayed values recompute every 1 s).
 *
 * A single interval runs while anything is subscribed. Each figure reads it through
 * `useLiveValue(now => text)`: React re-renders that figure only when ITS computed value
 * changes, so a tick never re-renders the screen around it. Values are computed from the
 * clock's time (Date.now()), never by counting ticks, so a throttled background tab is right
 * again on its first tick, and the clock ticks at once when the tab becomes visible.
 */
type Listener = () => void;

const listeners = new Set<Listener>();
let timer: ReturnType<typeof setInterval> | null = null;
let now = Date.now();

function tick(): void {
  now = Date.now();
  for (const listener of [...listeners]) listener();
}

function onVisibility(): void {
  if (document.visibilityState === 'visible') tick();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  if (timer === null) {
    now = Date.now();
    timer = setInterval(tick, config.intervals.resourceTickMs);
    if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onVisibility);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== null) {
      clearInterval(timer);
      timer = null;
      if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', onVisibility);
    }
  };
}

/** The shared clock's current time in ms (the last tick's Date.now()). */
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
