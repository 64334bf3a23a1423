import { http, HttpResponse } from 'msw';
import { routes } from '@imperio/api-client';
import { constructRequestSchema } from '@imperio/api-client/schemas/requests';
import { clock } from '../clock';
import { db } from '../db';
import {
  BUILDING_CATALOGUE,
  buildingDef,
  buildingDefById,
  buildTime,
  MAX_QUEUE,
  productionAt,
  STORAGE_OF,
  storageCapacity,
  upgradeCost,
  type BuildQueueRecord,
  type PlanetBuildingRecord,
} from '../db/buildings';
import { economyOf, setCapacity, settle, spend, stockAt } from '../economy';
import { levelOf, newQueueId } from '../seed/buildings';
import { notify } from '../seed/notifications';
import { registerTick } from '../universe';
import { api, authed, list, validBody } from './util';

const RESOURCES = ['metal', 'crystal', 'deuterium'] as const;
const NAMES_ES = { metal: 'metal', crystal: 'cristal', deuterium: 'deuterio' } as const;

function ownPlanet(planetId: number, userId: number) {
  const planet = db.planets.findFirst((q) => q.where({ id: planetId }));
  return planet && planet.owner?.id === userId ? planet : undefined;
}

function queueOf(planetId: number): BuildQueueRecord[] {
  return db.buildQueue.findMany((q) => q.where({ planet_id: planetId }), { orderBy: { end_ms: 'asc' } });
}

const es = (value: number) => new Intl.NumberFormat('es-ES').format(value);

/** Why a building cannot be queued now, or null (the rules shown as `upgrade_reason`). */
function refusal(record: PlanetBuildingRecord, planetId: number, now: number): string | null {
  const def = buildingDef(record.code);
  if (!def) return 'Edificio desconocido';
  if (def.max_level !== null && record.level >= def.max_level) return 'Nivel máximo alcanzado';
  const queue = queueOf(planetId);
  if (queue.some((item) => item.building_id === record.id)) return 'Ya está en la cola de construcción';
  if (queue.length >= MAX_QUEUE) return `La cola de construcción está llena (${MAX_QUEUE})`;
  const planet = db.planets.findFirst((q) => q.where({ id: planetId }));
  const used = Number(planet?.fields_used ?? 0) + queue.length;
  if (planet?.fields_total != null && used >= Number(planet.fields_total)) return 'No hay campos libres en el planeta';
  for (const [code, level] of Object.entries(def.requires ?? {})) {
    if (levelOf(planetId, code) < level) return `Requiere ${buildingDef(code)?.name ?? code} nivel ${level}`;
  }
  const economy = economyOf(planetId);
  if (economy) {
    const stock = stockAt(economy, now);
    const cost = upgradeCost(def, record.level);
    const short = RESOURCES.filter((key) => cost[key] > stock[key]);
    if (short.length)
      return `Recursos insuficientes: faltan ${short.map((key) => `${es(Math.ceil(cost[key] - stock[key]))} de ${NAMES_ES[key]}`).join(', ')}`;
  }
  return null;
}

/** The answer of GET /buildings/planet/{id}/ for a planet at `now` (scenarios reuse it). */
export function planetBuildingsAnswer(planetId: number, now: number = clock.now()) {
  const planet = db.planets.findFirst((q) => q.where({ id: planetId }));
  const queue = queueOf(planetId);
  const records = db.planetBuildings.findMany((q) => q.where({ planet_id: planetId }), { orderBy: { id: 'asc' } });
  const buildings = records.map((record) => {
    const def = buildingDef(record.code)!;
    const queued = queue.find((item) => item.building_id === record.id);
    const reason = refusal(record, planetId, now);
    return {
      id: record.id,
      building_code: record.code,
      building_name: def.name,
      building_category: def.category,
      level: record.level,
      max_level: def.max_level,
      is_upgrading: Boolean(queued),
      upgrade_ends: queued ? new Date(queued.end_ms).toISOString() : null,
      can_upgrade: reason === null,
      upgrade_reason: reason,
      production: productionAt(record.code, record.level),
      upgrade_cost: upgradeCost(def, record.level),
    };
  });
  const used = Number(planet?.fields_used ?? 0);
  const total = Number(planet?.fields_total ?? 0);
  return { buildings, fields_used: used, fields_total: total, fields_available: Math.max(0, total - used) };
}

