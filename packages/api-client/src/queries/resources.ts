import { queryOptions } from '@tanstack/react-query';
import { config } from '../config';
import {
  getActiveResourceBonuses,
  getAllPlanetResources,
  getPlanetProduction,
  getPlanetResources,
  getResourceSummary,
  getResourceTransactions,
  getResourceTypes,
} from '../endpoints/resources';
import type { Id } from '../schemas/common';
import { keyId, type KeyId, withId, type MaybeId } from './skip';

export const resourceKeys = {
  all: ['resources'] as const,
  planets: () => [...resourceKeys.all, 'planets'] as const,
  planet: (planetId: KeyId) => [...resourceKeys.all, 'planet', String(planetId)] as const,
  production: (planetId: Id) => [...resourceKeys.all, 'production', String(planetId)] as const,
  types: () => [...resourceKeys.all, 'types'] as const,
  transactions: (filters: { planet_id?: Id; type?: string }) =>
    [...resourceKeys.all, 'transactions', { planet_id: filters.planet_id ?? null, type: filters.type ?? null }] as const,
  bonuses: () => [...resourceKeys.all, 'bonuses'] as const,
  summary: () => [...resourceKeys.all, 'summary'] as const,
};

/**
 * Query factories for resources (spec p1 §7.3). Planet resources refetch every 5 min
 * (`config.intervals.resourcesRefetchMs`, p1 §9); the display recomputes every second on the
 * client from the answer, so no faster polling is needed.
 */
export const resourceQueries = {
  /** One planet, optimised form with the legacy fallback. Mutations that spend invalidate `resourceKeys.all`. */
  planet: (planetId: MaybeId) =>
    queryOptions({
      queryKey: resourceKeys.planet(keyId(planetId)),
      // Skipped (`skipToken`) until a planet is selected.
      queryFn: withId(planetId, getPlanetResources),
      refetchInterval: config.intervals.resourcesRefetchMs,
    }),
  /** Every own planet, optimised list with the legacy fallback. */
  planets: () =>
    queryOptions({
      queryKey: resourceKeys.planets(),
      queryFn: ({ signal }) => getAllPlanetResources(signal),
      refetchInterval: config.intervals.resourcesRefetchMs,
    }),
  production: (planetId: Id) =>
    queryOptions({ queryKey: resourceKeys.production(planetId), queryFn: ({ signal }) => getPlanetProduction(planetId, signal) }),
  types: () => queryOptions({ queryKey: resourceKeys.types(), queryFn: ({ signal }) => getResourceTypes(signal), staleTime: Infinity }),
  transactions: (filters: { planet_id?: Id; type?: string } = {}) =>
    queryOptions({ queryKey: resourceKeys.transactions(filters), queryFn: ({ signal }) => getResourceTransactions(filters, signal) }),
  bonuses: () => queryOptions({ queryKey: resourceKeys.bonuses(), queryFn: ({ signal }) => getActiveResourceBonuses(signal) }),
  summary: () =>
    queryOptions({
      queryKey: resourceKeys.summary(),
      queryFn: ({ signal }) => getResourceSummary(signal),
      refetchInterval: config.intervals.resourcesRefetchMs,
    }),
};
