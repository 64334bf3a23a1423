import { http, HttpResponse } from 'msw';
import { routes } from '@imperio/api-client';
import { clock } from '../clock';
import { api } from '../handlers/util';
import { MISSION_TYPES } from '../fleet';
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

/** Both mission calls answer the same missions (the Fleet screen reads both). */
function missionsAnswer(missions: unknown[]) {
  return [
    active(missions.filter((mission) => (mission as { is_active?: boolean }).is_active !== false)),
    http.get(api(routes.fleet.missions), () => HttpResponse.json({ missions } as never)),
  ];
}

/** One mission in each status (spec p2 §4), newest first. */
const EACH_STATUS = [
  sample(1, 'colonize', 'preparing', 2, 0),
  sample(2, 'attack', 'traveling', 95, 62),
  sample(3, 'espionage', 'at_destination', 40, 20),
  sample(4, 'transport', 'returning', 3_725, 15.5),
  sample(5, 'recycle', 'completed', 0, 100, { is_active: false, total_cargo: 0 }),
  sample(6, 'deploy', 'cancelled', 0, 100, { is_active: false }),
];

/** Eight missions in the air (the grid shows 6) and two finished ones. */
const EIGHT_ACTIVE = [
  sample(1, 'attack', 'traveling', 95, 62),
  sample(2, 'transport', 'returning', 3_725, 15.5),
  sample(3, 'colonize', 'at_destination', 40, 100),
  sample(4, 'espionage', 'traveling', 12, 98),
  sample(5, 'recycle', 'returning', 7_200, 5),
  sample(6, 'moon_destruction', 'traveling', 90_000, 1),
  sample(7, 'deploy', 'preparing', 2, 0),
  sample(8, 'transport', 'traveling', 600, 40),
  sample(9, 'transport', 'completed', 0, 100, { is_active: false }),
  sample(10, 'espionage', 'cancelled', 0, 100, { is_active: false }),
];

const REPORT_TYPES = ['attack', 'espionage', 'transport', 'recycle', 'colonization', 'deployment', 'moon_destruction'] as const;

/** `count` reports, newest first, the first `unread` of them unread; a long text to cut at 150. */
function sampleReports(count: number, unread: number) {
  return Array.from({ length: count }, (_, i) => {
    const type = REPORT_TYPES[i % REPORT_TYPES.length]!;
    return {
      id: 500 + i,
      report_type: type,
      title: `Reporte ${i + 1}: ${type} en [1:${40 + (i % 5)}:${(i % 15) + 1}]`,
      content: `La flota llegó a [1:${40 + (i % 5)}:${(i % 15) + 1}] y cumplió su misión sin contratiempos. `.repeat(4).trim(),
      metadata: { coordinates: `1:${40 + (i % 5)}:${(i % 15) + 1}` },
      is_read: i >= unread,
      created_at: new Date(clock.now() - i * 47 * 60_000).toISOString(),
    };
  });
}

/** A reports list and statistics that answer from a fixed set (filter `is_read` honoured). */
function reportsAnswer(reports: ReturnType<typeof sampleReports>) {
  return [
    http.get(api(routes.reports.list), ({ request }) => {
      const isRead = new URL(request.url).searchParams.get('is_read');
      const results = reports
        .filter((report) => (isRead === 'false' ? !report.is_read : isRead === 'true' ? report.is_read : true))
        .slice(0, 20);
      return HttpResponse.json({ count: results.length, next: null, previous: null, results } as never);
    }),
    http.get(api(routes.reports.statistics), () =>
      HttpResponse.json({ total_reports: reports.length, unread_reports: reports.filter((report) => !report.is_read).length }),
    ),
  ];
}

