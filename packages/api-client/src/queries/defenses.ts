import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { buildDefenses, completeDefenses, getDefenseQueue, getDefenseTypes, getPlanetDefenses } from '../endpoints/defenses';
import type { Id } from '../schemas/common';
import { resourceKeys } from './resources';

/** Keys nested from `['defenses']`; a build or complete invalidates `defenseKeys.planet(id)`. */
export const defenseKeys = {
  all: ['defenses'] as const,
  types: (planetId: Id) => [...defenseKeys.all, 'types', String(planetId)] as const,
  /** Prefix of every planet's stock and queue (the complete call is not per planet). */
  planets: () => [...defenseKeys.all, 'planet'] as const,
  planet: (planetId: Id) => [...defenseKeys.planets(), String(planetId)] as const,
  stock: (planetId: Id) => [...defenseKeys.planet(planetId), 'stock'] as const,
  queue: (planetId: Id) => [...defenseKeys.planet(planetId), 'queue'] as const,
};

/** Query factories of the defence screen (spec p2 §2.4, §7). */
export const defenseQueries = {
  /** Defence types for a planet (5 min stale). */
  types: (planetId: Id) =>
    queryOptions({ queryKey: defenseKeys.types(planetId), queryFn: ({ signal }) => getDefenseTypes(planetId, signal), staleTime: 300_000 }),
  /** Defences on the planet. */
  stock: (planetId: Id) => queryOptions({ queryKey: defenseKeys.stock(planetId), queryFn: ({ signal }) => getPlanetDefenses(planetId, signal) }),
  /** The planet's defence queue. */
  queue: (planetId: Id) => queryOptions({ queryKey: defenseKeys.queue(planetId), queryFn: ({ signal }) => getDefenseQueue(planetId, signal) }),
};

/** What a defence order sends (spec p2 §7 POST /defenses/build/). */
export interface DefenseOrder {
  defense_type_id: Id;
  planet_id: Id;
  /** Whole number ≥ 1. */
  quantity: number;
}

/**
 * Mutation factories of the defence screen (spec p2 §2.4, §7); like `shipMutations`, each settles
 * once the data it changed has been asked again.
 */
export const defenseMutations = {
  /** POST /defenses/build/: queues an order; then the planet's defences, queue and resources reload. */
  build: () =>
    mutationOptions({
      mutationKey: [...defenseKeys.all, 'build'] as const,
      mutationFn: (order: DefenseOrder) => buildDefenses(order),
      onSuccess: (_item, order, _result, { client }) =>
        Promise.all([
          client.invalidateQueries({ queryKey: defenseKeys.planet(order.planet_id) }),
          client.invalidateQueries({ queryKey: resourceKeys.all }),
        ]),
    }),
  /** POST /defenses/complete/: registers finished items (`completed_count`); then every queue reloads. */
  complete: () =>
    mutationOptions({
      mutationKey: [...defenseKeys.all, 'complete'] as const,
      mutationFn: () => completeDefenses(),
      onSettled: (_data, _error, _variables, _result, { client }) => client.invalidateQueries({ queryKey: defenseKeys.planets() }),
    }),
};
