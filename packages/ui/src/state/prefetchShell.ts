import type { QueryClient } from '@tanstack/react-query';
import {
  buildingQueries,
  messageQueries,
  missionQueries,
  notificationQueries,
  planetQueries,
  resourceQueries,
  type Id,
} from '@imperio/api-client';
import { loadSchemas } from '@imperio/api-client/schemas/load';
import { choosePlanet, readStoredId } from './selectedPlanet';
import { shellTopQueries } from './attention';
import type { RoutePath } from '../routes';

/** Runs `work` in a task of its own (a 0 ms timer): each request's set-up stays a short task. */
const inATaskOfItsOwn = (work: () => void) => setTimeout(work, 0);

/**
 * Starts, on `client`, the requests every signed-in screen opens with (so there is no
 * waterfall after login), before the shell has rendered: the own planets (spec p1 §4), the
 * bell's counts, the pending pop-ups (p1 §9), the attack chip's warnings (p2 §2.7) and the
 * unread badge's message stats (p2 §2.7), and the resources of the planet the shell will select
 * (the remembered one, else the first: `choosePlanet`). When the player lands on the Centro de
 * Mando (`landing` 'dashboard'), its active missions and that planet's buildings too (p1 §5).
 * The shell's queries then find them in flight or answered instead of starting them in the
 * commit that mounts it, where a cold load ran every query's fetch in the one task of the
 * shell's passive effects. The answer schemas start loading with them, so the first answer does
 * not wait a round trip for its schema.
 *
 * The remembered planet's resources and buildings go out with the planets, not after them: the
 * planet is nearly always still the player's, and the dashboard's figures then arrive one round
 * trip sooner. When the planets say otherwise (the planet was lost, or another player signed in
 * on this device), the chosen planet's follow as the planets land, and the answers for the
 * remembered one stay unread in the cache.
 *
 * Each request starts in a task of its own, so none blocks the main thread for long, except the
 * chosen planet's when it was not the remembered one: those start as the planets land, before
 * anything renders them. Call only with a session; failures are left to the screens' queries,
 * which show them and retry. Never throws.
 * @param client the shell's query cache
 * @param landing the route the player lands on (`landingRouteForPath(pathname).path`), if known
 * @returns nothing; the answers land in `client`'s cache under the screens' query keys
 */
export function prefetchShellQueries(client: QueryClient, landing?: RoutePath): void {
  const planetData = (id: Id) => {
    void client.prefetchQuery(resourceQueries.planet(id));
    if (landing === 'dashboard') void client.prefetchQuery(buildingQueries.planet(id));
  };
  // A failed chunk is met again, and reported, by the first answer to parse.
  inATaskOfItsOwn(() => void loadSchemas().catch(() => undefined));
  const remembered = readStoredId();
  inATaskOfItsOwn(() => {
    void client
      .fetchQuery(planetQueries.own())
      .then((planets) => {
        const planet = choosePlanet(planets, remembered);
        // At once, not in a task of their own: the screen that shows them renders as soon as the
        // planets are in, and a query whose fetch started between that render and the query's
        // subscription (a passive effect) reads a new result there, which React renders
        // synchronously, in the task of the mount's effects.
        if (planet && planet.id !== remembered) planetData(planet.id);
      })
      .catch(() => undefined);
  });
  if (remembered !== null) inATaskOfItsOwn(() => planetData(remembered));
  inATaskOfItsOwn(() => void client.prefetchQuery(notificationQueries.counts()));
  const [pending, attacks] = shellTopQueries();
  inATaskOfItsOwn(() => void client.prefetchQuery(pending));
  inATaskOfItsOwn(() => void client.prefetchQuery(attacks));
  inATaskOfItsOwn(() => void client.prefetchQuery(messageQueries.stats()));
  if (landing === 'dashboard') inATaskOfItsOwn(() => void client.prefetchQuery(missionQueries.active()));
}