/** The answer of GET /buildings/queue/ (position from 1). */
export function buildQueueAnswer(planetId: number) {
  return queueOf(planetId).map((item, index) => ({
    id: item.id,
    building_name: buildingDef(item.code)?.name ?? item.code,
    target_level: item.target_level,
    position: index + 1,
    total_cost: item.cost,
    ends_at: new Date(item.end_ms).toISOString(),
  }));
}

/**
 * Completes one queue item at its end time: the level rises, a field fills, production or
 * capacity follows, and the owner gets a BUILD_COMPLETE notification.
 */
async function completeItem(item: BuildQueueRecord): Promise<void> {
  const record = db.planetBuildings.findFirst((q) => q.where({ id: item.building_id }));
  db.buildQueue.delete((q) => q.where({ id: item.id }));
  if (!record) return;
  const before = record.level;
  await db.planetBuildings.update(record, { data: (r) => void (r.level = item.target_level) });
  const planet = db.planets.findFirst((q) => q.where({ id: item.planet_id }));
  if (planet)
    await db.planets.update(planet, { data: (p) => void (p.fields_used = Number(p.fields_used ?? 0) + (item.target_level - before)) });

  const old = productionAt(item.code, before);
  const next = productionAt(item.code, item.target_level);
  if (old && next) {
    await settle(item.planet_id, item.end_ms);
    const economy = economyOf(item.planet_id);
    if (economy) {
      await db.planetEconomy.update(economy, {
        data(e) {
          for (const key of RESOURCES) e.production_per_hour[key] += next[key] - old[key];
          e.production_per_hour.energy += next.energy - old.energy;
          e.stock.energy += next.energy - old.energy;
        },
      });
    }
  }
  const store = STORAGE_OF[item.code];
  if (store) {
    const economy = economyOf(item.planet_id);
    if (economy)
      await setCapacity(
        item.planet_id,
        { [store]: economy.capacity[store] + storageCapacity(item.target_level) - storageCapacity(before) },
        item.end_ms,
      );
  }
  const name = buildingDef(item.code)?.name ?? item.code;
  if (planet?.owner?.id != null) {
    await notify({
      user_id: Number(planet.owner.id),
      notif_type: 'BUILD_COMPLETE',
      title: `${name} mejorada`,
      message: `${name} alcanzó el nivel ${item.target_level} en ${planet.name ?? planet.coordinates}.`,
      data: { planet_coordinates: planet.coordinates ?? undefined, building_name: name, level: item.target_level },
      at: item.end_ms,
    });
  }
}

/** Finishes every queue item whose end time has passed, oldest first. */
export async function advanceBuildings(now: number): Promise<void> {
  const due = db.buildQueue.findMany((q) => q.where({ end_ms: (end) => end <= now }), { orderBy: { end_ms: 'asc' } });
  for (const item of due) await completeItem(item);
}

registerTick('buildings', advanceBuildings);

function bad(message: string, status = 400) {
  return HttpResponse.json({ success: false, message }, { status });
}

