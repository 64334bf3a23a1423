import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@imperio/mocks/node';
import { DEMO_CREDENTIALS, DEMO_USER_ID, db, galaxyMap, listStyle, scenarios } from '@imperio/mocks';
import { login } from './auth';
import { getOwnPlanets } from './planets';
import { abandonPlanet, colonizePlanet, getSystem, getSystems, searchGalaxy } from './galaxy';
import { getDebrisField, getDebrisFields, getNearbyDebris } from './debris';
import { ApiError } from '../errors';

beforeEach(async () => {
  await login(DEMO_CREDENTIALS);
});

describe('systems', () => {
  it('answers the demo home system the same way every time', async () => {
    const first = await getSystem(1, 42);
    const second = await getSystem(1, 42);
    expect(first).toEqual(second);
    expect(first.explored).toBe(true);
    expect(first.name).toBe('Solaris');
    expect(first.planets).toHaveLength(15);
    expect(first.planets?.find((planet) => planet.position === 7)?.name).toBe('Nueva Esperanza');
    const colonised = first.planets?.filter((planet) => planet.owner) ?? [];
    expect(first.colonized_planets_count).toBe(colonised.length);
    expect(first.free_positions).toHaveLength(15 - colonised.length);
  });

  it('turns a 404 into an empty, unexplored system', async () => {
    let unexplored = 0;
    for (let system = 1; system < 200 && !unexplored; system++) if (!galaxyMap.isExplored(3, system)) unexplored = system;
    expect(unexplored).toBeGreaterThan(0);
    const answer = await getSystem(3, unexplored);
    expect(answer).toMatchObject({ x: 3, y: unexplored, explored: false, planets: [], colonized_planets_count: 0 });
    expect(answer.free_positions).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
  });

  it('reports other failures with the server detail or the catalogue default', async () => {
    server.use(...scenarios.galaxy.systemServerMessage);
    await expect(getSystem(1, 42)).rejects.toMatchObject({ serverMessage: 'El mapa galáctico está en mantenimiento.' });
    server.use(...scenarios.galaxy.systemError);
    const error = await getSystem(1, 42).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ serverMessage: undefined, fallbackKey: 'errors:systems.detail' });
  });

  it('reads the systems list as an array or as {results}', async () => {
    const plain = await getSystems({ x: 1, y: 42 });
    listStyle.paginated = true;
    const paged = await getSystems({ x: 1, y: 42 });
    expect(plain).toHaveLength(1);
    expect(paged).toEqual(plain);
  });
});

describe('search', () => {
  it('finds systems by planet, owner and system name', async () => {
    expect((await searchGalaxy('nueva esperanza')).map((s) => `${s.x}:${s.y}`)).toContain('1:42');
    expect((await searchGalaxy('Nova Stark')).length).toBeGreaterThan(0);
    expect((await searchGalaxy('  solaris ')).map((s) => `${s.x}:${s.y}`)).toContain('1:42');
    expect(await searchGalaxy('zzqqxx-nada')).toEqual([]);
  });

  it('fails with the catalogue default', async () => {
    server.use(...scenarios.galaxy.searchError);
    await expect(searchGalaxy('Solaris')).rejects.toMatchObject({ fallbackKey: 'errors:systems.search' });
  });
});

describe('colonise and abandon', () => {
  it('colonises a free planet, which then belongs to the player and has an economy', async () => {
    const before = await getSystem(1, 42);
    const free = before.planets!.find((planet) => !planet.owner)!;
    const colony = await colonizePlanet(free.id);
    expect(colony.owner).toMatchObject({ id: DEMO_USER_ID });
    const after = await getSystem(1, 42);
    expect(after.colonized_planets_count).toBe(Number(before.colonized_planets_count) + 1);
    expect(after.free_positions).not.toContain(free.position);
    expect((await getOwnPlanets()).map((planet) => planet.id)).toContain(free.id);
    expect(db.planetEconomy.findFirst((q) => q.where({ planet_id: Number(free.id) }))).toBeDefined();
    await expect(colonizePlanet(free.id)).rejects.toMatchObject({ status: 400, serverMessage: 'Este planeta ya es tuyo.' });
  });

  it('abandons an own planet, which becomes free; the last planet cannot be abandoned', async () => {
    await abandonPlanet(102);
    const system = await getSystem(1, 44);
    const abandoned = system.planets!.find((planet) => planet.id === 102)!;
    expect(abandoned.owner).toBeNull();
    expect(system.free_positions).toContain(abandoned.position);
    await abandonPlanet(103);
    await expect(abandonPlanet(101)).rejects.toMatchObject({ status: 400, serverMessage: 'No puedes abandonar tu único planeta.' });
  });

  it('refuses to abandon another player’s planet', async () => {
    const other = db.planets.findFirst((q) => q.where({ id: 201 }));
    expect(other).toBeDefined();
    await expect(abandonPlanet(201)).rejects.toMatchObject({ status: 403, fallbackKey: 'errors:planets.abandon' });
  });

  it('reports a failed colonisation with the catalogue default', async () => {
    server.use(...scenarios.galaxy.colonizeError);
    await expect(colonizePlanet(1)).rejects.toMatchObject({ serverMessage: undefined, fallbackKey: 'errors:planets.colonize' });
  });
});

describe('debris', () => {
  it('lists the nearby window and filters', async () => {
    const nearby = await getNearbyDebris({ galaxy: 1, system_min: 40, system_max: 44 });
    expect(nearby).toHaveLength(5);
    expect((await getNearbyDebris({ galaxy: 1, system_min: 42, system_max: 42 })).map((f) => f.position)).toEqual([9]);
    const [field] = await getDebrisFields({ galaxy: 1, system: 42, position: 9 });
    expect(field).toBeDefined();
    expect(await getDebrisField(field!.id)).toEqual(field);
    expect(field!.total_resources).toBe(field!.metal_amount + field!.crystal_amount);
  });

  it('reads a failure of the nearby call as no debris, silently', async () => {
    server.use(...scenarios.galaxy.debrisError);
    await expect(getNearbyDebris({ galaxy: 1, system_min: 40, system_max: 44 })).resolves.toEqual([]);
  });
});
