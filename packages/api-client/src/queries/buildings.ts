import { queryOptions } from '@tanstack/react-query';
import { getBuildingCost, getBuildingTypes, getBuildQueue, getPlanetBuildings } from '../endpoints/buildings';

type Id = number | string;

export const buildingKeys = {
  all: ['buildings'] as const,
  planet: (planetId: Id) => [...buildingKeys.all, 'planet', String(planetId)] as const,
  queue: (planetId: Id) => [...buildingKeys.all, 'queue', String(planetId)] as const,
  types: () => [...buildingKeys.all, 'types'] as const,
  cost: (buildingTypeId: Id, level: number, planetId: Id) => [...buildingKeys.all, 'cost', String(buildingTypeId), level, String(planetId)] as const,
};

/** Query factories for buildings (spec p2 §7). Reloads are explicit (after upgrade or finish). */
export const buildingQueries = {
  planet: (planetId: Id) => queryOptions({ queryKey: buildingKeys.planet(planetId), queryFn: ({ signal }) => getPlanetBuildings(planetId, signal) }),
  queue: (planetId: Id) => queryOptions({ queryKey: buildingKeys.queue(planetId), queryFn: ({ signal }) => getBuildQueue(planetId, signal) }),
  /** The catalogue changes with a deploy, not during a visit: fetched once per visit. */
  types: () => queryOptions({ queryKey: buildingKeys.types(), queryFn: ({ signal }) => getBuildingTypes(signal), staleTime: Infinity }),
  cost: (buildingTypeId: Id, level: number, planetId: Id) =>
    queryOptions({
      queryKey: buildingKeys.cost(buildingTypeId, level, planetId),
      queryFn: ({ signal }) => getBuildingCost({ buildingTypeId, level, planetId }, signal),
    }),
};
