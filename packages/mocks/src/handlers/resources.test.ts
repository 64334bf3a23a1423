import { beforeEach, describe, expect, it } from 'vitest';
import {
  getAllPlanetResources,
  getLegacyPlanetResources,
  getOptimizedPlanetResources,
  getPlanetProduction,
  getPlanetResources,
  getResourceSummary,
  getResourceTransactions,
  getResourceTypes,
  getActiveResourceBonuses,
  getPendingNotifications,
  ApiError,
} from '@imperio/api-client';
import { server } from '../node';
import { clock } from '../clock';
import { scenarios } from '../scenarios';
import { TEST_NOW as T0, loginDemo, resetDemoAt } from '../testing';

beforeEach(() => resetDemoAt(T0));

describe('resources mock (spec p1 §7.3)', () => {
  it('serves the optimised form: stock at server_time, production per second, capacity', async () => {
    const answer = await getOptimizedPlanetResources(101);
    expect(answer.server_time).toBe(new Date(T0).toISOString());
    // Energy is the buildings' balance: solar 22 (3581) + fusion 3 (104) − mines (1346 + 860 + 1064).
    expect(answer.stock).toMatchObject({ metal: 48_250, crystal: 23_120, deuterium: 9_870, energy: 415 });
    expect(answer.production_per_sec.metal).toBeCloseTo(3_960 / 3600, 4);
    expect(answer.capacity).toMatchObject({ metal: 255_000, crystal: 155_000, deuterium: 100_000 });
    expect(answer.planet_name).toBe('Nueva Esperanza');
  });

  it('accumulates with the mock clock and stops at capacity', async () => {
    clock.advance(3_600_000);
    loginDemo();
    const colony = await getOptimizedPlanetResources(103);
    expect(colony.stock.metal).toBe(5_200 + 660);
    const forge = await getOptimizedPlanetResources(102);
    expect(forge.stock.crystal).toBe(100_000); // 99 200 + 1 440 stops at 100 000
  });

  it('serves the legacy form with production per hour', async () => {
    const legacy = await getLegacyPlanetResources(102);
    expect(legacy).toMatchObject({
      planet: 102,
      metal: 31_400,
      production: { metal: 2_400, crystal: 1_440 },
      storage_capacity: { metal: 100_000 },
    });
    expect(legacy.last_update).toBe(new Date(T0).toISOString());
    expect(await getPlanetProduction(102)).toMatchObject({ metal: 2_400, crystal: 1_440, deuterium: 540 });
  });

  it('lists only own planets, in both forms, and refuses a planet of another player', async () => {
    const all = await getAllPlanetResources();
    expect(all.map((r) => (r.form === 'optimized' ? r.data.planet_id : null))).toEqual([101, 102, 103]);
    await expect(getOptimizedPlanetResources(201)).rejects.toMatchObject({ status: 404 });
  });

  it('falls back to the legacy form when the optimised call fails, and fails when both do', async () => {
    server.use(...scenarios.resources.optimizedError);
    const result = await getPlanetResources(101);
    expect(result.form).toBe('legacy');
    server.use(...scenarios.resources.bothError);
    const error = await getPlanetResources(101).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fallbackKey).toBe('errors:resources.planet');
  });

  it('answers types, transactions, active bonuses and the summary', async () => {
    expect((await getResourceTypes()).map((t) => t.code)).toEqual(['metal', 'crystal', 'deuterium', 'energy']);
    const txs = await getResourceTransactions({ planet_id: 102 });
    expect(txs.length).toBeGreaterThan(0);
    expect(txs.every((t) => t.planet_id === 102)).toBe(true);
    expect((await getActiveResourceBonuses()).every((b) => b.is_active)).toBe(true);
    const summary = await getResourceSummary();
    expect(summary.metal).toBe(48_250 + 31_400 + 5_200);
    expect(summary.planets_count).toBe(3);
  });

  it('sends a RESOURCE_FULL notification once, when a store fills up', async () => {
    const before = (await getPendingNotifications()).filter((n) => n.notif_type === 'RESOURCE_FULL');
    expect(before).toHaveLength(0);
    clock.advance(40 * 60_000); // Forja Boreal's crystal: 800 left at 1 440/h fills in 33 min 20 s
    loginDemo();
    const after = (await getPendingNotifications()).filter((n) => n.notif_type === 'RESOURCE_FULL');
    expect(after).toHaveLength(1);
    expect(after[0]!.message).toContain('Forja Boreal');
    expect(after[0]!.created_at).toBe(new Date(T0 + 2_000_000).toISOString());
    clock.advance(60_000);
    expect((await getPendingNotifications()).filter((n) => n.notif_type === 'RESOURCE_FULL')).toHaveLength(1);
  });
});
