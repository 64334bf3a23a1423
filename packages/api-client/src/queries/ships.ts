import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { buildShips, completeShips, getPlanetShips, getShipQueue, getShipTypes } from '../endpoints/ships';
import type { Id } from '../schemas/common';
import { resourceKeys } from './resources';

/** Keys nested from `['ships']`; a build or complete invalidates `shipKeys.planet(id)`. */
export const shipKeys = {
  all: ['ships'] as const,
  types: (planetId: Id) => [...shipKeys.all, 'types', String(planetId)] as const,
  /** Prefix of every planet's stock and queue (the complete call is not per planet). */
  planets: () => [...shipKeys.all, 'planet'] as const,
  planet: (planetId: Id) => [...shipKeys.planets(), String(planetId)] as const,
  stock: (planetId: Id) => [...shipKeys.planet(planetId), 'stock'] as const,
  queue: (planetId: Id) => [...shipKeys.planet(planetId), 'queue'] as const,
};

/** Query factories of the shipyard (spec p2 §2.3, §7). */
export const shipQueries = {
  /** Ship types for a planet; they rarely change (5 min stale). */
  types: (planetId: Id) =>
    queryOptions({ queryKey: shipKeys.types(planetId), queryFn: ({ signal }) => getShipTypes(planetId, signal), staleTime: 300_000 }),
  /** Ships stationed on the planet. */
  stock: (planetId: Id) => queryOptions({ queryKey: shipKeys.stock(planetId), queryFn: ({ signal }) => getPlanetShips(planetId, signal) }),
  /** The planet's build queue. */
  queue: (planetId: Id) => queryOptions({ queryKey: shipKeys.queue(planetId), queryFn: ({ signal }) => getShipQueue(planetId, signal) }),
};

/** What a ship order sends (spec p2 §7 POST /ships/build/). */
export interface ShipOrder {
  ship_type_id: Id;
  planet_id: Id;
  /** Whole number ≥ 1. */
  quantity: number;
}

/**
 * Mutation factories of the shipyard (spec p2 §2.3, §7). Each owns its invalidation and settles
 * only once the data it changed has been asked again, so a screen that disables its control
 * while `isPending` never shows the old stock or queue as enabled.
 */
export const shipMutations = {
  /** POST /ships/build/: queues an order; then the planet's stock, queue and resources reload. */
  build: () =>
    mutationOptions({
      mutationKey: [...shipKeys.all, 'build'] as const,
      mutationFn: (order: ShipOrder) => buildShips(order),
      onSuccess: (_item, order, _result, { client }) =>
        Promise.all([
          client.invalidateQueries({ queryKey: shipKeys.planet(order.planet_id) }),
          client.invalidateQueries({ queryKey: resourceKeys.all }),
        ]),
    }),
  /** POST /ships/complete/: registers finished items (`completed_count`); then every queue reloads. */
  complete: () =>
    mutationOptions({
      mutationKey: [...shipKeys.all, 'complete'] as const,
      mutationFn: () => completeShips(),
      onSettled: (_data, _error, _variables, _result, { client }) => client.invalidateQueries({ queryKey: shipKeys.planets() }),
    }),
};
