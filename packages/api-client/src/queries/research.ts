import { queryOptions } from '@tanstack/react-query';
import { config } from '../config';
import { completeResearch, getResearchTypes, getUserResearch } from '../endpoints/research';

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
