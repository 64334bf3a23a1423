import { http, HttpResponse } from 'msw';
import { routes } from '@imperio/api-client';
import { clock } from '../clock';
import { db } from '../db';
import { publicMission } from '../db/missions';
import { missionAt } from '../seed/missions';
import { api, authed } from './util';
// The universe's news (attack warnings, invitations…) arrives over time with the missions' arrivals.
import '../seed/ambient';

/**
 * GET /fleet/missions/active/ (spec p1 §7.5): the user's missions still in the air, in launch
 * order, with status, time remaining and progress computed at the mock's now.
 */
export const missionHandlers = [
  http.get(
    api(routes.fleet.active),
    authed(({ user }) => {
      const now = clock.now();
      const active = db.missions
        .findMany((q) => q.where({ user_id: user.id }), { orderBy: { id: 'asc' } })
        .map((record) => missionAt(record, now))
        .filter((mission) => mission.is_active);
      return HttpResponse.json({ active_missions: active.map(publicMission) });
    }),
  ),
];
