import * as z from 'zod/mini';
import { loginAnswerSchema, sessionUserSchema } from './session';

/**
 * User, as returned at login and by the profile update (spec p1 §3, p2 §3 Profile).
 * Unknown fields are dropped. Defined in `session.ts`, shared with the login route.
 */
export const userSchema = sessionUserSchema;
export type User = z.infer<typeof userSchema>;

/** Answer of POST /auth/login/ (spec p1 §7.1); the login route's own schema (`session.ts`). */
export const loginResponseSchema = loginAnswerSchema;
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** The answer of POST /auth/token/refresh/ (read by http/client.ts: `access`, optional rotated `refresh`). */
export const refreshAnswerSchema = z.object({ access: z.string().check(z.minLength(1)), refresh: z.nullish(z.string()) });

/** Body of PATCH /auth/profile/ (spec p2 §7 'Update profile'): the schema's input. */
export type { ProfileUpdate } from './requests';
