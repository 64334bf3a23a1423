import { http, HttpResponse } from 'msw';
import { routes } from '@imperio/api-client';
import { clock } from '../clock';
import { api } from '../handlers/util';
import { MISSION_TYPES } from '../seed/missions';
import { failWith, loadingForever, malformedJson, wrongShape } from './helpers';

function active(missions: unknown[]) {
  return http.get(api(routes.fleet.active), () => HttpResponse.json({ active_missions: missions } as never));
}

/** A mission as a backend sends it, for the scenarios below. */
function sample(id: number, code: string, status: string, timeRemaining: number, progress: number, extra: Record<string, unknown> = {}) {
  const type = MISSION_TYPES.find((t) => t.code === code)!;
  return {
    id,
    mission_type: code,
    mission_type_data: { ...type },
    status,
    origin_planet_data: { id: 101, name: 'Nueva Esperanza', coordinates: '1:42:7' },
    destination_coordinates: `1:${40 + id}:${id}`,
    ships: [{ ship_name: 'Nave pequeña de carga', quantity: id * 2 }],
    total_cargo: id * 1_250,
    distance: 2_700 + id * 95,
    speed_percentage: 100,
    fuel_consumption: 50 * id,
    time_remaining: timeRemaining,
    progress_percentage: progress,
    is_active: true,
    created_at: new Date(clock.now() - 600_000).toISOString(),
    ...extra,
  };
}

/** Active-missions states of the dashboard (spec p1 §2.5, §7.5). */
export const missionScenarios = {
  /** 'Error al cargar misiones activas'. */
  error: [failWith('get', routes.fleet.active, 500, {})],
  /** The server's own message wins over the default. */
  serverMessage: [failWith('get', routes.fleet.active, 503, { message: 'Servicio de flotas en mantenimiento' })],
  empty: [active([])],
  loading: [loadingForever('get', routes.fleet.active)],
  malformed: [malformedJson('get', routes.fleet.active)],
  wrongShape: [wrongShape('get', routes.fleet.active, { missions: [] })],
  /** Six missions of different types: the dashboard shows the first 3. */
  many: [
    active([
      sample(1, 'attack', 'traveling', 95, 62),
      sample(2, 'transport', 'returning', 3_725, 15.5),
      sample(3, 'colonize', 'at_destination', 40, 100),
      sample(4, 'espionage', 'traveling', 12, 98),
      sample(5, 'recycle', 'returning', 7_200, 5),
      sample(6, 'moon_destruction', 'traveling', 90_000, 1),
    ]),
  ],
  /** A mission with almost nothing: placeholders, an unknown status and type. */
  sparse: [active([{ id: 77, status: 'warping' }, sample(2, 'deploy', 'traveling', 0, 100, { ships: [], total_cargo: null, distance: null })])],
};