/** Buildings (spec p2 §7; paths in the contract): levels, queue, types, cost, construct, finish. */
export const buildingHandlers = [
  http.get(
    api(routes.buildings.planet(':planetId')),
    authed(({ params, user }) => {
      const planetId = Number(params.planetId);
      if (!ownPlanet(planetId, user.id)) return HttpResponse.json({ detail: 'No encontrado.' }, { status: 404 });
      return HttpResponse.json(planetBuildingsAnswer(planetId));
    }),
  ),
  http.get(
    api(routes.buildings.queue),
    authed(({ request, user }) => {
      const planetId = Number(new URL(request.url).searchParams.get('planet_id'));
      if (!ownPlanet(planetId, user.id)) return HttpResponse.json({ detail: 'No encontrado.' }, { status: 404 });
      return list(buildQueueAnswer(planetId));
    }),
  ),
  http.get(
    api(routes.buildings.types),
    authed(() =>
      HttpResponse.json(
        BUILDING_CATALOGUE.map((def) => ({
          id: def.id,
          code: def.code,
          name: def.name,
          category: def.category,
          description: def.description,
        })),
      ),
    ),
  ),
  http.get(
    api(routes.buildings.cost),
    authed(({ request, user }) => {
      const url = new URL(request.url);
      const def = buildingDefById(Number(url.searchParams.get('building_type_id')));
      const planetId = Number(url.searchParams.get('planet_id'));
      const level = Math.max(0, Number(url.searchParams.get('level') ?? 0) || 0);
      if (!def) return HttpResponse.json({ detail: 'Tipo de edificio no encontrado.' }, { status: 404 });
      if (!ownPlanet(planetId, user.id)) return HttpResponse.json({ detail: 'No encontrado.' }, { status: 404 });
      const robotics = levelOf(planetId, 'robotics_factory');
      const nanite = levelOf(planetId, 'nanite_factory');
      const cost = upgradeCost(def, level);
      const time = buildTime(cost, robotics, nanite);
      return HttpResponse.json({
        build_time: time.seconds,
        acceleration_info: {
          robotics_level: robotics,
          nanite_level: nanite,
          base_time_hours: time.baseHours,
          accelerated_time_hours: time.acceleratedHours,
        },
        cost,
      });
    }),
  ),
  http.post(
    api(routes.buildings.construct),
    authed(async ({ request, user }) => {
      const parsed = await validBody(request, constructRequestSchema);
      if (!parsed.ok) return parsed.response;
      const planetId = parsed.data.planet_id;
      const def = buildingDefById(parsed.data.building_type_id);
      if (!def) return bad('Tipo de edificio no encontrado.');
      if (!ownPlanet(planetId, user.id)) return bad('Planeta no encontrado.', 404);
      const record = db.planetBuildings.findFirst((q) => q.where({ planet_id: planetId, code: def.code }));
      if (!record) return bad('Edificio no encontrado.', 404);
      const now = clock.now();
      const reason = refusal(record, planetId, now);
      if (reason) return bad(reason);
      const cost = upgradeCost(def, record.level);
      const paid = await spend(planetId, cost, now);
      if (!paid.ok) return bad('Recursos insuficientes');
      const queue = queueOf(planetId);
      const start = Math.max(now, queue.at(-1)?.end_ms ?? now);
      const { seconds } = buildTime(cost, levelOf(planetId, 'robotics_factory'), levelOf(planetId, 'nanite_factory'));
      await db.buildQueue.create({
        id: newQueueId(),
        planet_id: planetId,
        building_id: record.id,
        code: def.code,
        target_level: record.level + 1,
        start_ms: start,
        end_ms: start + seconds * 1000,
        cost,
      });
      const message = queue.length
        ? `${def.name} nivel ${record.level + 1} añadido a la cola (posición ${queue.length + 1})`
        : `Mejora de ${def.name} a nivel ${record.level + 1} iniciada`;
      return HttpResponse.json({ success: true, message }, { status: 201 });
    }),
  ),
  http.post(
    api(routes.buildings.finish(':id')),
    authed(({ params, user }) => {
      const record = db.planetBuildings.findFirst((q) => q.where({ id: Number(params.id) }));
      if (!record || !ownPlanet(record.planet_id, user.id)) return bad('Edificio no encontrado.', 404);
      const item = queueOf(record.planet_id).find((entry) => entry.building_id === record.id);
      // The tick has already completed every upgrade whose time passed.
      if (!item)
        return HttpResponse.json({
          success: true,
          message: `${buildingDef(record.code)?.name ?? record.code} nivel ${record.level} completado`,
        });
      return bad('La construcción aún no ha terminado');
    }),
  ),
];
