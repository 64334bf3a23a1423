import { http, HttpResponse } from 'msw';
import { config, routes } from '@imperio/api-client';
import { formatHms } from '@imperio/rules';
import { createMissionRequestSchema, missionPreviewRequestSchema, reportUpdateRequestSchema } from '@imperio/api-client/schemas/requests';
import { clock } from '../clock';
import { db } from '../db';
import { publicMission, type MissionRecord } from '../db/missions';
import { publicReport } from '../db/reports';
import { cancelFlight, launchMission, missionAt, MISSION_TYPES, needsProcessing, planFlight, processMissions } from '../fleet';
import { api, authed, list, validBody } from './util';
// Registers the missions' seeder and the scheduler tick.
import '../seed/missions';
// The universe's news (attack warnings, invitations…) arrives over time with the missions' arrivals.
import '../seed/ambient';

const view = (record: MissionRecord, now = clock.now()) => publicMission(missionAt(record, now));

function int(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) ? number : undefined;
}

/**
 * Fleet missions and mission reports (docs/api.md 'Fleet, missions and reports'; spec p1 §7.5,
 * p2 §7): active and all missions, types, preview, create, cancel, status, process; reports
 * list (is_read, page_size 20, page), detail, PATCH is_read, mark-all-read, statistics.
 */
