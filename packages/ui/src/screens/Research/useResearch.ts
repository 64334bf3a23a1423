import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  buildingQueries,
  researchMutations,
  researchQueries,
  resourceQueries,
  type Planet,
  type ResearchType,
  type UserResearch,
} from '@imperio/api-client';
import type { ActiveResearchItem } from '../../components/ActiveResearchPanel';
import { entityCode, entityName } from '../../lib/entityName';
import { projectStock } from '../../lib/resources';
import type { ScreenText } from '../../lib/useErrorText';
import { useNow, useOnEndsPassed } from '../../state/liveClock';

export type Notice = { tone: 'error' | 'success' | 'info'; text: ScreenText } | null;

/** The research lab's code in the planet's buildings (its level sets the research duration). */
const LAB_CODE = 'research_lab';

/**
 * The connected half of 'Árbol Tecnológico' (spec p2 §2.2, §4 'Research', §5, §7, §9): the
 * complete call on load, every 30 s (silent) and before each start (reloading what it changed);
 * the types, the player's levels, the paying planet's stock and lab level; start and 'Completar'
 * with one request per intent, and each answer kept for where the screen shows it.
 * @param planet the selected planet (pays for a start), null while none
 * @param signedIn whether a session exists (nothing is asked without one)
 */
export function useResearch(planet: Planet | null | undefined, signedIn: boolean) {
  const queryClient = useQueryClient();
  const now = useNow();
  const planetId = planet?.id;
  const hasPlanet = signedIn && planetId !== undefined;

  const autoComplete = useQuery({ ...researchQueries.autoComplete(), enabled: signedIn });
  const types = useQuery({ ...researchQueries.types(), enabled: signedIn });
  const user = useQuery({ ...researchQueries.user(), enabled: signedIn });
  // The paying planet's stock (can it pay?) and its lab level (how long?).
  const resources = useQuery(resourceQueries.planet(hasPlanet ? planetId : undefined));
  const planetBuildings = useQuery(buildingQueries.planet(hasPlanet ? planetId : undefined));

  useCompleteWhenDue(user.data);

  const completedCount = Number(autoComplete.data?.completed_count ?? 0);
  const completedAt = autoComplete.dataUpdatedAt;
  useEffect(() => {
    if (completedCount > 0) void researchMutations.invalidate(queryClient);
  }, [completedCount, completedAt, queryClient]);

  const byType = useMemo(() => {
    const map = new Map<string, UserResearch>();
    for (const entry of user.data ?? []) map.set(String(entry.research_type), entry);
    return map;
  }, [user.data]);

  const lab = planetBuildings.data?.buildings.find((b) => b.building_code === LAB_CODE);
  return {
    now,
    types,
    user,
    byType,
    active: useActiveItems(types.data, user.data),
    stock: projectStock(resources.data, now),
    labLevel: lab ? lab.level : null,
    ...useStartResearch(planet),
    ...useCompleteResearch(),
  };
}

export type ResearchState = ReturnType<typeof useResearch>;

/**
 * The complete call at the moment a running research's `ends_at` passes (spec p2 §4, §7; the
 * 30 s call stays as the fallback): silent, one call at a time, and the research and resources
 * reload whatever it answers (the server may have registered it already on its own).
 */
function useCompleteWhenDue(user: readonly UserResearch[] | undefined) {
  const complete = useMutation(researchMutations.complete());
  const ends = useMemo(() => (user ?? []).filter((entry) => entry.is_researching).map((entry) => Date.parse(entry.ends_at ?? '')), [user]);
  const { mutate, isPending } = complete;
  useOnEndsPassed(ends, () => {
    if (!isPending) mutate();
  });
}

/** The running research of the player as 'Investigación Activa' items, named from their type's code. */
function useActiveItems(types: readonly ResearchType[] | undefined, user: readonly UserResearch[] | undefined): ActiveResearchItem[] {
  const { t } = useTranslation('research');
  const serverNameOf = (id: UserResearch['research_type']) => types?.find((type) => type.id === id)?.name;
  return (user ?? [])
    .filter((entry) => entry.is_researching)
    .map((entry) => ({
      id: entry.id,
      name: serverNameOf(entry.research_type)
        ? entityName(t, 'research', null, serverNameOf(entry.research_type))
        : `#${entry.research_type}`,
      code: entityCode('research', null, serverNameOf(entry.research_type)),
      targetLevel: entry.level + 1,
      progress_percentage: entry.progress_percentage,
      started_at: entry.started_at,
      ends_at: entry.ends_at,
    }));
}

/**
 * Start of a research on the selected planet (spec p2 §4 'Research'): one request per intent
 * (repeated clicks or key presses before the re-render are ignored); the answer is kept with the
 * technology it was for, so it shows beside that technology and not atop the page.
 */
function useStartResearch(planet: Planet | null | undefined) {
  const { t } = useTranslation('research');
  const start = useMutation(researchMutations.start());
  const inFlight = useRef(false);
  const [startNotice, setStartNotice] = useState<{ typeId: ResearchType['id']; notice: NonNullable<Notice> } | null>(null);

  function requestStart(type: ResearchType) {
    if (!planet || inFlight.current || start.isPending) return;
    inFlight.current = true;
    setStartNotice(null);
    start.mutate(
      { research_type_id: type.id, planet_id: planet.id },
      {
        onSuccess: (answer) => {
          const options = { name: entityName(t, 'research', null, type.name), level: answer.level + 1 };
          setStartNotice({ typeId: type.id, notice: { tone: 'success', text: { key: 'research:detail.started', options } } });
        },
        onError: (error) =>
          setStartNotice({ typeId: type.id, notice: { tone: 'error', text: { error, fallbackKey: 'errors:research.start' } } }),
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  }
  return { start, requestStart, startNotice };
}

/** 'Completar' (spec p2 §2.2): one request per intent; how many it registered (or its error) is kept for the panel. */
function useCompleteResearch() {
  const complete = useMutation(researchMutations.complete());
  const inFlight = useRef(false);
  const [completeNotice, setCompleteNotice] = useState<Notice>(null);

  function requestComplete() {
    if (inFlight.current || complete.isPending) return;
    inFlight.current = true;
    setCompleteNotice(null);
    complete.mutate(undefined, {
      onSuccess: (answer) => {
        const count = Number(answer.completed_count) || 0;
        setCompleteNotice(
          count > 0
            ? { tone: 'success', text: { key: 'research:active.completedCount', options: { count } } }
            : { tone: 'info', text: { key: 'research:active.nothingDue' } },
        );
      },
      onError: (error) => setCompleteNotice({ tone: 'error', text: { error, fallbackKey: 'research:active.completeError' } }),
      onSettled: () => {
        inFlight.current = false;
      },
    });
  }
  return { complete, requestComplete, completeNotice };
}
