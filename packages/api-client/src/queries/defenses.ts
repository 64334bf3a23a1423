import { queryOptions } from '@tanstack/react-query';
import { getDefenseQueue, getDefenseTypes, getPlanetDefenses } from '../endpoints/defenses';
import type { Id } from '../schemas/common';

/** Keys nested from `['defenses']`; a build or complete invalidates `defenseKeys.planet(id)`. */
export const defenseKeys = {
  all: ['defenses'] as const,
  types: (planetId: Id) => [...defenseKeys.all, 'types', String(planetId)] as const,
  planet: (planetId: Id) => [...defenseKeys.all, 'planet', String(planetId)] as const,
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
