import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { abandonPlanet, colonizePlanet } from '../endpoints/galaxy';
import { getOwnPlanets, getPlanet } from '../endpoints/planets';
import { galaxyKeys } from './galaxy';
import { planetKeys } from './keys';
import type { Id } from '../schemas/common';

/** Query factories for planets (spec p1 §7.2). */
export const planetQueries = {
  /** The player's own planets. */
  own: () => queryOptions({ queryKey: planetKeys.own(), queryFn: ({ signal }) => getOwnPlanets(signal) }),
  detail: (id: Id) => queryOptions({ queryKey: planetKeys.detail(id), queryFn: ({ signal }) => getPlanet(id, signal) }),
};

/**
 * Colonise and abandon (spec p1 §7.2): both change the galaxy map and the player's planet list,
 * so both reload every galaxy and planet query before they settle.
 */
export const planetMutations = {
  /**
   * POST /galaxy/planets/{id}/colonize/ with the planet's id; answers the colonised Planet.
   * `fromPlanetId` is the planet whose colony ship goes (the selected one).
   */
  colonize: (fromPlanetId?: Id) =>
    mutationOptions({
      mutationKey: [...planetKeys.all, 'colonize'] as const,
      mutationFn: (planetId: Id) => colonizePlanet(planetId, fromPlanetId),
      onSuccess: (_planet, _id, _result, { client }) =>
        Promise.all([client.invalidateQueries({ queryKey: galaxyKeys.all }), client.invalidateQueries({ queryKey: planetKeys.all })]),
    }),
  /** POST /galaxy/planets/{id}/abandon/ with the planet's id; answers `{success, message}`. */
  abandon: () =>
    mutationOptions({
      mutationKey: [...planetKeys.all, 'abandon'] as const,
      mutationFn: (planetId: Id) => abandonPlanet(planetId),
      onSuccess: (_answer, _id, _result, { client }) =>
        Promise.all([client.invalidateQueries({ queryKey: galaxyKeys.all }), client.invalidateQueries({ queryKey: planetKeys.all })]),
    }),
};
