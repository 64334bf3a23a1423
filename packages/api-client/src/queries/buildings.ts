import { mutationOptions, queryOptions, skipToken, type QueryClient } from '@tanstack/react-query';
import {
  constructBuilding,
  finishBuilding,
  getBuildingCost,
  getBuildingTypes,
  getBuildQueue,
  getPlanetBuildings,
} from '../endpoints/buildings';
import { planetKeys } from './keys';
import { resourceKeys } from './resources';
import type { Id } from '../schemas/common';
import { keyId, type KeyId, withId, type MaybeId } from './skip';

export const buildingKeys = {
  all: ['buildings'] as const,
  planet: (planetId: KeyId) => [...buildingKeys.all, 'planet', String(planetId)] as const,
  queue: (planetId: KeyId) => [...buildingKeys.all, 'queue', String(planetId)] as const,
  types: () => [...buildingKeys.all, 'types'] as const,
  cost: (buildingTypeId: KeyId, level: number, planetId: KeyId) =>
    [...buildingKeys.all, 'cost', String(buildingTypeId), level, String(planetId)] as const,
};

/** Query factories for buildings (spec p2 §7). Reloads are explicit (after upgrade or finish). */
export const buildingQueries = {
  /** A planet's buildings; skipped (`skipToken`) without a planet. */
  planet: (planetId: MaybeId) =>
    queryOptions({ queryKey: buildingKeys.planet(keyId(planetId)), queryFn: withId(planetId, getPlanetBuildings) }),
  /** A planet's construction queue; skipped without a planet. */
  queue: (planetId: MaybeId) => queryOptions({ queryKey: buildingKeys.queue(keyId(planetId)), queryFn: withId(planetId, getBuildQueue) }),
  /** The catalogue changes with a deploy, not during a visit: fetched once per visit. */
  types: () => queryOptions({ queryKey: buildingKeys.types(), queryFn: ({ signal }) => getBuildingTypes(signal), staleTime: Infinity }),
  /** A level's cost and build time; skipped until both the building type and the planet are known. */
  cost: (buildingTypeId: MaybeId, level: number, planetId: MaybeId) =>
    queryOptions({
      queryKey: buildingKeys.cost(keyId(buildingTypeId), level, keyId(planetId)),
      queryFn:
        buildingTypeId === null || buildingTypeId === undefined
          ? skipToken
          : withId(planetId, (planet, signal) => getBuildingCost({ buildingTypeId, level, planetId: planet }, signal)),
    }),
};

/**
 * What an upgrade or a finish changes: the buildings and queue of every planet, and (production,
 * capacity, stock, fields) the resources and planets shown elsewhere. Only active queries refetch
 * at once; the others are marked stale.
 */
function invalidateAfterBuild(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: buildingKeys.all, refetchType: 'active' }),
    client.invalidateQueries({ queryKey: resourceKeys.all }),
    client.invalidateQueries({ queryKey: planetKeys.all }),
  ]);
}

/**
 * Mutation factories for buildings (spec p2 §4 'Building', §7). Each owns its invalidation
 * (`onSettled`, also after a refusal: the server's state may have moved), so a screen only spreads
 * the options into `useMutation` and passes its own `onSuccess`/`onError` to `mutate`.
 */
export const buildingMutations = {
  /** POST /buildings/construct/ `{building_type_id, planet_id}`: start or queue an upgrade. */
  construct: () =>
    mutationOptions({
      mutationKey: [...buildingKeys.all, 'construct'] as const,
      mutationFn: (body: { building_type_id: Id; planet_id: Id }) => constructBuilding(body),
      onSettled: (_data, _error, _variables, _result, context) => invalidateAfterBuild(context.client),
    }),
  /** POST /buildings/{id}/finish/: register a finished upgrade (the timer's call, silent). */
  finish: () =>
    mutationOptions({
      mutationKey: [...buildingKeys.all, 'finish'] as const,
      mutationFn: (buildingId: Id) => finishBuilding(buildingId),
    }),
  /** Reload after one or more finish calls settled (the timer batches them). */
  invalidate: invalidateAfterBuild,
};
