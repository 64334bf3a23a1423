import { Collection } from '@msw/data';
import { userSchema } from '@imperio/api-client/schemas/index';
import { z } from 'zod';
import { extend } from 'zod/mini';

/**
 * Players: the api-client's User plus what only the server knows: `password` holds the PBKDF2
 * hash (password.ts), never the password itself.
 */
export const users = new Collection({
  schema: extend(userSchema, { id: z.number(), username: z.string(), password: z.string() }),
});

/**
 * Issued refresh tokens (docs/backend.md "Tokens"). `family` is shared by a login's token and
 * every successor rotated from it, so a replay after the grace revokes them all; `expires_ms` is
 * the 7-day lifetime; `successor` and `rotated_ms` are set when the token is rotated (the same
 * successor is answered again within the grace). Logout and reuse detection set `revoked`.
 */
export const refreshTokens = new Collection({
  schema: z.object({
    token: z.string(),
    user_id: z.number(),
    revoked: z.boolean(),
    family: z.string(),
    expires_ms: z.number(),
    successor: z.string().nullable(),
    rotated_ms: z.number().nullable(),
  }),
});

export type UserRecord = ReturnType<typeof users.all>[number];

/** The user as the API shows it (no password). */
export function publicUser(record: UserRecord) {
  const { password: _password, ...user } = record;
  return user;
}

/**
 * Failed logins, one row per failure: `key` is the username (lower case) and the client, `at_ms`
 * the mock time. The login throttle counts those inside its window; a reseed forgets them.
 */
export const loginFailures = new Collection({
  schema: z.object({ key: z.string(), at_ms: z.number() }),
});
