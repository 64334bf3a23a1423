import { call } from '../calls/call';
import { authCalls } from '../calls/auth';
import type { ProfileUpdate, User } from '../schemas/user';
import { readSession, saveUser } from '../session';

// Apart from login and logout (endpoints/auth.ts): the login route must not load every answer schema.

/**
 * PATCH /auth/profile/ (spec p1 §7.1, p2 §7). Stores the returned user locally, which announces
 * the change app-wide through the session listeners.
 * @throws ApiError, default 'Error al actualizar el perfil'.
 */
export async function updateProfile(changes: ProfileUpdate): Promise<User> {
  const user = await call(authCalls.updateProfile, { body: changes });
  const stored = readSession()?.user;
  saveUser({ ...stored, ...user });
  return user;
}
