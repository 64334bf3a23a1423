import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { idParam, planetQueries, type Id, type Planet } from '@imperio/api-client';
import { useSession } from './session';

/** localStorage key of the selected planet id. */
export const SELECTED_PLANET_KEY = 'imperio.selected_planet';

/**
 * The selection rule (spec p1 §4): keep the wanted planet if it is in the list, else the first
 * planet, else none.
 */
export function choosePlanet(planets: readonly Planet[], wantedId: Id | null | undefined): Planet | null {
  if (wantedId !== null && wantedId !== undefined) {
    const found = planets.find((planet) => planet.id === wantedId);
    if (found) return found;
  }
  return planets[0] ?? null;
}

/**
 * The remembered planet id (`SELECTED_PLANET_KEY`), parsed to a number once here, or null when
 * none, not an id, or storage is blocked.
 */
export function readStoredId(): Id | null {
  try {
    return idParam(localStorage.getItem(SELECTED_PLANET_KEY));
  } catch {
    return null;
  }
}

export interface SelectedPlanetState {
  /** The selected planet, or null (no planets, still loading, or failed). */
  planet: Planet | null;
  planets: Planet[];
  isLoading: boolean;
  error: unknown;
  select: (id: Planet['id']) => void;
  refetch: () => void;
}

const SelectedPlanetContext = createContext<SelectedPlanetState | null>(null);

/** Stores `id` as the remembered planet (`SELECTED_PLANET_KEY`); with storage blocked, nothing. */
function remember(id: Id): void {
  try {
    if (localStorage.getItem(SELECTED_PLANET_KEY) !== String(id)) localStorage.setItem(SELECTED_PLANET_KEY, String(id));
  } catch {
    // storage blocked: the choice lasts for this visit
  }
}

/**
 * Shares the selected planet with every screen (spec p1 §4): the first own planet by default,
 * remembered across reloads, re-chosen by the rule when the list changes.
 * `initialId` (Storybook) overrides the remembered id.
 */
export function SelectedPlanetProvider({ children, initialId }: { children: ReactNode; initialId?: Id }) {
  const session = useSession();
  const query = useQuery({ ...planetQueries.own(), enabled: session !== null });
  const [wantedId, setWantedId] = useState<Id | null>(initialId ?? readStoredId());
  const planets = useMemo(() => query.data ?? [], [query.data]);
  const planet = useMemo(() => choosePlanet(planets, wantedId), [planets, wantedId]);

  // The rule's choice becomes the wanted id (adjusted while rendering, not in an effect).
  if (planet && planet.id !== wantedId) setWantedId(planet.id);

  const select = useCallback((id: Planet['id']) => setWantedId(id), []);
  // The planet shown is the one remembered, the player's choice as well as the rule's (a story's
  // fixed `initialId` is not, while it is shown): the next visit's first requests ask for its
  // data beside the planets' (`prefetchShellQueries`).
  const shownId = planet?.id;
  useEffect(() => {
    if (shownId !== undefined && shownId !== initialId) remember(shownId);
  }, [shownId, initialId]);

  const { refetch: refetchQuery } = query;
  const refetch = useCallback(() => void refetchQuery(), [refetchQuery]);
  const value = useMemo<SelectedPlanetState>(
    () => ({ planet, planets, isLoading: query.isLoading, error: query.error, select, refetch }),
    [planet, planets, query.isLoading, query.error, select, refetch],
  );
  return <SelectedPlanetContext.Provider value={value}>{children}</SelectedPlanetContext.Provider>;
}

/** The selected planet state; throws outside a SelectedPlanetProvider. */
export function useSelectedPlanet(): SelectedPlanetState {
  const state = useContext(SelectedPlanetContext);
  if (!state) throw new Error('useSelectedPlanet needs a SelectedPlanetProvider');
  return state;
}
