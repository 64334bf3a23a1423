import { beforeEach, describe, expect, it } from 'vitest';
import {
  ApiError,
  cancelMission,
  createMission,
  getMissionProcessingStatus,
  getMissionReport,
  getMissionReports,
  getMissions,
  getMissionTypes,
  getOptimizedPlanetResources,
  getPendingNotifications,
  getPlanetShips,
  getReportStatistics,
  markAllReportsRead,
  markReportRead,
  previewMission,
  processMissions,
  type CreateMissionBody,
} from '@imperio/api-client';
import { clock } from '../clock';
import { db } from '../db';
import { TRANSPORT_BODY } from '../fixtures';
import { DEMO_USER_ID } from '../seed/demo';
import { distanceBetween, flightSeconds, fuelFor } from '@imperio/rules';
import { FLEET_SPEED, HOLD_MS, planetAt, PREPARE_MS, SCHEDULER_LAG_MS } from '../fleet';
import { TEST_NOW as T0, advanceAndLogin, resetDemoAt } from '../testing';

beforeEach(() => resetDemoAt(T0));

const body = (over: Partial<CreateMissionBody> = {}): CreateMissionBody => ({ ...TRANSPORT_BODY, ...over });

async function shipsOf(planetId: number) {
  const rows = await getPlanetShips(planetId);
  const types = db.shipTypes.all();
  return Object.fromEntries(rows.map((row) => [types.find((type) => type.id === row.ship_type)?.code ?? '', Number(row.quantity)]));
}

async function createError(over: Partial<CreateMissionBody>): Promise<string | undefined> {
  try {
    await createMission(body(over));
  } catch (error) {
    return error instanceof ApiError ? error.serverMessage : String(error);
  }
  throw new Error('expected a refusal');
}

describe('flight rules (OGame formulas, demo speed)', () => {
  it('measures distance by galaxy, system, position', () => {
    expect(distanceBetween({ galaxy: 1, system: 42, position: 7 }, { galaxy: 1, system: 44, position: 4 })).toBe(2_890);
    expect(distanceBetween({ galaxy: 1, system: 42, position: 7 }, { galaxy: 1, system: 42, position: 9 })).toBe(1_010);
    expect(distanceBetween({ galaxy: 1, system: 42, position: 7 }, { galaxy: 2, system: 17, position: 11 })).toBe(20_000);
    expect(distanceBetween({ galaxy: 1, system: 42, position: 7 }, { galaxy: 1, system: 42, position: 7 })).toBe(5);
  });

  it('flies a short hop in seconds and burns more fuel at full speed', () => {
    expect(flightSeconds(2_890, 5_000, 100, FLEET_SPEED)).toBe(9);
    expect(flightSeconds(2_890, 5_000, 50, FLEET_SPEED)).toBe(17);
    expect(fuelFor([{ code: 'small_cargo', quantity: 3 }], 2_890, 100)).toBe(11);
    expect(fuelFor([{ code: 'small_cargo', quantity: 3 }], 2_890, 10)).toBeLessThan(
      fuelFor([{ code: 'small_cargo', quantity: 3 }], 2_890, 100),
    );
  });
});

