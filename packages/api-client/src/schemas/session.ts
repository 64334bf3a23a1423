import '../zod-config';
import * as z from 'zod/mini';

/**
 * What the login route validates (kept light): the user and the login answer, built with
 * `zod/mini` (as every answer schema is) so the first page does not carry classic zod (about
 * 25 KiB gzip). `user.ts` builds `userSchema` from the same {@link userShape}, so there is one
 * definition.
 */

/** An id as backends send it (a number or a string of digits), parsed to a number as `idSchema` does. */
const id = z.pipe(
  z.union([z.number(), z.string()]),
  z.transform((value: number | string, ctx) => {
    const parsed = typeof value === 'number' ? value : /^-?\d{1,16}$/.test(value.trim()) ? Number(value) : Number.NaN;
    if (Number.isSafeInteger(parsed)) return parsed;
    ctx.issues.push({ code: 'custom', message: 'not a whole-number id', input: value });
    return z.NEVER;
  }),
);
/** A number that some backends send as a decimal string ("12.50"). */
const numericMini = z.union([z.number(), z.pipe(z.string().check(z.regex(/^-?\d+(\.\d+)?$/)), z.transform(Number))]);

/** The fields of a User (spec p1 §3, p2 §3 Profile); unknown fields are dropped. */
export const userShape = {
  id,
  username: z.optional(z.string()),
  display_name: z.nullish(z.string()),
  empire_name: z.nullish(z.string()),
  points: z.nullish(numericMini),
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
