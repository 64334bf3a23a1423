import { z } from 'zod';
import { idSchema, listOf, numeric } from './common';

/** A planet's owner; some backends send `{}` for none, which parses to null. */
export const ownerSchema = z
  .object({ id: idSchema.optional(), display_name: z.string().nullish(), empire_name: z.string().nullish() })

  .nullish()
  .transform((owner) => (owner && owner.id !== undefined ? owner : null));
export type Owner = NonNullable<z.infer<typeof ownerSchema>>;

/**
 * Planet (spec p1 §3). Only `id` is required: a planet with missing optional fields renders
 * with placeholders.
 */
export const planetSchema = z.object({
  id: idSchema,
  name: z.string().nullish(),
  coordinates: z.string().nullish(),
  position: z.number().int().nullish(),
  planet_type: z.string().nullish(),
  temperature_min: numeric.nullish(),
  temperature_max: numeric.nullish(),
  temperature_average: numeric.nullish(),
  fields_used: numeric.nullish(),
  fields_total: numeric.nullish(),
  owner: ownerSchema,
  owner_name: z.string().nullish(),
  system: z.object({ x: z.number(), y: z.number() }).nullish(),
  production_factor: z
    .object({ metal: numeric.nullish(), crystal: numeric.nullish(), deuterium: numeric.nullish() })

    .nullish(),
});
export type Planet = z.infer<typeof planetSchema>;
export const planetListSchema = listOf(planetSchema);
