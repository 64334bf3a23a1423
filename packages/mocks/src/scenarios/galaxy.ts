import { delay, http, HttpResponse } from 'msw';
import { routes } from '@imperio/api-client';
import { api } from '../handlers/util';
import { generatedPlanet, NPC_COMMANDERS, publicMapPlanet } from '../galaxy';
import { failWith, loadingForever, malformedJson, networkError, wrongShape } from './helpers';

/** A system where all 15 positions are taken (15/15), answered for any coordinates. */
function fullSystem() {
  return http.get(api(routes.galaxy.system(':x', ':y')), ({ params }) => {
    const galaxy = Number(params.x);
    const system = Number(params.y);
    const planets = Array.from({ length: 15 }, (_, index) => {
      const planet = generatedPlanet(galaxy, system, index + 1);
      const owner = NPC_COMMANDERS[index % NPC_COMMANDERS.length]!;
      return publicMapPlanet({
        ...planet,
        name: planet.name ?? `Bastión ${index + 1}`,
        owner: { id: owner.id, display_name: owner.display_name, empire_name: owner.empire_name },
        owner_name: owner.display_name,
        fields_used: Math.min(planet.fields_total ?? 150, 60 + index * 7),
      });
    });
    return HttpResponse.json({
      x: galaxy,
      y: system,
      name: 'Fortaleza Kappa',
      planets,
      planets_count: 15,
      colonized_planets_count: 15,
      free_positions: [],
    });
  });
}

/** Galaxy and debris states: every catalogue error of the screen, empty and full answers. */
export const galaxyScenarios = {
  /** Single system: 500 without message → 'Error al cargar el sistema'. */
  systemError: [failWith('get', routes.galaxy.system(':x', ':y'), 500, {})],
  /** Single system: 500 with the server's `detail`, shown instead of the default. */
  systemServerMessage: [failWith('get', routes.galaxy.system(':x', ':y'), 503, { detail: 'El mapa galáctico está en mantenimiento.' })],
  /** Single system: the connection drops. */
  systemNetworkError: [networkError('get', routes.galaxy.system(':x', ':y'))],
  /** Every system answers 404: empty and unexplored. */
  systemNotFound: [failWith('get', routes.galaxy.system(':x', ':y'), 404, { detail: 'Sistema no explorado.' })],
  systemLoading: [loadingForever('get', routes.galaxy.system(':x', ':y'))],
  systemMalformed: [malformedJson('get', routes.galaxy.system(':x', ':y'))],
  systemWrongShape: [wrongShape('get', routes.galaxy.system(':x', ':y'), { planets: 'none' })],
  /** 15 of 15 positions colonised. */
  fullSystem: [fullSystem()],
  /** Search: 500 without message → 'Error en la búsqueda'. */
  searchError: [failWith('get', routes.galaxy.search, 500, {})],
  searchServerMessage: [failWith('get', routes.galaxy.search, 400, { message: 'Búsqueda no permitida en este momento.' })],
  searchNoResults: [http.get(api(routes.galaxy.search), () => HttpResponse.json({ systems: [] }))],
  searchSlow: [
    http.get(api(routes.galaxy.search), async () => {
      await delay(1500);
      return HttpResponse.json({ systems: [] });
    }),
  ],
  /** Colonise: 500 without message → 'Error al colonizar planeta'. */
  colonizeError: [failWith('post', routes.galaxy.colonize(':id'), 500, {})],
  colonizeServerMessage: [failWith('post', routes.galaxy.colonize(':id'), 400, { message: 'No tienes naves colonizadoras disponibles.' })],
  /** Abandon: 500 without message → 'Error al abandonar planeta'. */
  abandonError: [failWith('post', routes.galaxy.abandon(':id'), 500, {})],
  /** Nearby debris fails: the screen shows none, silently. */
  debrisError: [failWith('get', routes.debris.galaxy, 500, {})],
  debrisEmpty: [http.get(api(routes.debris.galaxy), () => HttpResponse.json([]))],
  /** Systems list answered as `{results}`. */
  systemsPaginated: [http.get(api(routes.galaxy.systems), () => HttpResponse.json({ count: 0, next: null, previous: null, results: [] }))],
};
