import { routes } from '@imperio/api-client';
import { failWith, loadingForever, malformedJson } from './helpers';
import { http, HttpResponse } from 'msw';
import { api } from '../handlers/util';

/** Own-planet list states. */
export const planetScenarios = {
  error: [failWith('get', routes.galaxy.planets, 500, {})],
  loading: [loadingForever('get', routes.galaxy.planets)],
  empty: [http.get(api(routes.galaxy.planets), () => HttpResponse.json([]))],
  malformed: [malformedJson('get', routes.galaxy.planets)],
};
