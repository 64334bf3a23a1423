import { beforeEach, describe, expect, it } from 'vitest';
import {
  completeResearch,
  constructBuilding,
  getBuildingCost,
  getBuildQueue,
  getPlanetBuildings,
  getResearchTypes,
  getUserResearch,
  startResearch,
} from '@imperio/api-client';
import { db } from '../db';
import { economyOf, stockAt } from '../economy';
import { DEMO_USER_ID } from '../seed/demo';
import { advanceUniverse } from '../universe';
import { TEST_NOW as T0, loginAt, resetDemoAt } from '../testing';

beforeEach(() => resetDemoAt(T0));

describe('mock buildings', () => {
  it("agrees with itself: free fields are total − used (queue apart), energy is the buildings' balance", async () => {
    const forja = await getPlanetBuildings(102);
    expect(forja).toMatchObject({ fields_used: 81, fields_total: 140, fields_available: 59 });
    expect(await getBuildQueue(102)).toHaveLength(3);
    for (const planetId of [101, 102, 103]) {
      const { buildings } = await getPlanetBuildings(planetId);
      const balance = buildings.reduce((sum, b) => sum + Number(b.production?.energy ?? 0), 0);
      expect(stockAt(economyOf(planetId)!).energy).toBe(balance);
    }
    // The home planet has a surplus; Forja Boreal and Marea Azul run a deficit.
    expect(stockAt(economyOf(101)!).energy).toBe(415);
    expect(stockAt(economyOf(102)!).energy).toBeLessThan(0);
  });

  it('serves every category with levels, fields and the reasons an upgrade is refused', async () => {
    const answer = await getPlanetBuildings(101);
    expect(new Set(answer.buildings.map((b) => b.building_category))).toEqual(
      new Set(['production', 'storage', 'facility', 'research', 'shipyard', 'defense', 'special']),
    );
    expect(answer.fields_used).toBe(answer.buildings.reduce((sum, b) => sum + Number(b.level), 0));
    const shield = answer.buildings.find((b) => b.building_code === 'shield_generator')!;
    expect(shield).toMatchObject({ level: 5, max_level: 5, can_upgrade: false, upgrade_reason: 'Nivel máximo alcanzado' });
    const terraformer = answer.buildings.find((b) => b.building_code === 'terraformer')!;
    expect(terraformer.upgrade_reason).toMatch(/Recursos insuficientes|Requiere/);
    const mine = answer.buildings.find((b) => b.building_code === 'metal_mine')!;
    // OGame cost: 60 × 1.5^20 metal, 15 × 1.5^20 crystal
    expect(mine.upgrade_cost).toEqual({ metal: Math.floor(60 * 1.5 ** 20), crystal: Math.floor(15 * 1.5 ** 20), deuterium: 0 });
  });

  it('accelerates the build time by robotics 1/(level+1) and nanite 1/2^level', async () => {
    // Nueva Esperanza: robotics 10, nanite 2; space dock 0 → 1 costs 200 metal.
    const cost = await getBuildingCost({ buildingTypeId: 13, level: 0, planetId: 101 });
    expect(cost.acceleration_info).toMatchObject({ robotics_level: 10, nanite_level: 2, base_time_hours: 200 / 2500 });
    expect(cost.acceleration_info?.accelerated_time_hours).toBeCloseTo(200 / 2500 / 11 / 4);
    expect(cost.build_time).toBe(Math.round((200 / 2500 / 44) * 3600));
    expect(cost.build_time).toBeLessThan(10);
  });

  it('upgrades a mine: spends, queues, finishes by the clock, raises level, production, fields, notifies', async () => {
    const before = await getPlanetBuildings(103);
    const mine = before.buildings.find((b) => b.building_code === 'metal_mine')!;
    const stock = stockAt(economyOf(103)!, T0);
    const productionBefore = economyOf(103)!.production_per_hour.metal;

    const answer = await constructBuilding({ building_type_id: 1, planet_id: 103 });
    expect(answer.success).toBe(true);
    expect(stockAt(economyOf(103)!, T0).metal).toBeCloseTo(stock.metal - Number(mine.upgrade_cost!.metal));
    const queue = await getBuildQueue(103);
    expect(queue).toHaveLength(1);
    expect(queue[0]).toMatchObject({ building_name: 'Mina de metal', target_level: 10, position: 1 });
    const during = (await getPlanetBuildings(103)).buildings.find((b) => b.building_code === 'metal_mine')!;
    expect(during).toMatchObject({ is_upgrading: true, can_upgrade: false, upgrade_reason: 'Ya está en la cola de construcción' });

    // A second one waits behind the first.
    await constructBuilding({ building_type_id: 4, planet_id: 103 });
    expect((await getBuildQueue(103)).map((item) => item.position)).toEqual([1, 2]);

    loginAt(Date.parse(during.upgrade_ends!) + 1);
    await advanceUniverse();
    const after = await getPlanetBuildings(103);
    const upgraded = after.buildings.find((b) => b.building_code === 'metal_mine')!;
    expect(upgraded).toMatchObject({ level: 10, is_upgrading: false });
    expect(after.fields_used).toBe(Number(before.fields_used) + 1);
    expect(economyOf(103)!.production_per_hour.metal - productionBefore).toBe(
      Number(upgraded.production!.metal) - Number(mine.production!.metal),
    );
    expect(
      db.notifications
        .findMany((q) => q.where({ notif_type: 'BUILD_COMPLETE', user_id: DEMO_USER_ID }))
        .some((n) => n.title === 'Mina de metal mejorada'),
    ).toBe(true);
    expect(await getBuildQueue(103)).toHaveLength(1);
  });

  it('refuses with a clear message when resources are short', async () => {
    await expect(constructBuilding({ building_type_id: 10, planet_id: 101 })).rejects.toMatchObject({
      serverMessage: expect.stringContaining('Recursos insuficientes'),
    });
  });
});

describe('mock research', () => {
  it('starts at base × factor^level, shows progress, and completes only through the complete call', async () => {
    const types = await getResearchTypes();
    const weapons = types.find((t) => t.name === 'Tecnología iónica')!;
    const before = (await getUserResearch()).find((r) => r.research_type === weapons.id)!;
    const stock = stockAt(economyOf(101)!, T0);
    const started = await startResearch({ research_type_id: weapons.id, planet_id: 101 });
    expect(started).toMatchObject({ is_researching: true, level: before.level });
    expect(stockAt(economyOf(101)!, T0).metal).toBeCloseTo(stock.metal - 1000 * 2 ** Number(before.level));
    await expect(startResearch({ research_type_id: weapons.id, planet_id: 101 })).rejects.toMatchObject({
      serverMessage: expect.stringContaining('ya se está investigando'),
    });

    loginAt(Date.parse(started.ends_at!) + 1);
    const waiting = (await getUserResearch()).find((r) => r.research_type === weapons.id)!;
    expect(waiting).toMatchObject({ is_researching: true, progress_percentage: 100, level: before.level });
    expect((await completeResearch()).completed_count).toBeGreaterThanOrEqual(1);
    const done = (await getUserResearch()).find((r) => r.research_type === weapons.id)!;
    expect(done).toMatchObject({ is_researching: false, level: Number(before.level) + 1 });
    expect(
      db.notifications
        .findMany((q) => q.where({ notif_type: 'RESEARCH_COMPLETE' }))
        .some((n) => n.message?.includes('Tecnología iónica nivel')),
    ).toBe(true);
  });
});
