import { http, HttpResponse } from 'msw';
import { routes } from '@imperio/api-client';
import { db } from '../db';
import { publicPlanet } from '../db/planets';
import { api, authed, list } from './util';

/** GET /galaxy/planets/ (owner=me, system_x, system_y) and GET /galaxy/planets/{id}/. */
export const planetHandlers = [
  http.get(
    api(routes.galaxy.planets),
    authed(({ request, user }) => {
      const url = new URL(request.url);
      const owner = url.searchParams.get('owner');
      const x = url.searchParams.get('system_x');
      const y = url.searchParams.get('system_y');
      const found = db.planets.findMany(undefined, { orderBy: { id: 'asc' } }).filter((planet) => {
        if (owner === 'me' && planet.owner?.id !== user.id) return false;
        if (x && planet.galaxy !== Number(x)) return false;
        if (y && planet.system_number !== Number(y)) return false;
        return true;
      });
      return list(found.map(publicPlanet));
    }),
  ),
  http.get(
    api(routes.galaxy.planet(':id')),
    authed(({ params }) => {
      const planet = db.planets.findFirst((q) => q.where({ id: Number(params.id) }));
      if (!planet) return HttpResponse.json({ detail: 'No encontrado.' }, { status: 404 });
      return HttpResponse.json(publicPlanet(planet));
    }),
  ),
];
