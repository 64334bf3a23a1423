import { useSyncExternalStore } from 'react';
import { DEFAULT_TAB_PATHS, navRoutes, type RoutePath } from '../../routes';

/** localStorage key of the phone tab bar's four destinations (a JSON array of route paths), kept per device. */
export const TAB_PINS_KEY = 'imperio.tab_bar';

const listeners = new Set<() => void>();
const VALID = new Set<string>(navRoutes.map((route) => route.path));

/**
 * Parses a stored tab bar: four distinct paths of the top bar's links, else null (missing,
 * broken or out-of-date data falls back to the default bar instead of breaking the shell).
 */
function parse(raw: string | null): RoutePath[] | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value) || value.length !== DEFAULT_TAB_PATHS.length) return null;
    if (!value.every((path) => typeof path === 'string' && VALID.has(path))) return null;
    return new Set(value).size === value.length ? (value as RoutePath[]) : null;
  } catch {
    return null;
  }
}

let cachedRaw: string | null | undefined;
let cachedPaths: readonly RoutePath[] = DEFAULT_TAB_PATHS;

/**
 * The phone tab bar's four destinations on this device, in the bar's order: the player's pins
 * when stored, else the default (Centro de Mando, Edificios, Flota, Galaxia). Same array while
 * the storage does not change (a stable snapshot for useSyncExternalStore).
 */
export function readTabPins(): readonly RoutePath[] {
  let raw: string | null;
  try {
    raw = localStorage.getItem(TAB_PINS_KEY);
  } catch {
    raw = null; // storage blocked (private mode): the default bar
  }
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedPaths = parse(raw) ?? DEFAULT_TAB_PATHS;
  }
  return cachedPaths;
}

function write(paths: readonly RoutePath[] | null) {
  try {
    if (paths === null) localStorage.removeItem(TAB_PINS_KEY);
    else localStorage.setItem(TAB_PINS_KEY, JSON.stringify(paths));
  } catch {
    // storage blocked: the choice lasts until the page reloads
    cachedRaw = paths === null ? null : JSON.stringify(paths);
    cachedPaths = paths ?? DEFAULT_TAB_PATHS;
  }
  for (const listener of listeners) listener();
}

/**
 * Pins `path` in place of the tab at `slot` (0–3). A screen already in the bar swaps places with
 * it, so the bar never holds a screen twice. The default order is stored as no pins at all.
 * @throws RangeError when `slot` is not 0–3
 */
export function pinTab(slot: number, path: RoutePath): void {
  const current = [...readTabPins()];
  if (!Number.isInteger(slot) || slot < 0 || slot >= current.length) throw new RangeError(`tab slot ${slot} is not 0–3`);
  const previous = current.indexOf(path);
  if (previous >= 0) current[previous] = current[slot]!;
  current[slot] = path;
  write(current.every((p, i) => p === DEFAULT_TAB_PATHS[i]) ? null : current);
}

/** Back to the default four tabs (forgets this device's pins). */
export function resetTabPins(): void {
  write(null);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab of this browser changed the bar: follow it.
  const onStorage = (event: StorageEvent) => {
    if (event.key === TAB_PINS_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The phone tab bar's destinations and whether they are the default ones (spec p2 shell: the
 * game loop in the bar, the rest in 'Más'); re-renders when they change here or in another tab.
 * @returns `paths` (four route paths, bar order) and `isDefault`
 */
export function useTabPins(): { paths: readonly RoutePath[]; isDefault: boolean } {
  const paths = useSyncExternalStore(subscribe, readTabPins, () => DEFAULT_TAB_PATHS);
  return { paths, isDefault: paths === DEFAULT_TAB_PATHS || paths.every((p, i) => p === DEFAULT_TAB_PATHS[i]) };
}
