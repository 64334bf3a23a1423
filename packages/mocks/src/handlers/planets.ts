import { http, HttpResponse } from 'msw';
import { routes } from '@imperio/api-client';
import { db } from '../db';
import { findPlanet, isExplored, planetsOf, publicMapPlanet } from '../galaxy';
import { api, authed, list } from './util';

/**
 * GET /galaxy/planets/ (owner=me, system_x, system_y: a system's colonised planets, generated
 * ones included) and GET /galaxy/planets/{id}/ (stored or generated).
 */
export const planetHandlers = [
  http.get(
    api(routes.galaxy.planets),
    authed(({ request, user }) => {
      const url = new URL(request.url);
      const owner = url.searchParams.get('owner');
      const x = url.searchParams.get('system_x');
      const y = url.searchParams.get('system_y');
      // One system asked for: the whole generated map there (stored planets over generated ones).
      const inSystem = x && y && isExplored(Number(x), Number(y)) ? planetsOf(Number(x), Number(y)).filter((planet) => planet.owner) : null;
      const found = (inSystem ?? db.planets.findMany(undefined, { orderBy: { id: 'asc' } })).filter((planet) => {
        if (owner === 'me' && planet.owner?.id !== user.id) return false;
        if (x && planet.galaxy !== Number(x)) return false;
        if (y && planet.system_number !== Number(y)) return false;
        return true;
      });
      return list(found.map(publicMapPlanet));
    }),
  ),
  http.get(
    api(routes.galaxy.planet(':id')),
    authed(({ params }) => {
      const planet = findPlanet(Number(params.id));
      if (!planet) return HttpResponse.json({ detail: 'No encontrado.' }, { status: 404 });
      return HttpResponse.json(publicMapPlanet(planet));
    }),
  ),
];
