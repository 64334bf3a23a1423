import { http, HttpResponse } from 'msw';
import { routes } from '@imperio/api-client';
import {
  createNotificationRequestSchema,
  markShownRequestSchema,
  notificationBulkRequestSchema,
} from '@imperio/api-client/schemas/requests';
import { clock } from '../clock';
import { db } from '../db';
import { publicNotification } from '../db/notifications';
import { notify } from '../seed/notifications';
import { api, authed, validBody } from './util';

function mine(userId: number) {
  return db.notifications.findMany((q) => q.where({ user_id: userId }), { orderBy: { created_ms: 'desc' } });
}

/** Notifications (spec p1 §7.4, p2 §7): pending → shown → read; history with paging. */
export const notificationHandlers = [
  http.get(
    api(routes.notifications.pending),
    authed(({ user }) =>
      HttpResponse.json({
        notifications: mine(user.id)
          .filter((n) => n.is_pending)
          .map(publicNotification),
      }),
    ),
  ),
  http.post(
    api(routes.notifications.markShown),
    authed(async ({ request, user }) => {
      const parsed = await validBody(request, markShownRequestSchema);
      if (!parsed.ok) return parsed.response;
      const ids = parsed.data.notification_ids;
      await db.notifications.updateMany((q) => q.where({ user_id: user.id, id: (id) => ids.includes(id) }), {
        data(n) {
          n.is_pending = false;
          n.shown_at = clock.iso();
        },
      });
      return HttpResponse.json({ success: true });
    }),
  ),
  http.get(
    api(routes.notifications.counts),
    authed(({ user }) => {
      const all = mine(user.id);
      return HttpResponse.json({
        pending_count: all.filter((n) => n.is_pending).length,
        unread_count: all.filter((n) => n.is_unread).length,
      });
    }),
  ),
  http.get(
    api(routes.notifications.history),
    authed(({ request, user }) => {
      const url = new URL(request.url);
      const limit = Math.max(1, Number(url.searchParams.get('limit') ?? 20) || 20);
      const offset = Math.max(0, Number(url.searchParams.get('offset') ?? 0) || 0);
      const type = url.searchParams.get('type');
      const all = mine(user.id);
      const filtered = type ? all.filter((n) => n.notif_type === type) : all;
      return HttpResponse.json({
        notifications: filtered.slice(offset, offset + limit).map(publicNotification),
        total_count: filtered.length,
        unread_count: all.filter((n) => n.is_unread).length,
      });
    }),
  ),
  http.post(
    api(routes.notifications.read(':id')),
    authed(async ({ params, user }) => {
      const updated = await db.notifications.update((q) => q.where({ id: Number(params.id), user_id: user.id }), {
        data(n) {
          n.is_unread = false;
          n.read_at = clock.iso();
        },
      });
      return updated ? HttpResponse.json({ success: true }) : HttpResponse.json({ detail: 'No encontrado.' }, { status: 404 });
    }),
  ),
  http.delete(
    api(routes.notifications.delete(':id')),
    authed(({ params, user }) => {
      const deleted = db.notifications.delete((q) => q.where({ id: Number(params.id), user_id: user.id }));
      return deleted ? new HttpResponse(null, { status: 204 }) : HttpResponse.json({ detail: 'No encontrado.' }, { status: 404 });
    }),
  ),
  http.post(
    api(routes.notifications.bulkAction),
    authed(async ({ request, user }) => {
      const parsed = await validBody(request, notificationBulkRequestSchema);
      if (!parsed.ok) return parsed.response;
      await db.notifications.updateMany((q) => q.where({ user_id: user.id, is_unread: true }), {
        data(n) {
          n.is_unread = false;
          n.read_at = clock.iso();
        },
      });
      return HttpResponse.json({ success: true });
    }),
  ),
  http.post(
    api(routes.notifications.create),
    authed(async ({ request, user }) => {
      const parsed = await validBody(request, createNotificationRequestSchema);
      if (!parsed.ok) return parsed.response;
      const body = parsed.data;
      const created = await notify({
        user_id: user.id,
        notif_type: body.notif_type,
        title: body.title,
        message: body.message ?? '',
        data: body.data,
      });
      return HttpResponse.json(publicNotification(created), { status: 201 });
    }),
  ),
];
