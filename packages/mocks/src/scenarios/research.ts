import { http, HttpResponse } from 'msw';
import { routes } from '@imperio/api-client';
import { researchTypesAnswer, userResearchAnswer } from '../handlers/research';
import { api, authed } from '../handlers/util';
import { failWith, loadingForever } from './helpers';

/** Research states: load and start errors, the complete call not registering, odd catalogues. */
export const researchScenarios = {
  /** 'Error al cargar datos de investigación' (types). */
  typesError: [failWith('get', routes.research.types, 400, {})],
  /** 'Error al cargar datos de investigación' (user research). */
  userError: [failWith('get', routes.research.user, 400, {})],
  loading: [loadingForever('get', routes.research.types)],
  /** Start fails without a message: 'Error al iniciar investigación'. */
  startError: [failWith('post', routes.research.start, 500, {})],
  /** Start refused with the server's reason. */
  startRefused: [failWith('post', routes.research.start, 400, { message: 'Recursos insuficientes en el planeta seleccionado' })],
  /** Nothing is being researched (levels kept). */
  idle: [
    http.get(
      api(routes.research.user),
      authed(({ user }) =>
        HttpResponse.json(
          userResearchAnswer(user.id).map((r) => ({
            ...r,
            is_researching: false,
            progress_percentage: 0,
            started_at: null,
            ends_at: null,
          })) as never,
        ),
      ),
    ),
  ],
  /** The complete call registers nothing: a finished research stays at 100 % ('Completada'). */
  completeNoop: [
    http.post(
      api(routes.research.complete),
      authed(() => HttpResponse.json({ completed_count: 0 })),
    ),
  ],
  /** The start call never answers: 'Investigar' waits ('Iniciando...', disabled). */
  startPending: [loadingForever('post', routes.research.start)],
  /** The complete call never answers: 'Completar' waits ('Completando...', disabled). */
  completePending: [loadingForever('post', routes.research.complete)],
  /** The complete call registers one research each time it is made. */
  completeOne: [
    http.post(
      api(routes.research.complete),
      authed(() => HttpResponse.json({ completed_count: 1 })),
    ),
  ],
  /** The automatic complete call fails (silent). */
  completeError: [failWith('post', routes.research.complete, 500, {})],
  /** Bad input: cost_factor 1, max_level 0, missing base costs. */
  oddCatalogue: [
    http.get(
      api(routes.research.types),
      authed(() =>
        HttpResponse.json(
          researchTypesAnswer().map((type, index) => {
            if (index === 0) return { ...type, cost_factor: 1 };
            if (index === 2) return { ...type, max_level: 0 };
            if (index === 3)
              return { ...type, base_metal_cost: null, base_crystal_cost: null, base_deuterium_cost: null, cost_factor: null };
            return type;
          }) as never,
        ),
      ),
    ),
  ],
};
