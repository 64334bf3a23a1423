import { mutationOptions } from '@tanstack/react-query';
import { updateProfile } from '../endpoints/profile';
import type { ProfileUpdate } from '../schemas/user';

/**
 * Mutation factories for the commander's profile (spec p2 §2.8, §7). The saved user is stored
 * by `updateProfile` itself (the session announces it app-wide), so nothing is invalidated.
 */
export const profileMutations = {
  /** PATCH /auth/profile/ → the updated user. @throws ApiError 'Error al actualizar el perfil' */
  update: () =>
    mutationOptions({
      mutationKey: ['profile', 'update'],
      mutationFn: (changes: ProfileUpdate) => updateProfile(changes),
    }),
};
