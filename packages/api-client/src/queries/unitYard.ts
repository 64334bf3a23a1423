import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { unitYardEndpoints, type UnitKind, type UnitOrder } from '../endpoints/unitYard';
import { keyId, type KeyId, withId, type MaybeId } from './skip';
import { resourceKeys } from './resources';

/**
 * The keys, queries and mutations of one unit yard (spec p2 §2.3 shipyard, §2.4 defence, §7).
 * Keys nest from `[kind]`: `types(id)`, and under `planets()` / `planet(id)` the `stock(id)` and
 * `queue(id)` (the complete call is not per planet, so it invalidates `planets()`). Types stay
 * fresh 5 min. Each mutation owns its invalidation and settles only once the data it changed has
 * been asked again, so a control disabled while `isPending` never shows the old stock or queue.
 * @param kind `'ships'` or `'defenses'`
 * @returns `{ keys, queries, mutations }`
 */
export function unitYardQueries<K extends UnitKind>(kind: K) {
  const calls = unitYardEndpoints(kind);
  const keys = {
    all: [kind] as const,
    types: (planetId: KeyId) => [kind, 'types', String(planetId)] as const,
    planets: () => [kind, 'planet'] as const,
    planet: (planetId: KeyId) => [kind, 'planet', String(planetId)] as const,
    stock: (planetId: KeyId) => [...keys.planet(planetId), 'stock'] as const,
    queue: (planetId: KeyId) => [...keys.planet(planetId), 'queue'] as const,
  };
  const queries = {
    /** The yard's unit types for a planet; they rarely change (5 min stale). Skipped without a planet. */
    types: (planetId: MaybeId) =>
      queryOptions({ queryKey: keys.types(keyId(planetId)), queryFn: withId(planetId, calls.types), staleTime: 300_000 }),
    /** The units on the planet; skipped (`skipToken`) without a planet. */
    stock: (planetId: MaybeId) => queryOptions({ queryKey: keys.stock(keyId(planetId)), queryFn: withId(planetId, calls.stock) }),
    /** The planet's build queue; skipped without a planet. */
    queue: (planetId: MaybeId) => queryOptions({ queryKey: keys.queue(keyId(planetId)), queryFn: withId(planetId, calls.queue) }),
  };
  const mutations = {
    /** POST /{kind}/build/: queues an order; then the planet's stock, queue and resources reload. */
    build: () =>
      mutationOptions({
        mutationKey: [kind, 'build'] as const,
        mutationFn: (order: UnitOrder<K>) => calls.build(order),
        onSuccess: (_item, order, _result, { client }) =>
          Promise.all([
            client.invalidateQueries({ queryKey: keys.planet(order.planet_id) }),
            client.invalidateQueries({ queryKey: resourceKeys.all }),
          ]),
      }),
    /** POST /{kind}/complete/: registers finished items (`completed_count`); then every queue reloads. */
    complete: () =>
      mutationOptions({
        mutationKey: [kind, 'complete'] as const,
        mutationFn: () => calls.complete(),
        onSettled: (_data, _error, _variables, _result, { client }) => client.invalidateQueries({ queryKey: keys.planets() }),
      }),
  };
  return { keys, queries, mutations };
}
