import { http, HttpResponse } from 'msw';
import { config, routes } from '@imperio/api-client';
import { colonizeRequestSchema } from '@imperio/api-client/schemas/requests';
import { clock } from '../clock';
import { db } from '../db';
import { createEconomy } from '../economy';
import { findPlanet, inUniverse, publicMapPlanet, isExplored, searchSystems, systemAnswer, UNIVERSE } from '../galaxy';
import { notify } from '../seed/notifications';
import { requiredShip } from '@imperio/rules';
import { removeShips, shipsOnPlanet } from '../hangar';
import { api, authed, badRequest, list, validBody } from './util';

/** The ship that founds a colony (spec p2 §9 'Required ships'), and the refusal without one (p1 §2.6). */
const COLONY_SHIP = requiredShip('colonize') ?? 'colony_ship';
const NEEDS_COLONY_SHIP = 'Requiere nave colonizadora';

/** Longest text search the server accepts (characters). */
const MAX_QUERY = 100;

function publicSystem(system: NonNullable<ReturnType<typeof systemAnswer>>) {
  return { ...system, planets: system.planets.map(publicMapPlanet) };
}

function intParam(url: URL, name: string): number | undefined {
  const raw = url.searchParams.get(name);
  return raw === null || raw === '' ? undefined : Number(raw);
}

/**
 * The galaxy (spec p1 §7.2): systems list, one system (404 when unexplored, message in
 * `detail`), text search, colonise and abandon, over the generated map in `../galaxy`.
 */