/** Active-missions states of the dashboard (spec p1 §2.5, §7.5), and the Fleet screen's states (p2 §2.5, §2.6, §8). */
/** Missions at zero the server has not processed (a transport, a recycle) and needs_processing true. */
function arrivedUnprocessed() {
  return [
    ...missionsAnswer([
      sample(1, 'transport', 'traveling', 0, 100),
      sample(2, 'recycle', 'returning', 0, 100),
      sample(3, 'espionage', 'traveling', 95, 62),
    ]),
    http.get(api(routes.fleet.status), () => HttpResponse.json({ needs_processing: true })),
  ];
}

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
  many: [active(EIGHT_ACTIVE.slice(0, 6))],
  /** A mission with almost nothing: placeholders, an unknown status and type. */
  sparse: [
    active([{ id: 77, status: 'warping' }, sample(2, 'deploy', 'traveling', 0, 100, { ships: [], total_cargo: null, distance: null })]),
  ],

  // --- Fleet screen (spec p2 §2.5) ---
  /** 'Error al cargar datos de flota': the missions list fails. */
  listError: [failWith('get', routes.fleet.missions, 500, {}), failWith('get', routes.fleet.active, 500, {})],
  /** The mission types fail: the form cannot offer types. */
  typesError: [failWith('get', routes.fleet.missionTypes, 500, {})],
  /** No mission ever sent. */
  noMissions: missionsAnswer([]),
  /** Eight missions in the air: the grid shows 6. */
  eightActive: missionsAnswer(EIGHT_ACTIVE),
  /** One mission in each status: preparing, traveling, at_destination, returning, completed, cancelled. */
  eachStatus: missionsAnswer(EACH_STATUS),
  /**
   * Countdowns at zero the server has not processed yet, so the client must wait for it: a
   * transport still 'traveling' and a recycle still 'returning' with 0 s left, needs_processing
   * true.
   */
  arrived: arrivedUnprocessed(),
  /** As `arrived`, and 'Procesar' never answers: the missions at zero read 'Procesando…'. */
  arrivedProcessing: [...arrivedUnprocessed(), loadingForever('post', routes.fleet.process)],
  /** Create refused with `error` (and a `message` that must not win, p2 §5). */
  createError: [
    failWith('post', routes.fleet.create, 400, { error: 'No hay suficientes naves: Reciclador (disponibles: 0).', message: 'Bad Request' }),
  ],
  /** Create refused with only `message`. */
  createMessage: [failWith('post', routes.fleet.create, 400, { message: 'El servicio de flotas está en mantenimiento.' })],
  /** Create fails without a body: 'Error: ' and the default. */
  createBare: [failWith('post', routes.fleet.create, 500, {})],
  /** Cancel fails: 'Error al cancelar misión'. */
  cancelError: [failWith('post', routes.fleet.cancel(':id'), 500, {})],
  /** Due missions wait (needs_processing) and 'Procesar' answers `{output}`. */
  needsProcessing: [
    http.get(api(routes.fleet.status), () => HttpResponse.json({ needs_processing: true })),
    http.post(api(routes.fleet.process), () => HttpResponse.json({ output: 'Se procesaron 3 eventos de misión.' })),
  ],
  /** 'Procesar' answers `{error}`. */
  processError: [
    http.get(api(routes.fleet.status), () => HttpResponse.json({ needs_processing: true })),
    http.post(api(routes.fleet.process), () =>
      HttpResponse.json({ error: 'El procesador de misiones está ocupado. Inténtalo más tarde.' }),
    ),
  ],
  /** The live preview never answers. */
  previewLoading: [loadingForever('post', routes.fleet.preview)],
  /** The preview is refused. */
  previewError: [failWith('post', routes.fleet.preview, 400, { error: 'No se pudo calcular la ruta.' })],

  // --- Reports modal (spec p2 §2.6, §8) ---
  /** The list fails without a message: 'Error al cargar reportes'. */
  reportsError: [failWith('get', routes.reports.list, 500, {})],
  /** The server's message wins over the default. */
  reportsServerMessage: [failWith('get', routes.reports.list, 503, { message: 'Los reportes no están disponibles ahora.' })],
  /** No reports at all. */
  reportsEmpty: reportsAnswer([]),
  /** 25 reports, 12 unread: the badge reads '9+', the list shows a page of 20. */
  reportsMany: reportsAnswer(sampleReports(25, 12)),
  /** Opening a report fails: 'Error al obtener reporte'. */
  reportDetailError: [failWith('get', routes.reports.detail(':id'), 500, {})],
  /** Marking an opened report read fails: 'Error al marcar reporte como leído'. */
  markReadError: [failWith('patch', routes.reports.detail(':id'), 500, {})],
  /** Mark all fails: 'Error al marcar todos los reportes como leídos'. */
  markAllError: [failWith('post', routes.reports.markAllRead, 500, {})],
  /** Statistics fail: silent, the badge reads 0 (p2 §8). */
  statisticsError: [failWith('get', routes.reports.statistics, 500, {})],
};
