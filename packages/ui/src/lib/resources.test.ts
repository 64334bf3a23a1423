import { describe, expect, it } from 'vitest';
import { config, type LegacyPlanetResources, type OptimizedPlanetResources } from '@imperio/api-client';
import { energyBalance, fromLegacy, fromOptimized, projectResource, splitDuration, toSnapshot } from './resources';

const T0 = Date.UTC(2026, 5, 15, 12);
const at = (seconds: number) => T0 + seconds * 1000;

const optimized: OptimizedPlanetResources = {
  planet_id: 101,
  server_time: new Date(T0).toISOString(),
  stock: { metal: 1_000, crystal: 99_000, deuterium: 50_000, energy: 142 },
  production_per_sec: { metal: 2, crystal: 0.5, deuterium: 0.1, energy: 1 },
  capacity: { metal: 100_000, crystal: 100_000, deuterium: 50_000 },
  planet_name: 'Nueva Esperanza',
  planet_coordinates: '1:42:7',
};

describe('projectResource (spec p1 §4)', () => {
  const snapshot = fromOptimized(optimized, T0 + 5_000);

  it('is stock + production per second × seconds since server_time', () => {
    expect(projectResource(snapshot, 'metal', at(0)).amount).toBe(1_000);
    expect(projectResource(snapshot, 'metal', at(10)).amount).toBe(1_020);
    expect(projectResource(snapshot, 'metal', at(90.5)).amount).toBe(1_181);
  });

  it('uses server_time, not the moment the answer arrived', () => {
    expect(snapshot.atMs).toBe(T0);
  });

  it('caps metal, crystal and deuterium at capacity and flags them full', () => {
    const crystal = projectResource(snapshot, 'crystal', at(3_000)); // 99 000 + 1 500 > 100 000
    expect(crystal).toMatchObject({ amount: 100_000, full: true, secondsUntilFull: null, fillPercent: 100 });
    const deuterium = projectResource(snapshot, 'deuterium', at(0));
    expect(deuterium).toMatchObject({ amount: 50_000, full: true });
  });

  it('never caps energy', () => {
    const energy = projectResource(snapshot, 'energy', at(1_000_000));
    expect(energy).toMatchObject({ amount: 142 + 1_000_000, full: false, fillPercent: null, secondsUntilFull: null });
  });

  it('gives the time until full only under 24 h', () => {
    expect(projectResource(snapshot, 'crystal', at(0)).secondsUntilFull).toBe(2_000); // 1 000 left at 0.5/s
    expect(projectResource(snapshot, 'crystal', at(1_999.5)).secondsUntilFull).toBe(1);
    // metal: 99 000 left at 2/s = 49 500 s = 13.75 h → shown
    expect(projectResource(snapshot, 'metal', at(0)).secondsUntilFull).toBe(49_500);
    const slow = fromOptimized({ ...optimized, production_per_sec: { ...optimized.production_per_sec, metal: 1 } }, T0);
    // 99 000 s = 27.5 h → not shown
    expect(projectResource(slow, 'metal', at(0)).secondsUntilFull).toBeNull();
    expect(projectResource(slow, 'metal', at(99_000 - config.limits.timeUntilFullMaxS + 1)).secondsUntilFull).toBe(
      config.limits.timeUntilFullMaxS - 1,
    );
  });

  it('shows per-hour production as per-second × 3600', () => {
    expect(projectResource(snapshot, 'metal', at(0)).perHour).toBe(7_200);
    expect(projectResource(snapshot, 'crystal', at(0)).perHour).toBe(1_800);
  });

  it('keeps a stock above capacity (a delivery) without growing it', () => {
    const over = fromOptimized({ ...optimized, stock: { ...optimized.stock, metal: 120_000 } }, T0);
    expect(projectResource(over, 'metal', at(100))).toMatchObject({ amount: 120_000, full: true, fillPercent: 100 });
  });

  it('lets negative production lower the stock down to 0, and a clock behind the server changes nothing', () => {
    const falling = fromOptimized({ ...optimized, production_per_sec: { ...optimized.production_per_sec, metal: -5 } }, T0);
    expect(projectResource(falling, 'metal', at(100)).amount).toBe(500);
    expect(projectResource(falling, 'metal', at(1_000)).amount).toBe(0);
    expect(projectResource(falling, 'metal', at(1_000)).perHour).toBe(-18_000);
    expect(projectResource(snapshot, 'metal', at(-60)).amount).toBe(1_000);
  });

  it('never produces NaN from missing or absurd input', () => {
    const absurd = fromOptimized(
      {
        server_time: 'not a date',
        stock: { metal: null, crystal: undefined, deuterium: 1e300, energy: null },
        production_per_sec: { metal: null, crystal: 1e308, deuterium: null, energy: null },
        capacity: { metal: 0, crystal: -10, deuterium: null },
      },
      T0,
    );
    expect(absurd.atMs).toBe(T0);
    for (const key of ['metal', 'crystal', 'deuterium', 'energy'] as const) {
      const projection = projectResource(absurd, key, at(1e9));
      for (const value of [projection.amount, projection.perHour, projection.capacity]) expect(Number.isNaN(value)).toBe(false);
      expect(projection.secondsUntilFull === null || Number.isFinite(projection.secondsUntilFull)).toBe(true);
    }
    expect(absurd.capacity.metal).toBe(config.legacyCapacity.metal);
    expect(projectResource(absurd, 'metal', Number.NaN).amount).toBe(0);
  });
});