export const missionHandlers = [
  http.get(
    api(routes.fleet.active),
    authed(({ user }) => {
      const now = clock.now();
      const active = db.missions
        .findMany((q) => q.where({ user_id: user.id, is_active: true }), { orderBy: { id: 'asc' } })
        .map((record) => view(record, now));
      return HttpResponse.json({ active_missions: active });
    }),
  ),
  http.get(
    api(routes.fleet.missions),
    authed(({ user }) => {
      const now = clock.now();
      const all = db.missions
        .findMany((q) => q.where({ user_id: user.id }), { orderBy: { created_ms: 'desc' } })
        .map((record) => view(record, now));
      return HttpResponse.json({ missions: all });
    }),
  ),
  http.get(
    api(routes.fleet.missionTypes),
    authed(() => list(MISSION_TYPES.map((type, index) => ({ id: index + 1, ...type })))),
  ),
  http.post(
    api(routes.fleet.preview),
    authed(async ({ request }) => {
      const parsed = await validBody(request, missionPreviewRequestSchema);
      if (!parsed.ok) return parsed.response;
      const body = parsed.data;
      const origin = { galaxy: body.origin_galaxy, system: body.origin_system, position: body.origin_position };
      const destination = { galaxy: body.dest_galaxy, system: body.dest_system, position: body.dest_position };
      const speed = body.speed_percentage;
      const codes = body.ships;
      const counts = new Map<string, number>();
      for (const code of codes) counts.set(code, (counts.get(code) ?? 0) + 1);
      const plan = planFlight(
        origin,
        destination,
        [...counts].map(([code, quantity]) => ({ code, quantity })),
        speed,
      );
      if (!plan.lines.length) return HttpResponse.json({ error: 'Selecciona al menos una nave.' }, { status: 400 });
      return HttpResponse.json({
        distance: plan.distance,
        duration_formatted: formatHms(plan.seconds),
        duration_seconds: plan.seconds,
        fuel_consumption: plan.fuel,
        total_cargo_capacity: plan.capacity,
      });
    }),
  ),
  http.post(
    api(routes.fleet.create),
    authed(async ({ request, user }) => {
      const parsed = await validBody(request, createMissionRequestSchema);
      if (!parsed.ok) return parsed.response;
      const result = await launchMission(user.id, parsed.data);
      if (!result.ok) return HttpResponse.json({ error: result.error }, { status: result.status });
      return HttpResponse.json(view(result.record), { status: 201 });
    }),
  ),
  http.post(
    api(routes.fleet.cancel(':id')),
    authed(async ({ params, user }) => {
      const record = db.missions.findFirst((q) => q.where({ id: Number(params.id), user_id: user.id }));
      if (!record) return HttpResponse.json({ error: 'Misión no encontrada.' }, { status: 404 });
      const result = await cancelFlight(record);
      if (!result.ok) return HttpResponse.json({ error: result.error }, { status: result.status });
      return HttpResponse.json(view(result.record));
    }),
  ),
  http.get(
    api(routes.fleet.status),
    authed(({ user }) => HttpResponse.json({ needs_processing: needsProcessing(user.id) })),
  ),
  http.post(
    api(routes.fleet.process),
    authed(async () => {
      const count = await processMissions(clock.now(), true);
      const output =
        count === 0
          ? 'No había misiones pendientes de procesar.'
          : count === 1
            ? 'Se procesó 1 evento de misión.'
            : `Se procesaron ${count} eventos de misión.`;
      return HttpResponse.json({ output });
    }),
  ),

  http.get(
    api(routes.reports.list),
    authed(({ request, user }) => {
      const url = new URL(request.url);
      const isRead = url.searchParams.get('is_read');
      const pageSize = Math.min(100, Math.max(1, int(url.searchParams.get('page_size')) ?? config.limits.reportPageSize));
      const page = Math.max(1, int(url.searchParams.get('page')) ?? 1);
      const found = db.missionReports
        .findMany((q) => q.where({ user_id: user.id }), { orderBy: { created_ms: 'desc' } })
        .filter((report) => (isRead === 'true' ? report.is_read : isRead === 'false' ? !report.is_read : true));
      const results = found.slice((page - 1) * pageSize, page * pageSize).map(publicReport);
      const link = (to: number) => {
        const next = new URL(url);
        next.searchParams.set('page', String(to));
        return next.toString();
      };
      return HttpResponse.json({
        count: found.length,
        next: page * pageSize < found.length ? link(page + 1) : null,
        previous: page > 1 ? link(page - 1) : null,
        results,
      });
    }),
  ),
  http.get(
    api(routes.reports.statistics),
    authed(({ user }) => {
      const all = db.missionReports.findMany((q) => q.where({ user_id: user.id }));
      const byType: Record<string, number> = {};
      for (const report of all) byType[report.report_type ?? 'other'] = (byType[report.report_type ?? 'other'] ?? 0) + 1;
      return HttpResponse.json({
        total_reports: all.length,
        unread_reports: all.filter((report) => !report.is_read).length,
        by_type: byType,
      });
    }),
  ),
  http.post(
    api(routes.reports.markAllRead),
    authed(async ({ user }) => {
      const unread = db.missionReports.findMany((q) => q.where({ user_id: user.id, is_read: false }));
      for (const report of unread) await db.missionReports.update(report, { data: (r) => void (r.is_read = true) });
      return HttpResponse.json({ success: true, updated: unread.length });
    }),
  ),
  http.get(
    api(routes.reports.detail(':id')),
    authed(({ params, user }) => {
      const report = db.missionReports.findFirst((q) => q.where({ id: Number(params.id), user_id: user.id }));
      return report ? HttpResponse.json(publicReport(report)) : HttpResponse.json({ message: 'Reporte no encontrado.' }, { status: 404 });
    }),
  ),
  http.patch(
    api(routes.reports.detail(':id')),
    authed(async ({ params, request, user }) => {
      const report = db.missionReports.findFirst((q) => q.where({ id: Number(params.id), user_id: user.id }));
      if (!report) return HttpResponse.json({ message: 'Reporte no encontrado.' }, { status: 404 });
      const parsed = await validBody(request, reportUpdateRequestSchema);
      if (!parsed.ok) return parsed.response;
      const updated = await db.missionReports.update(report, { data: (r) => void (r.is_read = parsed.data.is_read) });
      return HttpResponse.json(publicReport(updated!));
    }),
  ),
];
