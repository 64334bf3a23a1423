import { queryOptions } from '@tanstack/react-query';
import { getPlanetShips, getShipQueue, getShipTypes } from '../endpoints/ships';
import type { Id } from '../schemas/common';

/** Keys nested from `['ships']`; a build or complete invalidates `shipKeys.planet(id)`. */
export const shipKeys = {
  all: ['ships'] as const,
  types: (planetId: Id) => [...shipKeys.all, 'types', String(planetId)] as const,
  planet: (planetId: Id) => [...shipKeys.all, 'planet', String(planetId)] as const,
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
