import { http, HttpResponse } from 'msw';
import { routes } from '@imperio/api-client';
import { api } from '../handlers/util';
import { failWith, loadingForever } from './helpers';

function counts(pending: number) {
  return http.get(api(routes.notifications.counts), () => HttpResponse.json({ pending_count: pending, unread_count: pending }));
}

/** Notification states: bell counts, overlay failure, history failure. */
export const notificationScenarios = {
  countsNone: [counts(0)],
  countsSeven: [counts(7)],
  countsHundred: [counts(100)],
  countsError: [failWith('get', routes.notifications.counts, 500, {})],
  pendingError: [failWith('get', routes.notifications.pending, 500, {})],
  historyError: [failWith('get', routes.notifications.history, 500, {})],
  /** The history fails with the server's own message. */
  historyServerMessage: [failWith('get', routes.notifications.history, 503, { message: 'Historial no disponible temporalmente.' })],
  /** No notifications at all. */
  historyEmpty: [
    http.get(api(routes.notifications.history), () => HttpResponse.json({ notifications: [], total_count: 0, unread_count: 0 })),
    counts(0),
  ],
  historyLoading: [loadingForever('get', routes.notifications.history)],
};
