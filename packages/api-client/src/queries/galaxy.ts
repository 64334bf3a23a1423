import { queryOptions, skipToken } from '@tanstack/react-query';
import { getSystem, getSystems, searchGalaxy } from '../endpoints/galaxy';

export const galaxyKeys = {
  all: ['galaxy'] as const,
  systems: (params: { x?: number; y?: number } = {}) =>
    [...galaxyKeys.all, 'systems', { x: params.x ?? null, y: params.y ?? null }] as const,
  system: (galaxy: number, system: number) => [...galaxyKeys.all, 'system', galaxy, system] as const,
  search: (q: string) => [...galaxyKeys.all, 'search', q.trim()] as const,
};

/** Query factories for the galaxy (spec p1 §7.2). Mutations invalidate `galaxyKeys.all`. */
export const galaxyQueries = {
  systems: (params: { x?: number; y?: number } = {}) =>
    queryOptions({ queryKey: galaxyKeys.systems(params), queryFn: ({ signal }) => getSystems(params, signal) }),
  /** One system; a 404 resolves to the unexplored system, never an error. */
  system: (galaxy: number, system: number) =>
    queryOptions({ queryKey: galaxyKeys.system(galaxy, system), queryFn: ({ signal }) => getSystem(galaxy, system, signal) }),
  /** Text search; skipped (`skipToken`) while there is no text or it is blank (spec p1 §5). */
  search: (q: string | null) =>
    queryOptions({
      queryKey: galaxyKeys.search(q ?? ''),
      queryFn: q !== null && q.trim() !== '' ? ({ signal }) => searchGalaxy(q, signal) : skipToken,
    }),
};