describe('legacy fallback (spec p1 §7.3)', () => {
  const legacy: LegacyPlanetResources = {
    planet: 101,
    planet_name: 'Nueva Esperanza',
    planet_coordinates: '1:42:7',
    last_update: new Date(T0).toISOString(),
    metal: 1_000,
    crystal: 2_000,
    deuterium: 3_000,
    energy: -12,
    production: { metal: 3_600, crystal: 1_800, deuterium: 720, energy: 0 },
  };

  it('turns per-hour production into per second and uses the capacity defaults', () => {
    const snapshot = fromLegacy(legacy, T0 + 1_000);
    expect(snapshot.source).toBe('legacy');
    expect(snapshot.perSecond).toEqual({ metal: 1, crystal: 0.5, deuterium: 0.2, energy: 0 });
    expect(snapshot.capacity.metal).toBe(100_000);
    expect(snapshot.capacity.crystal).toBe(100_000);
    expect(snapshot.capacity.deuterium).toBe(50_000);
    expect(snapshot.capacity.energy).toBeGreaterThan(1e12);
    expect(projectResource(snapshot, 'metal', at(60)).amount).toBe(1_060);
    expect(projectResource(snapshot, 'metal', at(0)).perHour).toBe(3_600);
  });

  it('uses storage_capacity when the answer has it (per store, or one number for all)', () => {
    expect(fromLegacy({ ...legacy, storage_capacity: { metal: 255_000, crystal: null, deuterium: 0 } }, T0).capacity).toMatchObject({
      metal: 255_000,
      crystal: 100_000,
      deuterium: 50_000,
    });
    expect(fromLegacy({ ...legacy, storage_capacity: 75_000 }, T0).capacity).toMatchObject({
      metal: 75_000,
      crystal: 75_000,
      deuterium: 75_000,
    });
  });

  it('takes the arrival time when last_update is missing', () => {
    expect(fromLegacy({ ...legacy, last_update: null }, T0 + 7_000).atMs).toBe(T0 + 7_000);
  });

  it('is chosen by the loader result form', () => {
    expect(toSnapshot({ form: 'legacy', data: legacy, received_at: T0 }).source).toBe('legacy');
    expect(toSnapshot({ form: 'optimized', data: optimized, received_at: T0 }).source).toBe('optimized');
  });
});

describe('splitDuration', () => {
  it('splits seconds into hours, minutes and seconds; bad input is 0', () => {
    expect(splitDuration(8_130)).toEqual({ hours: 2, minutes: 15, seconds: 30 });
    expect(splitDuration(90_061)).toEqual({ hours: 25, minutes: 1, seconds: 1 });
    expect(splitDuration(-5)).toEqual({ hours: 0, minutes: 0, seconds: 0 });
    expect(splitDuration(Number.NaN)).toEqual({ hours: 0, minutes: 0, seconds: 0 });
  });
});

describe('energyBalance (production − consumption; below 0 is a deficit)', () => {
  it('sums plants and consumers: Nueva Esperanza before its solar upgrade is 476 short', () => {
    expect(energyBalance([2690, 104, -1346, -860, -1064, 0])).toEqual({
      production: 2794,
      consumption: 3270,
      balance: -476,
      deficit: true,
    });
  });
  it('a surplus or an exact balance is no deficit', () => {
    expect(energyBalance([500, -200])).toEqual({ production: 500, consumption: 200, balance: 300, deficit: false });
    expect(energyBalance([200, -200]).deficit).toBe(false);
  });
  it('counts unreadable figures as 0 and nothing as a zero balance', () => {
    expect(energyBalance([null, undefined, Number.NaN, 10])).toEqual({ production: 10, consumption: 0, balance: 10, deficit: false });
    expect(energyBalance([])).toEqual({ production: 0, consumption: 0, balance: 0, deficit: false });
  });
});
