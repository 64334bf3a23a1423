import { queryOptions } from '@tanstack/react-query';
import { getOwnPlanets, getPlanet } from '../endpoints/planets';
import { planetKeys } from './keys';

/** Query factories for planets (spec p1 §7.2). */
export const planetQueries = {
  /** The player's own planets. */
  own: () => queryOptions({ queryKey: planetKeys.own(), queryFn: ({ signal }) => getOwnPlanets(signal) }),
  detail: (id: number | string) =>
    queryOptions({ queryKey: planetKeys.detail(id), queryFn: ({ signal }) => getPlanet(id, signal) }),
};
