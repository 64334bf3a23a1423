import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { config } from '../config';
import { completeResearch, getResearchTypes, getUserResearch, startResearch } from '../endpoints/research';
import { resourceKeys } from './resources';
import type { Id } from '../schemas/common';

export const researchKeys = {
  all: ['research'] as const,
  types: () => [...researchKeys.all, 'types'] as const,
  user: () => [...researchKeys.all, 'user'] as const,
  autoComplete: () => [...researchKeys.all, 'auto-complete'] as const,
};

/** Query factories for research (spec p2 §7). */
export const researchQueries = {
  types: () => queryOptions({ queryKey: researchKeys.types(), queryFn: ({ signal }) => getResearchTypes(signal), staleTime: Infinity }),
  user: () => queryOptions({ queryKey: researchKeys.user(), queryFn: ({ signal }) => getUserResearch(signal) }),
  /**
   * The automatic complete call (spec p2 §7, §9): on load and every 30 s, silent (no retry; the
   * screen ignores its error). Its data is `{completed_count}`.
   */
  autoComplete: () =>
    queryOptions({
      queryKey: researchKeys.autoComplete(),
      queryFn: () => completeResearch(),
      refetchInterval: config.intervals.autoCompleteMs,
      staleTime: 0,
      gcTime: 0,
      retry: false,
    }),
};

/** Research levels changed and a planet paid: the player's research and resources reload. */
function invalidateAfterResearch(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: researchKeys.user() }),
    client.invalidateQueries({ queryKey: resourceKeys.all }),
  ]);
}

/**
 * Mutation factories for research (spec p2 §4 'Research', §7). Each owns its invalidation
 * (`onSettled`); screens pass their own `onSuccess`/`onError` to `mutate`.
 */
export const researchMutations = {
  /**
   * POST /research/start/ `{research_type_id, planet_id}`, after POST /research/complete/ (p2 §7:
   * anything finished is registered first; that call's failure is ignored).
   * @returns the UserResearch now researching @throws ApiError (default 'Error al iniciar investigación')
   */
  start: () =>
    mutationOptions({
      mutationKey: [...researchKeys.all, 'start'] as const,
      mutationFn: async (body: { research_type_id: Id; planet_id: Id }) => {
        await completeResearch().catch(() => undefined);
        return startResearch(body);
      },
      onSettled: (_data, _error, _variables, _result, context) => invalidateAfterResearch(context.client),
    }),
  /**
   * POST /research/complete/ ('Completar'): registers every finished research.
   * @returns `{completed_count}` @throws ApiError
   */
  complete: () =>
    mutationOptions({
      mutationKey: [...researchKeys.all, 'complete'] as const,
      mutationFn: () => completeResearch(),
      onSettled: (_data, _error, _variables, _result, context) => invalidateAfterResearch(context.client),
    }),
  /** Reload after the automatic complete call registered something. */
  invalidate: invalidateAfterResearch,
};
