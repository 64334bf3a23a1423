// zod's settings (no eval under the CSP) before this module builds its schemas.
import '@imperio/api-client/zod-config';
import { z } from 'zod';
import { config, type LanguageCode, type ProfileUpdate, type User } from '@imperio/api-client';

/** Longest display or empire name the server keeps (spec p2 §2.8): the request schema's limit. */
export const NAME_MAX = config.limits.profileNameMax;

/** The editable part of the profile (spec p2 §2.8) as a zod schema for react-hook-form. */
export const profileSchema = z.object({
  display_name: z.string().max(NAME_MAX),
  empire_name: z.string().max(NAME_MAX),
  timezone: z.string().min(1),
  language: z.string().min(1),
  vacation_mode: z.boolean(),
});

/** The editable part of the profile (spec p2 §2.8). */
export type ProfileForm = z.infer<typeof profileSchema>;

/**
 * The form's values from the stored user (cancel restores these). The language is the one the
 * interface speaks (`locale`), so saving without touching it never switches the interface.
 */
export function profileForm(user: User | null | undefined, locale: LanguageCode): ProfileForm {
  return {
    display_name: user?.display_name ?? '',
    empire_name: user?.empire_name ?? '',
    timezone: user?.timezone ?? 'UTC',
    language: locale,
    vacation_mode: Boolean(user?.vacation_mode),
  };
}

/** The PATCH body (spec p2 §7 'Update profile'): names trimmed; vacation_until cleared with vacation off. */
export function profileUpdate(form: ProfileForm, user: User | null | undefined): ProfileUpdate {
  return {
    display_name: form.display_name.trim(),
    empire_name: form.empire_name.trim(),
    // The selects offer only the spec's lists; anything else is refused by the server with a field error.
    timezone: form.timezone as ProfileUpdate['timezone'],
    language: form.language as ProfileUpdate['language'],
    vacation_mode: form.vacation_mode,
    vacation_until: form.vacation_mode ? (user?.vacation_until ?? null) : null,
  };
}
