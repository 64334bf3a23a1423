import { describe, expect, it } from 'vitest';
import {
  buildShips,
  completeShips,
  getPlanetShips,
  getShipQueue,
  login,
  buildDefenses,
  getPlanetDefenses,
  getDefenseQueue,
  completeDefenses,
} from '@imperio/api-client';
import { clock } from './clock';
import { economyOf, stockAt } from './economy';
import { addShips, advanceQueue, removeShips, shipsOnPlanet, type QueueTiming } from './hangar';
import { DEMO_CREDENTIALS } from './seed/demo';

const item = (over: Partial<QueueTiming>): QueueTiming => ({
  id: 1,
  type_id: 1,
  quantity_remaining: 3,
  build_time: 10,
  current_ends_ms: 10_000,
  finished_ms: null,
  ...over,
});

describe('advanceQueue', () => {
  it('produces every unit whose end has passed and moves the current end on', () => {
    const result = advanceQueue([item({})], 25_000);
    expect(result.produced).toEqual([{ type_id: 1, count: 2 }]);
    expect(result.updates).toEqual([{ id: 1, quantity_remaining: 1, current_ends_ms: 30_000, finished_ms: null, is_building: true }]);
  });

  it('finishes an item at its last unit and starts the next one where it ended', () => {
    const result = advanceQueue(
      [item({}), item({ id: 2, type_id: 2, quantity_remaining: 2, build_time: 5, current_ends_ms: null })],
      36_000,
    );
    expect(result.finished).toEqual([1]);
    expect(result.updates[0]).toMatchObject({ id: 1, quantity_remaining: 0, finished_ms: 30_000, is_building: false });
    // second item: first unit 35 s (done), second 40 s (building)
    expect(result.updates[1]).toMatchObject({ id: 2, quantity_remaining: 1, current_ends_ms: 40_000, is_building: true });
    expect(result.produced).toEqual([
      { type_id: 1, count: 3 },
      { type_id: 2, count: 1 },
    ]);
  });

  it('changes nothing before the current end', () => {
    expect(advanceQueue([item({})], 9_999)).toEqual({ updates: [], produced: [], finished: [] });
  });
});

describe('the shipyard over the wire', () => {
  it('spends the cost, builds one probe every 5 s, adds it to the stock and registers the item on complete', async () => {
    await login(DEMO_CREDENTIALS);
    clock.freeze();
    const crystalBefore = stockAt(economyOf(101)!).crystal;
    const probesBefore = (await getPlanetShips(101)).find((row) => row.ship_type_code === 'espionage_probe')!.quantity;
    const queued = await buildShips({ ship_type_id: 11, planet_id: 101, quantity: 2 });
    expect(queued).toMatchObject({ quantity: 2, quantity_remaining: 2, is_building: true, build_time: 5 });
    expect(stockAt(economyOf(101)!).crystal).toBeCloseTo(crystalBefore - 2_000);

    clock.advance(5_000);
    expect((await getShipQueue(101))[0]).toMatchObject({ quantity_remaining: 1 });
    clock.advance(5_000);
    const [done] = await getShipQueue(101);
    expect(done).toMatchObject({ quantity_remaining: 0, is_building: false });
    expect((await getPlanetShips(101)).find((row) => row.ship_type_code === 'espionage_probe')!.quantity).toBe(probesBefore + 2);

    expect(await completeShips()).toEqual({ completed_count: 1 });
    expect(await getShipQueue(101)).toEqual([]);
  });

  it('queues a second item behind the first', async () => {
    await login(DEMO_CREDENTIALS);
    clock.freeze();
    await buildShips({ ship_type_id: 11, planet_id: 101, quantity: 1 });
    const second = await buildShips({ ship_type_id: 3, planet_id: 101, quantity: 1 });
    expect(second).toMatchObject({ is_building: false, current_ship_ends: null });
    clock.advance(5_000 + 40_000);
    const queue = await getShipQueue(101);
    expect(queue.map((row) => row.quantity_remaining)).toEqual([0, 0]);
  });

  it('refuses without enough resources, naming what is missing, and takes nothing', async () => {
    await login(DEMO_CREDENTIALS);
    clock.freeze();
    const before = stockAt(economyOf(101)!);
    await expect(buildShips({ ship_type_id: 6, planet_id: 101, quantity: 10 })).rejects.toMatchObject({
      status: 400,
      serverMessage: expect.stringMatching(/^Recursos insuficientes: faltan .* de metal/),
    });
    expect(stockAt(economyOf(101)!).metal).toBeCloseTo(before.metal);
  });

  it('refuses a ship above the planet shipyard level', async () => {
    await login(DEMO_CREDENTIALS);
    await expect(buildShips({ ship_type_id: 12, planet_id: 101, quantity: 1 })).rejects.toMatchObject({
      serverMessage: 'Nivel de hangar insuficiente: se requiere nivel 12 (actual 8).',
    });
  });

  it('refuses a quantity that is not a whole number of at least 1', async () => {
    await login(DEMO_CREDENTIALS);
    for (const quantity of [0, -2, 2.5]) {
      // Refused by the request schema: a DRF field error on `quantity`.
      await expect(buildShips({ ship_type_id: 3, planet_id: 101, quantity })).rejects.toMatchObject({
        status: 400,
        body: { quantity: [expect.stringMatching(/entero|mayor o igual a 1/)] },
      });
    }
  });

  it('advances the seeded queue of Forja Boreal with time', async () => {
    await login(DEMO_CREDENTIALS);
    clock.freeze();
    const [first] = await getShipQueue(102);
    expect(first).toMatchObject({ quantity_remaining: 5, is_building: true });
    clock.advance(15_000);
    expect((await getShipQueue(102))[0]).toMatchObject({ quantity_remaining: 4 });
  });
});

describe('the defence yard over the wire', () => {
  it('builds rocket launchers by time and registers them on complete', async () => {
    await login(DEMO_CREDENTIALS);
    clock.freeze();
    const before = (await getPlanetDefenses(101)).find((row) => row.defense_type === 1)!.quantity;
    await buildDefenses({ defense_type_id: 1, planet_id: 101, quantity: 3 });
    clock.advance(24_000);
    expect((await getDefenseQueue(101))[0]).toMatchObject({ quantity_remaining: 0 });
    expect((await getPlanetDefenses(101)).find((row) => row.defense_type === 1)!.quantity).toBe(before + 3);
    expect(await completeDefenses()).toEqual({ completed_count: 1 });
  });
});

describe('hangar helpers for the fleet', () => {
  it('lists, removes and adds ships by code', async () => {
    const recyclers = () => shipsOnPlanet(101).find((row) => row.code === 'recycler')?.quantity ?? 0;
    expect(recyclers()).toBe(2);
    expect(await removeShips(101, 'recycler', 3)).toBe(false);
    expect(await removeShips(101, 'recycler', 2)).toBe(true);
    expect(recyclers()).toBe(0);
    await addShips(103, 'colony_ship', 1);
    expect(shipsOnPlanet(103)).toEqual([expect.objectContaining({ code: 'colony_ship', quantity: 1 })]);
  });
});
