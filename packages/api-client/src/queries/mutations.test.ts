import { describe, expect, it, vi } from 'vitest';
import { MutationObserver, QueryClient, type MutationOptions } from '@tanstack/react-query';
import { addShips, DEMO_CREDENTIALS, scenarios } from '@imperio/mocks';
import { server } from '@imperio/mocks/node';
import { login } from '../endpoints/auth';
import { getSystem } from '../endpoints/galaxy';
import { defenseKeys, defenseMutations } from './defenses';
import { galaxyKeys } from './galaxy';
import { planetKeys } from './keys';
import { planetMutations } from './planets';
import { resourceKeys } from './resources';
import { shipKeys, shipMutations } from './ships';

/** Runs a mutation factory's options once in a fresh client; returns what it invalidated. */
async function run<TData, TVariables>(options: MutationOptions<TData, Error, TVariables>, variables: TVariables) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const observer = new MutationObserver(client, options);
  const outcome = await observer.mutate(variables).then(
    (data) => ({ data, error: null }),
    (error: unknown) => ({ data: null, error }),
  );
  return { ...outcome, invalidated: invalidate.mock.calls.map(([filters]) => filters?.queryKey) };
}

describe('mutation factories own their invalidation', () => {
  it('a ship order reloads that planet’s stock and queue and the resources', async () => {
    await login(DEMO_CREDENTIALS);
    const { data, invalidated } = await run(shipMutations.build(), { ship_type_id: 11, planet_id: 101, quantity: 1 });
    expect(data).toMatchObject({ quantity: 1 });
    expect(invalidated).toEqual([shipKeys.planet(101), resourceKeys.all]);
  });

  it('a defence order reloads that planet’s defences and queue and the resources', async () => {
    await login(DEMO_CREDENTIALS);
    const { data, invalidated } = await run(defenseMutations.build(), { defense_type_id: 1, planet_id: 101, quantity: 1 });
    expect(data).toMatchObject({ quantity: 1 });
    expect(invalidated).toEqual([defenseKeys.planet(101), resourceKeys.all]);
  });

  it('a refused order invalidates nothing', async () => {
    await login(DEMO_CREDENTIALS);
    server.use(...scenarios.ships.buildServerError);
    const { error, invalidated } = await run(shipMutations.build(), { ship_type_id: 11, planet_id: 101, quantity: 1 });
    expect(error).toMatchObject({ fallbackKey: 'errors:ships.build' });
    expect(invalidated).toEqual([]);
  });

  it('complete reloads every planet’s yard, even when it fails', async () => {
    await login(DEMO_CREDENTIALS);
    expect((await run(shipMutations.complete(), undefined)).invalidated).toEqual([shipKeys.planets()]);
    server.use(...scenarios.defenses.completeError);
    const failed = await run(defenseMutations.complete(), undefined);
    expect(failed.error).not.toBeNull();
    expect(failed.invalidated).toEqual([defenseKeys.planets()]);
  });

  it('colonise and abandon reload the galaxy and the planet list', async () => {
    await login(DEMO_CREDENTIALS);
    server.use(...scenarios.galaxy.abandonError);
    const abandoned = await run(planetMutations.abandon(), 101);
    expect(abandoned.error).not.toBeNull();
    expect(abandoned.invalidated).toEqual([]);
    server.resetHandlers();
    const own = await run(planetMutations.abandon(), 101);
    expect(own.invalidated).toEqual([galaxyKeys.all, planetKeys.all]);

    const free = (await getSystem(1, 42)).planets?.find((planet) => !planet.owner && !planet.owner_name);
    expect(free).toBeDefined();
    // Nueva Esperanza (101), abandoned above, held the only colony ship: Forja Boreal gets one.
    await addShips(102, 'colony_ship', 1);
    const colonised = await run(planetMutations.colonize(102), free!.id);
    expect(colonised.error).toBeNull();
    expect(colonised.invalidated).toEqual([galaxyKeys.all, planetKeys.all]);
  });
});
