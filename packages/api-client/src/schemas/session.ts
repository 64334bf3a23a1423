import * as z from 'zod/mini';
import { idSchema, numeric } from './common';

/**
 * What the login route validates (kept light): the user and the login answer, with the id and
 * number rules of `common.ts`, in a module of their own so the login loads no other answer
 * schema. `user.ts` gives the answer schemas' names to these same schemas: one definition.
 */

/** The fields of a User (spec p1 §3, p2 §3 Profile); unknown fields are dropped. */
const userShape = {
  id: idSchema,
  username: z.optional(z.string()),
  display_name: z.nullish(z.string()),
  empire_name: z.nullish(z.string()),
  points: z.nullish(numeric),
  timezone: z.nullish(z.string()),
  language: z.nullish(z.string()),
  vacation_mode: z.nullish(z.boolean()),
  vacation_until: z.nullish(z.string()),
  battles_won: z.nullish(z.number()),
  battles_lost: z.nullish(z.number()),
  planets_colonized: z.nullish(z.number()),
  last_activity: z.nullish(z.string()),
  date_joined: z.nullish(z.string()),
};

/** The stored user (`imperio.user`), checked when the session is read. */
export const sessionUserSchema = z.object(userShape);

/** Answer of POST /auth/login/ (spec p1 §7.1), as the login screen checks it. */
export const loginAnswerSchema = z.object({
  user: sessionUserSchema,
  access: z.string().check(z.minLength(1)),
  refresh: z.string().check(z.minLength(1)),
});
