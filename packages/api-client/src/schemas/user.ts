import { z } from 'zod';
import { idSchema, numeric } from './common';

/** Profile timezones (spec p2 §2.8). */
export const TIMEZONES = ['UTC', 'America/Mexico_City', 'America/New_York', 'Europe/Madrid', 'Europe/London', 'Asia/Tokyo'] as const;
/** Profile languages (spec p2 §2.8). */
export const LANGUAGES = ['es', 'en'] as const;

/**
 * User, as returned at login and by the profile update (spec p1 §3, p2 §3 Profile).
 * Unknown fields are dropped.
 */
export const userSchema = z
  .object({
    id: idSchema,
    username: z.string().optional(),
    display_name: z.string().nullish(),
    empire_name: z.string().nullish(),
    points: numeric.nullish(),
    timezone: z.string().nullish(),
    language: z.string().nullish(),
    vacation_mode: z.boolean().nullish(),
    vacation_until: z.string().nullish(),
    battles_won: z.number().nullish(),
    battles_lost: z.number().nullish(),
    planets_colonized: z.number().nullish(),
    last_activity: z.string().nullish(),
    date_joined: z.string().nullish(),
  })
  ;
export type User = z.infer<typeof userSchema>;

/** Answer of POST /auth/login/ (spec p1 §7.1). */
export const loginResponseSchema = z.object({ user: userSchema, access: z.string().min(1), refresh: z.string().min(1) });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** Body of PATCH /auth/profile/ (spec p2 §7 'Update profile'). */
export interface ProfileUpdate {
  display_name?: string;
  empire_name?: string;
  timezone?: string;
  language?: string;
  vacation_mode?: boolean;
  vacation_until?: string | null;
}
