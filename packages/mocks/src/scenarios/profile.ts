import { routes } from '@imperio/api-client';
import { failWith, loadingForever } from './helpers';

/** Profile save states (PATCH /auth/profile/, spec p2 §8). */
export const profileScenarios = {
  /** The save fails without a message: 'Error al actualizar el perfil'; the edits stay. */
  saveError: [failWith('patch', routes.auth.profile, 500, {})],
  /** The save is refused with the server's message. */
  saveServerMessage: [failWith('patch', routes.auth.profile, 400, { detail: 'Ese nombre de imperio ya está en uso.' })],
  /** The save never answers: 'Guardando...'. */
  savePending: [loadingForever('patch', routes.auth.profile)],
};
