import { delay, http, HttpResponse } from 'msw';
import { routes } from '@imperio/api-client';
import { BUILDING_CATALOGUE } from '../db/buildings';
import { buildQueueAnswer, planetBuildingsAnswer } from '../handlers/buildings';
import { api, authed } from '../handlers/util';
import { failWith, loadingForever, malformedJson } from './helpers';

type Answer = ReturnType<typeof planetBuildingsAnswer>;

/** The real planet answer, changed by `patch` (keeps every other building consistent). */
function patched(patch: (answer: Answer) => unknown) {
  return http.get(
    api(routes.buildings.planet(':planetId')),
    authed(({ params }) => HttpResponse.json(patch(planetBuildingsAnswer(Number(params.planetId))) as never)),
  );
}

const types = BUILDING_CATALOGUE.map((def) => ({ id: def.id, code: def.code, name: def.name, category: def.category }));

/** Buildings states: every catalogue error of spec p2 §8, blocked upgrades, fields, bad input. */
export const buildingScenarios = {
  /** Types answered as `{results: [...]}`: 'respuesta inválida del servidor'. */
  typesNotArray: [http.get(api(routes.buildings.types), () => HttpResponse.json({ results: types }))],
  /** Types fail with a detail: 'Error al cargar tipos de edificios: {detail}'. */
  typesError: [failWith('get', routes.buildings.types, 400, { detail: 'Catálogo de edificios no disponible' })],
  typesLoading: [loadingForever('get', routes.buildings.types)],
  /** Types answered with text that is not JSON: 'Formato de respuesta inesperado del servidor' (p1 §8). */
  typesMalformed: [malformedJson('get', routes.buildings.types)],
  /** The catalogue lacks the space dock: 'No se pudo encontrar el tipo de edificio: space_dock'. */
  typeMissing: [http.get(api(routes.buildings.types), () => HttpResponse.json(types.filter((t) => t.code !== 'space_dock')))],
  /**
   * 401 on types and the refresh fails: both tokens go, 'Sesión expirada…'. The 401 comes a moment
   * after the planet's answer, so what the page shows besides the message does not depend on a race.
   */
  sessionExpired: [
    http.get(api(routes.buildings.types), async () => {
      await delay(400);
      return HttpResponse.json({ detail: 'Given token not valid for any token type', code: 'token_not_valid' }, { status: 401 });
    }),
    failWith('post', routes.auth.refresh, 401, { detail: 'Token is invalid or expired', code: 'token_not_valid' }),
  ],
  /** 'Error al cargar datos del planeta'. */
  planetError: [failWith('get', routes.buildings.planet(':planetId'), 400, {})],
  planetLoading: [loadingForever('get', routes.buildings.planet(':planetId'))],
  queueError: [failWith('get', routes.buildings.queue, 400, {})],
  /** Construct fails without a message: 'Error al mejorar edificio'. */
  upgradeError: [failWith('post', routes.buildings.construct, 500, {})],
  /** Construct refused with the server's reason. */
  upgradeRefused: [
    failWith('post', routes.buildings.construct, 400, { success: false, message: 'Recursos insuficientes: faltan 1.200 de cristal' }),
  ],
  /** `can_upgrade: false` everywhere with a reason. */
  cannotUpgrade: [
    patched((answer) => ({
      ...answer,
      buildings: answer.buildings.map((b) => ({
        ...b,
        can_upgrade: false,
        upgrade_reason: b.upgrade_reason ?? 'Energía insuficiente: amplía la planta de energía solar',
      })),
    })),
  ],
  /** One free field left. */
  fieldsAlmostFull: [patched((answer) => ({ ...answer, fields_used: answer.fields_total - 1, fields_available: 1 }))],
  /** No field left: nothing can be built. */
  fieldsFull: [
    patched((answer) => ({
      ...answer,
      fields_used: answer.fields_total,
      fields_available: 0,
      buildings: answer.buildings.map((b) =>
        b.is_upgrading ? b : { ...b, can_upgrade: false, upgrade_reason: 'No hay campos libres en el planeta' },
      ),
    })),
  ],
  /** Bad input of the issue: an end time in the past, null production, max level 0. */
  badInput: [
    patched((answer) => ({
      ...answer,
      buildings: answer.buildings.map((b, index) => {
        if (index === 0)
          return {
            ...b,
            is_upgrading: true,
            upgrade_ends: new Date(Date.parse('2026-06-15T11:50:00Z')).toISOString(),
            can_upgrade: false,
            upgrade_reason: null,
          };
        if (index === 1) return { ...b, production: null };
        if (index === 2) return { ...b, production: { metal: null, crystal: null, deuterium: null, energy: null }, upgrade_cost: null };
        if (index === 3) return { ...b, max_level: 0, can_upgrade: false, upgrade_reason: null };
        return b;
      }),
    })),
  ],
  /** The finish call fails: the screen stays quiet and reloads. */
  finishError: [failWith('post', routes.buildings.finish(':id'), 500, {})],
  emptyQueue: [http.get(api(routes.buildings.queue), () => HttpResponse.json([]))],
  /** Queue answered from the real model (a hook for composition). */
  realQueue: [
    http.get(
      api(routes.buildings.queue),
      authed(({ request }) => HttpResponse.json(buildQueueAnswer(Number(new URL(request.url).searchParams.get('planet_id'))))),
    ),
  ],
};
