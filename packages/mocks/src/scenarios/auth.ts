import { delay, http, HttpResponse } from 'msw';
import { routes } from '@imperio/api-client';
import { api } from '../handlers/util';
import { failWith, networkError } from './helpers';

/** Login states for stories, tests and `?scenario=auth.<name>`. */
export const authScenarios = {
  /** The server refuses with its own message (shown in the red box). */
  wrongPassword: [failWith('post', routes.auth.login, 401, { detail: 'No se encontró una cuenta activa con esas credenciales' })],
  /** A 500 with no readable message: the default text 'Error al iniciar sesión'. */
  serverError: [failWith('post', routes.auth.login, 500, {})],
  /** The network fails: default text. */
  offline: [networkError('post', routes.auth.login)],
  /** The login never answers: 'Iniciando sesión...' and disabled inputs. */
  loginPending: [
    http.post(api(routes.auth.login), async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  ],
  /** Refresh refused: the next 401 ends the session. */
  refreshRefused: [failWith('post', routes.auth.refresh, 401, { detail: 'El token es inválido o ha expirado' })],
};