export const galaxyHandlers = [
  http.get(
    api(routes.galaxy.systems),
    authed(({ request }) => {
      const url = new URL(request.url);
      const x = intParam(url, 'x');
      const y = intParam(url, 'y');
      const galaxies = x !== undefined ? [x] : Array.from({ length: UNIVERSE.galaxies }, (_, i) => i + 1);
      const out = [];
      for (const galaxy of galaxies) {
        const systems = y !== undefined ? [y] : Array.from({ length: UNIVERSE.systems }, (_, i) => i + 1);
        for (const system of systems) {
          if (out.length >= config.limits.systemsPerPage) break;
          const answer = systemAnswer(galaxy, system);
          if (answer) out.push(publicSystem(answer));
        }
      }
      return list(out);
    }),
  ),
  http.get(
    api(routes.galaxy.system(':x', ':y')),
    authed(({ params }) => {
      const galaxy = Number(params.x);
      const system = Number(params.y);
      if (!inUniverse(galaxy, system)) return HttpResponse.json({ detail: 'Coordenadas fuera del universo.' }, { status: 404 });
      const answer = systemAnswer(galaxy, system);
      if (!answer) return HttpResponse.json({ detail: 'Sistema no explorado.' }, { status: 404 });
      return HttpResponse.json(publicSystem(answer));
    }),
  ),
  http.get(
    api(routes.galaxy.search),
    authed(({ request }) => {
      const q = (new URL(request.url).searchParams.get('q') ?? '').trim();
      if (!q) return HttpResponse.json({ message: 'Escribe algo para buscar.' }, { status: 400 });
      if (q.length > MAX_QUERY) return HttpResponse.json({ message: `La búsqueda admite hasta ${MAX_QUERY} caracteres.` }, { status: 400 });
      const coordinates = /^(\d+):(\d+)(?::\d+)?$/.exec(q);
      const places = coordinates
        ? [{ galaxy: Number(coordinates[1]), system: Number(coordinates[2]) }]
        : searchSystems(q, config.limits.systemsPerPage);
      const systems = places.map((place) => systemAnswer(place.galaxy, place.system)).filter((answer) => answer !== undefined);
      return HttpResponse.json({ systems: systems.map(publicSystem) });
    }),
  ),
  http.post(
    api(routes.galaxy.colonize(':id')),
    authed(async ({ params, request, user }) => {
      const parsed = await validBody(request, colonizeRequestSchema);
      if (!parsed.ok) return parsed.response;
      const planet = findPlanet(Number(params.id));
      if (!planet) return HttpResponse.json({ message: 'Planeta no encontrado.' }, { status: 404 });
      if (planet.owner) {
        const message = planet.owner.id === user.id ? 'Este planeta ya es tuyo.' : 'Este planeta ya está colonizado.';
        return HttpResponse.json({ message }, { status: 400 });
      }
      if (!isExplored(planet.galaxy, planet.system_number)) return HttpResponse.json({ message: 'Sistema no explorado.' }, { status: 400 });
      // The galaxy's own text: a free slot 'Requiere nave colonizadora' (spec p1 §2.6). The
      // colony ship comes from the chosen planet, or from the first of the player's planets
      // that has one when the client names none; it is used up founding the colony.
      const own = db.planets.findMany(undefined, { orderBy: { id: 'asc' } }).filter((record) => record.owner?.id === user.id);
      const chosen = parsed.data.planet_id;
      if (chosen !== undefined && !own.some((record) => record.id === chosen)) {
        return badRequest({ planet_id: ['Planeta de origen no válido.'] });
      }
      const hasColonyShip = (planetId: number) => shipsOnPlanet(planetId).some((ship) => ship.code === COLONY_SHIP && ship.quantity > 0);
      const origin = chosen ?? own.find((record) => hasColonyShip(record.id))?.id;
      if (origin === undefined || !hasColonyShip(origin) || !(await removeShips(origin, COLONY_SHIP, 1))) {
        return HttpResponse.json({ message: NEEDS_COLONY_SHIP }, { status: 400 });
      }
      const owner = { id: user.id, display_name: user.display_name ?? user.username, empire_name: user.empire_name ?? null };
      const name = planet.name ?? 'Colonia';
      const stored = db.planets.findFirst((q) => q.where({ id: planet.id }));
      const colonised = stored
        ? await db.planets.update(stored, {
            data(record) {
              record.owner = owner;
              record.owner_name = owner.display_name;
              record.name = name;
              record.fields_used = 0;
            },
          })
        : await db.planets.create({ ...planet, name, owner, owner_name: owner.display_name, fields_used: 0 });
      if (!colonised) return HttpResponse.json({ message: 'Planeta no encontrado.' }, { status: 404 });
      if (!db.planetEconomy.findFirst((q) => q.where({ planet_id: colonised.id }))) await createEconomy(colonised.id);
      await notify({
        user_id: user.id,
        notif_type: 'FLEET_ARRIVAL',
        title: 'Colonia fundada',
        message: `Tu nave colonizadora fundó ${name} en ${colonised.coordinates}.`,
        data: { planet_coordinates: colonised.coordinates ?? undefined },
        at: clock.now(),
      });
      return HttpResponse.json(publicMapPlanet(colonised), { status: 201 });
    }),
  ),
  http.post(
    api(routes.galaxy.abandon(':id')),
    authed(async ({ params, user }) => {
      const planet = db.planets.findFirst((q) => q.where({ id: Number(params.id) }));
      if (!planet) return HttpResponse.json({ message: 'Planeta no encontrado.' }, { status: 404 });
      if (planet.owner?.id !== user.id) return HttpResponse.json({ message: 'Este planeta no es tuyo.' }, { status: 403 });
      const own = db.planets.findMany().filter((record) => record.owner?.id === user.id);
      if (own.length <= 1) return HttpResponse.json({ message: 'No puedes abandonar tu único planeta.' }, { status: 400 });
      await db.planets.update(planet, {
        data(record) {
          record.owner = null;
          record.owner_name = null;
          record.fields_used = 0;
        },
      });
      db.planetEconomy.delete((q) => q.where({ planet_id: planet.id }));
      return HttpResponse.json({ success: true, message: `Has abandonado ${planet.name ?? planet.coordinates}.` });
    }),
  ),
];
