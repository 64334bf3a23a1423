import { http, HttpResponse } from 'msw';
import { routes } from '@imperio/api-client';
import { researchStartRequestSchema } from '@imperio/api-client/schemas/requests';
import { clock } from '../clock';
import { db } from '../db';
import { researchCost, researchDef, researchSeconds, RESEARCH_CATALOGUE, type UserResearchRecord } from '../db/research';
import { spend } from '../economy';
import { levelOf } from '../seed/buildings';
import { notify } from '../seed/notifications';
import { newUserResearchId } from '../seed/research';
import { api, authed, list, validBody } from './util';

/** UserResearch as the API serves it; progress computed at `now` (100 once the time is up). */
export function publicUserResearch(record: UserResearchRecord, now: number = clock.now()) {
  let progress = 0;
  if (record.is_researching && record.started_ms !== null && record.ends_ms !== null) {
    const span = Math.max(1, record.ends_ms - record.started_ms);
    progress = Math.min(100, Math.max(0, Math.round(((now - record.started_ms) / span) * 1000) / 10));
  }
  return {
    id: record.id,
    research_type: record.research_type_id,
    level: record.level,
    is_researching: record.is_researching,
    progress_percentage: record.is_researching ? progress : 0,
    started_at: record.started_ms !== null ? new Date(record.started_ms).toISOString() : null,
    ends_at: record.ends_ms !== null ? new Date(record.ends_ms).toISOString() : null,
  };
}

/** The research types as served (catalogue fields of spec p2 §3). */
export function researchTypesAnswer() {
  return RESEARCH_CATALOGUE.map(({ code: _code, ...type }) => type);
}

/** The user's research as served (scenarios reuse it). */
export function userResearchAnswer(userId: number, now: number = clock.now()) {
  return db.userResearch
    .findMany((q) => q.where({ user_id: userId }), { orderBy: { research_type_id: 'asc' } })
    .map((r) => publicUserResearch(r, now));
}

/**
 * Registers every finished research of a user: level + 1 and a RESEARCH_COMPLETE notification.
 * Research finishes only through this call (spec p2 §4: 100 % shows 'Completada' until then).
 */
export async function completeDueResearch(userId: number, now: number = clock.now()): Promise<number> {
  const due = db.userResearch.findMany((q) => q.where({ user_id: userId, is_researching: true }));
  let count = 0;
  for (const record of due) {
    if (record.ends_ms === null || record.ends_ms > now) continue;
    const level = record.level + 1;
    await db.userResearch.update(record, {
      data(r) {
        r.level = level;
        r.is_researching = false;
        r.started_ms = null;
        r.ends_ms = null;
        r.planet_id = null;
      },
    });
    const name = researchDef(record.research_type_id)?.name ?? 'Investigación';
    await notify({
      user_id: userId,
      notif_type: 'RESEARCH_COMPLETE',
      title: 'Investigación completada',
      message: `${name} nivel ${level} completada.`,
      data: { level },
    });
    count++;
  }
  return count;
}

function bad(message: string, status = 400) {
  return HttpResponse.json({ message }, { status });
}

/** Research (spec p2 §7; paths in the contract): complete, types, user research, start. */
export const researchHandlers = [
  http.post(
    api(routes.research.complete),
    authed(async ({ user }) => HttpResponse.json({ completed_count: await completeDueResearch(user.id) })),
  ),
  http.get(
    api(routes.research.types),
    authed(() => list(researchTypesAnswer())),
  ),
  http.get(
    api(routes.research.user),
    authed(({ user }) => list(userResearchAnswer(user.id))),
  ),
  http.post(
    api(routes.research.start),
    authed(async ({ request, user }) => {
      const parsed = await validBody(request, researchStartRequestSchema);
      if (!parsed.ok) return parsed.response;
      const def = researchDef(parsed.data.research_type_id);
      if (!def) return bad('Tecnología no encontrada.');
      const planetId = parsed.data.planet_id;
      const planet = db.planets.findFirst((q) => q.where({ id: planetId }));
      if (!planet || planet.owner?.id !== user.id) return bad('Planeta no encontrado.', 404);
      const existing = db.userResearch.findFirst((q) => q.where({ user_id: user.id, research_type_id: def.id }));
      if (existing?.is_researching) return bad(`${def.name} ya se está investigando`);
      const level = existing?.level ?? 0;
      if (def.max_level !== null && level >= def.max_level) return bad('Nivel máximo alcanzado');
      const lab = levelOf(planetId, 'research_lab');
      if (lab < def.required_lab_level) return bad(`Requiere Laboratorio de investigación nivel ${def.required_lab_level}`);
      const cost = researchCost(def, level);
      const now = clock.now();
      const paid = await spend(planetId, cost, now);
      if (!paid.ok) return bad('Recursos insuficientes en el planeta seleccionado');
      const ends = now + researchSeconds(cost, lab) * 1000;
      const record = existing
        ? await db.userResearch.update(existing, {
            data(r) {
              r.is_researching = true;
              r.planet_id = planetId;
              r.started_ms = now;
              r.ends_ms = ends;
            },
          })
        : await db.userResearch.create({
            id: newUserResearchId(),
            user_id: user.id,
            research_type_id: def.id,
            level: 0,
            is_researching: true,
            planet_id: planetId,
            started_ms: now,
            ends_ms: ends,
          });
      return HttpResponse.json(publicUserResearch(record!, now), { status: 201 });
    }),
  ),
];
