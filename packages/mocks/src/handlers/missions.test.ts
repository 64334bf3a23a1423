import { beforeEach, describe, expect, it } from 'vitest';
import { getActiveMissions, getOptimizedPlanetResources, getPendingNotifications } from '@imperio/api-client';
import { clock } from '../clock';
import { AMBIENT_EVERY_MS, AMBIENT_FIRST_MS } from '../seed/ambient';
import { TEST_NOW as T0, loginDemo, resetDemoAt } from '../testing';

const MIN = 60_000;

beforeEach(() => resetDemoAt(T0));

describe('missions mock (spec p1 §7.5)', () => {
  it('starts with four active missions in three statuses', async () => {
    const active = await getActiveMissions();
    expect(active.map((m) => [m.mission_type, m.status])).toEqual([
      ['transport', 'traveling'],
      ['espionage', 'at_destination'],
      ['recycle', 'returning'],
      ['deploy', 'traveling'],
    ]);
    const transport = active[0]!;
    expect(transport.time_remaining).toBe(120);
    expect(transport.progress_percentage).toBeCloseTo(66.7, 1);
    expect(transport.origin_planet_data?.coordinates).toBe('1:44:4');
    expect(transport.destination_coordinates).toBe('1:42:7');
    expect(transport.mission_type_data).toMatchObject({ name: 'Transporte', icon: 'truck' });
  });

  it('moves traveling → at destination/returning → completed with the clock, delivers cargo and notifies', async () => {
    const homeBefore = await getOptimizedPlanetResources(101);
    clock.advance(3 * MIN);
    loginDemo();
    let active = await getActiveMissions();
    expect(active[0]).toMatchObject({ mission_type: 'transport', status: 'returning', total_cargo: 0 });
    const homeAfter = await getOptimizedPlanetResources(101);
    // 20 000 metal delivered at arrival plus 3 min of production
    expect(homeBefore.stock.metal).toBe(48_250);
    expect(homeAfter.stock.metal).toBe(Math.floor(48_250 + 20_000 + (3_960 * 3) / 60));
    const arrivals = (await getPendingNotifications()).filter((n) => n.notif_type === 'FLEET_ARRIVAL');
    expect(arrivals.map((n) => n.title)).toEqual(['Flota en destino']);

    clock.advance(6 * MIN);
    loginDemo();
    active = await getActiveMissions();
    expect(active.map((m) => [m.mission_type, m.status])).toEqual([
      ['espionage', 'returning'],
      ['recycle', 'returning'],
      ['deploy', 'traveling'],
    ]);
    expect((await getPendingNotifications()).filter((n) => n.title === 'Flota de regreso')).toHaveLength(1);

    clock.advance(4 * 60 * MIN);
    loginDemo();
    expect(await getActiveMissions()).toEqual([]);
  });

  it('brings news over time: the first after 75 s, then every 5 min, one at a time', async () => {
    const count = async () =>
      (await getPendingNotifications()).filter((n) => ['ATTACK_WARNING', 'ALLIANCE_INVITATION', 'BATTLE_RESULT'].includes(n.notif_type))
        .length;
    expect(await count()).toBe(0);
    clock.advance(AMBIENT_FIRST_MS);
    loginDemo();
    expect(await count()).toBe(1);
    clock.advance(AMBIENT_EVERY_MS - 1);
    loginDemo();
    expect(await count()).toBe(1);
    clock.advance(1);
    loginDemo();
    expect(await count()).toBe(2);
  });
});
