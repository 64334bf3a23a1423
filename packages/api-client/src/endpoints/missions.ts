import { config } from '../config';
import { call } from '../calls/call';
import { fleetCalls } from '../calls/fleet';
import { reportsCalls } from '../calls/reports';
import type { Id } from '../schemas/common';
import type {
  CreateMissionBody,
  Mission,
  MissionPreview,
  MissionPreviewBody,
  MissionProcessingStatus,
  MissionProcessResult,
  MissionReport,
  MissionType,
  ReportStatistics,
} from '../schemas/mission';

/**
 * GET /fleet/missions/active/ (spec p1 §7.5): reads `active_missions`.
 * @returns the player's active missions, as sent (the dashboard shows the first 3)
 * @throws ApiError 'Error al cargar misiones activas'
 */
export async function getActiveMissions(signal?: AbortSignal): Promise<Mission[]> {
  const answer = await call(fleetCalls.getActiveMissions, { signal });
  return answer.active_missions;
}

/**
 * GET /fleet/missions/ (spec p2 §7 'Get missions'): reads `missions`, every mission of the
 * player (active and finished), newest first as the server orders them.
 * @throws ApiError 'Error al cargar datos de flota'
 */
export async function getMissions(signal?: AbortSignal): Promise<Mission[]> {
  const answer = await call(fleetCalls.getMissions, { signal });
  return answer.missions;
}

/** GET /fleet/mission-types/ (spec p2 §3, §7): list or `{results}`. @throws ApiError 'Error al cargar datos de flota' */
export function getMissionTypes(signal?: AbortSignal): Promise<MissionType[]> {
  return call(fleetCalls.getMissionTypes, { signal });
}

/**
 * POST /fleet/missions/preview/ (spec p2 §7): distance, duration, fuel and total cargo capacity
 * of a planned mission. `ships` is one code per ship (see `MissionPreviewBody`).
 * @throws ApiError, server message in `error` then `message`; default 'No se pudo calcular la vista previa'
 */
export function previewMission(body: MissionPreviewBody, signal?: AbortSignal): Promise<MissionPreview> {
  return call(fleetCalls.previewMission, { body, signal });
}

/**
 * POST /fleet/missions/create/ (spec p2 §7): sends a fleet. Ships as `[{code: quantity}…]`.
 * @returns the new mission
 * @throws ApiError whose `serverMessage` is `error`, else `message` (spec p2 §5); shown as
 *   'Error: {message}' (default key 'errors:fleet.create')
 */
export function createMission(body: CreateMissionBody): Promise<Mission> {
  return call(fleetCalls.createMission, { body });
}

/**
 * POST /fleet/missions/{id}/cancel/ (spec p2 §4): only while preparing, traveling or at the
 * destination; the fleet turns around.
 * @returns the mission as it is after the cancel
 * @throws ApiError 'Error al cancelar misión' (server `error` or `message` first)
 */
export function cancelMission(id: Id): Promise<Mission> {
  return call(fleetCalls.cancelMission, { params: { id } });
}

/** GET /fleet/missions/status/ (spec p2 §4, §7; polled every 30 s). @throws ApiError 'Error al cargar datos de flota' */
export function getMissionProcessingStatus(signal?: AbortSignal): Promise<MissionProcessingStatus> {
  return call(fleetCalls.getMissionProcessingStatus, { signal });
}

/**
 * POST /fleet/missions/process/ (spec p2 §4 'Procesar', §7): asks the server to process due
 * missions.
 * @returns `{output}` (the server's summary) or `{error}` as answered with a 2xx
 * @throws ApiError on a failed call, server text in `error` then `message`; default 'Error al procesar misiones'
 */
export function processMissions(): Promise<MissionProcessResult> {
  return call(fleetCalls.processMissions);
}

/** Filters of the reports list: `is_read` false for 'No Leídos', undefined for all. */
export interface ReportFilters {
  is_read?: boolean;
  /** @default 20 (spec p2 §9) */
  page_size?: number;
}

/**
 * GET /missions/reports/?is_read&page_size=20 (spec p2 §7): reads `results` (or a plain array).
 * @throws ApiError, server `message` first; default 'Error al obtener reportes de misiones'
 */
export function getMissionReports(filters: ReportFilters = {}, signal?: AbortSignal): Promise<MissionReport[]> {
  return call(reportsCalls.getMissionReports, {
    query: { is_read: filters.is_read, page_size: filters.page_size ?? config.limits.reportPageSize },
    signal,
  });
}

/** GET /missions/reports/{id}/ (spec p2 §7). @throws ApiError, default 'Error al obtener reporte' */
export function getMissionReport(id: Id, signal?: AbortSignal): Promise<MissionReport> {
  return call(reportsCalls.getMissionReport, { params: { id }, signal });
}

/** PATCH /missions/reports/{id}/ `{is_read: true}` (spec p2 §4, §7). @throws ApiError, default 'Error al marcar reporte como leído' */
export function markReportRead(id: Id): Promise<void> {
  return call(reportsCalls.markReportRead, { params: { id }, body: { is_read: true } });
}

/** POST /missions/reports/mark-all-read/ (spec p2 §7). @throws ApiError, default 'Error al marcar todos los reportes como leídos' */
export function markAllReportsRead(): Promise<void> {
  return call(reportsCalls.markAllReportsRead);
}

/**
 * GET /missions/reports/statistics/ (spec p2 §7): `{total_reports, unread_reports}`.
 * @throws ApiError, default 'Error al obtener estadísticas de misiones' (the badge reads 0 on failure, p2 §8)
 */
export function getReportStatistics(signal?: AbortSignal): Promise<ReportStatistics> {
  return call(reportsCalls.getReportStatistics, { signal });
}