describe('fleet mock (spec p2 §7)', () => {
  it('lists seven mission types with codes, icons, colours and allows_resources', async () => {
    const types = await getMissionTypes();
    expect(types.map((type) => type.code)).toEqual([
      'transport',
      'attack',
      'espionage',
      'colonize',
      'recycle',
      'deploy',
      'moon_destruction',
    ]);
    expect(types.every((type) => type.name && type.icon && type.color && typeof type.allows_resources === 'boolean')).toBe(true);
  });

  it('previews a plan from a list of codes, one per ship', async () => {
    const preview = await previewMission({
      origin_galaxy: 1,
      origin_system: 42,
      origin_position: 7,
      dest_galaxy: 1,
      dest_system: 44,
      dest_position: 4,
      speed_percentage: 100,
      ships: ['small_cargo', 'small_cargo', 'small_cargo'],
    });
    expect(preview).toMatchObject({ distance: 2_890, duration_formatted: '0:00:09', fuel_consumption: 11, total_cargo_capacity: 15_000 });
  });

  it('flies a transport: ships and fuel leave, it waits for processing, delivers, reports and lands home', async () => {
    const before = await getOptimizedPlanetResources(101);
    const mission = await createMission(body());
    expect(mission).toMatchObject({
      status: 'preparing',
      mission_type: 'transport',
      total_cargo: 1_500,
      fuel_consumption: 11,
      destination_coordinates: '1:44:4',
    });
    expect((await shipsOf(101)).small_cargo).toBe(9);
    const after = await getOptimizedPlanetResources(101);
    expect(before.stock.deuterium! - after.stock.deuterium!).toBeCloseTo(11, 0);
    expect(before.stock.metal! - after.stock.metal!).toBeCloseTo(1_000, 0);

    advanceAndLogin(PREPARE_MS);
    expect((await getMissions()).find((m) => m.id === mission.id)?.status).toBe('traveling');

    advanceAndLogin(9_000);
    const due = (await getMissions()).find((m) => m.id === mission.id)!;
    expect(due).toMatchObject({ status: 'traveling', time_remaining: 0 });
    expect(await getMissionProcessingStatus()).toEqual({ needs_processing: true });
    const colonyBefore = await getOptimizedPlanetResources(102);

    expect((await processMissions()).output).toMatch(/1 evento/);
    expect(await getMissionProcessingStatus()).toEqual({ needs_processing: false });
    expect((await getMissions()).find((m) => m.id === mission.id)).toMatchObject({ status: 'at_destination', total_cargo: 0 });
    const colonyAfter = await getOptimizedPlanetResources(102);
    expect(colonyAfter.stock.metal! - colonyBefore.stock.metal!).toBeGreaterThanOrEqual(1_000);
    const [report] = await getMissionReports({ is_read: false });
    expect(report).toMatchObject({ report_type: 'transport', is_read: false });
    expect(report!.title).toContain('[1:44:4]');

    advanceAndLogin(HOLD_MS + 9_000 + SCHEDULER_LAG_MS);
    // Finished, it shows what it delivered (the history's 'Carga'), not the empty hold.
    expect((await getMissions()).find((m) => m.id === mission.id)).toMatchObject({ status: 'completed', total_cargo: 1_500 });
    expect((await shipsOf(101)).small_cargo).toBe(12);
    expect((await getPendingNotifications()).map((n) => n.title)).toEqual(expect.arrayContaining(['Flota en destino', 'Flota de regreso']));
  });

  it('refuses what a server would, with the reason in `error`', async () => {
    expect(await createError({ destination_system: 42, destination_position: 7 })).toBe(
      'No puedes enviar una misión al mismo planeta de origen.',
    );
    expect(await createError({ ships: [{ small_cargo: 13 }] })).toBe('No hay suficientes naves: Nave pequeña de carga (disponibles: 12).');
    expect(await createError({ ships: [] })).toBe('Selecciona al menos una nave.');
    expect(await createError({ metal_cargo: 20_000 })).toMatch(/supera la capacidad de la flota \(15000\)/);
    expect(await createError({ destination_position: 16 })).toBe('Coordenadas de destino no válidas.');
    expect(await createError({ mission_type: 'colonize', destination_position: 15 })).toMatch(/requiere al menos una nave: Colonizador/);
    expect(await createError({ mission_type: 'recycle' })).toMatch(/no está disponible para ese destino/);
    expect(await createError({ speed_percentage: 55 })).toMatch(/velocidad/);
  });

  it('cancels: a preparing fleet stays home, a flying one turns around and ends cancelled', async () => {
    const staying = await createMission(body());
    const cancelled = await cancelMission(staying.id);
    expect(cancelled).toMatchObject({ status: 'cancelled', is_active: false });
    expect((await shipsOf(101)).small_cargo).toBe(12);

    const flying = await createMission(body());
    advanceAndLogin(PREPARE_MS + 4_000);
    const turned = await cancelMission(flying.id);
    expect(turned).toMatchObject({ status: 'returning', time_remaining: 4 });
    advanceAndLogin(4_000 + SCHEDULER_LAG_MS);
    expect((await getMissions()).find((m) => m.id === flying.id)?.status).toBe('cancelled');
    expect(
      (await getMissionReports()).some(
        (report) => report.report_type === 'transport' && report.created_at === new Date(clock.now()).toISOString(),
      ),
    ).toBe(false);
    await expect(cancelMission(flying.id)).rejects.toMatchObject({ serverMessage: 'Esta misión ya no se puede cancelar.' });
  });

  it('recycles the debris field, spies, attacks (new debris) and colonises (a new planet)', async () => {
    const field = db.debrisFields.findFirst((q) => q.where({ galaxy: 1, system: 42, position: 9 }))!;
    await createMission(
      body({
        mission_type: 'recycle',
        destination_position: 9,
        destination_type: 'debris',
        destination_system: 42,
        ships: [{ recycler: 2 }],
        metal_cargo: 0,
        crystal_cargo: 0,
      }),
    );
    await createMission(
      body({
        mission_type: 'espionage',
        destination_system: 41,
        destination_position: 9,
        ships: [{ espionage_probe: 3 }],
        metal_cargo: 0,
        crystal_cargo: 0,
      }),
    );
    const target = db.planets.findMany().find((p) => p.owner && p.owner.id !== DEMO_USER_ID)!;
    await createMission(
      body({
        mission_type: 'attack',
        destination_system: target.system_number,
        destination_position: target.position,
        ships: [{ light_fighter: 30 }, { cruiser: 3 }],
        metal_cargo: 0,
        crystal_cargo: 0,
      }),
    );
    const free = Array.from({ length: 15 }, (_, i) => i + 1).find((position) => !planetAt({ galaxy: 1, system: 43, position })?.owner)!;
    await createMission(
      body({
        mission_type: 'colonize',
        destination_system: 43,
        destination_position: free,
        ships: [{ colony_ship: 1 }],
        metal_cargo: 100,
        crystal_cargo: 0,
      }),
    );
    advanceAndLogin(10 * 60_000);
    const types = (await getMissionReports({ is_read: false })).map((report) => report.report_type);
    expect(types).toEqual(expect.arrayContaining(['recycle', 'espionage', 'attack']));
    const recycled = db.debrisFields.findFirst((q) => q.where({ id: field.id }));
    expect(recycled?.total_resources ?? 0).toBeLessThan(field.total_resources);
    expect(db.debrisFields.findFirst((q) => q.where({ galaxy: 1, system: target.system_number, position: target.position }))).toBeTruthy();
    expect((await getPendingNotifications()).some((n) => n.notif_type === 'BATTLE_RESULT')).toBe(true);
    const colonyReport = (await getMissionReports()).find(
      (report) => report.report_type === 'colonization' && report.title?.includes(`[1:43:${free}]`),
    );
    expect(colonyReport?.metadata).toMatchObject({ success: true });
    expect(db.planets.findFirst((q) => q.where({ galaxy: 1, system_number: 43, position: free }))?.owner?.id).toBe(DEMO_USER_ID);
    expect((await getOptimizedPlanetResources(colonyReport!.metadata!.planet_id as number)).stock.metal).toBeGreaterThanOrEqual(100);
  });
});

