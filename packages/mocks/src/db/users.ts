import { Collection } from '@msw/data';
import { userSchema } from '@imperio/api-client/schemas/index';
import { z } from 'zod';

/** Players: the api-client's User plus what only the server knows (password). */
export const users = new Collection({
  schema: userSchema.extend({ id: z.number(), username: z.string(), password: z.string() }),
});

/** Issued refresh tokens; logout revokes one. */
export const refreshTokens = new Collection({
  schema: z.object({ token: z.string(), user_id: z.number(), revoked: z.boolean() }),
});

export type UserRecord = ReturnType<typeof users.all>[number];

/** The user as the API shows it (no password). */
export function publicUser(record: UserRecord) {
  const { password: _password, ...user } = record;
  return user;
}