describe('mission reports mock (spec p2 §7)', () => {
  it('lists newest first, filters unread, counts, reads one and marks all', async () => {
    const all = await getMissionReports();
    expect(all).toHaveLength(7);
    expect(all[0]!.report_type).toBe('attack');
    expect(new Set(all.map((report) => report.report_type))).toEqual(
      new Set(['colonization', 'attack', 'espionage', 'transport', 'recycle', 'moon_destruction', 'deployment']),
    );
    expect(await getReportStatistics()).toEqual({ total_reports: 7, unread_reports: 3 });
    const unread = await getMissionReports({ is_read: false });
    expect(unread.map((report) => report.report_type)).toEqual(['attack', 'espionage', 'recycle']);
    expect(await getMissionReports({ page_size: 2 })).toHaveLength(2);

    await markReportRead(unread[0]!.id);
    expect((await getMissionReport(unread[0]!.id)).is_read).toBe(true);
    expect((await getReportStatistics()).unread_reports).toBe(2);
    await markAllReportsRead();
    expect(await getReportStatistics()).toEqual({ total_reports: 7, unread_reports: 0 });
    await expect(getMissionReport(999)).rejects.toMatchObject({
      serverMessage: 'Reporte no encontrado.',
      fallbackKey: 'errors:reports.detail',
    });
  });
});
