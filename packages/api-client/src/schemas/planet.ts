import * as z from 'zod/mini';
import { idSchema, listOf, numeric } from './common';

/** What an owner may be sent as, before {@link ownerSchema} reads `{}` as none. */
const ownerFields = z.nullish(
  z.object({ id: z.optional(idSchema), display_name: z.nullish(z.string()), empire_name: z.nullish(z.string()) }),
);

/** A planet's owner; some backends send `{}` for none, which parses to null. */
export const ownerSchema = z.pipe(
  ownerFields,
  z.transform((owner: z.output<typeof ownerFields>) => (owner && owner.id !== undefined ? owner : null)),
);
export type Owner = NonNullable<z.infer<typeof ownerSchema>>;

/**
 * Planet (spec p1 §3). Only `id` is required: a planet with missing optional fields renders
 * with placeholders.
 */
export const planetSchema = z.object({
  id: idSchema,
  name: z.nullish(z.string()),
  coordinates: z.nullish(z.string()),
  position: z.nullish(z.int()),
  planet_type: z.nullish(z.string()),
  temperature_min: z.nullish(numeric),
  temperature_max: z.nullish(numeric),
  temperature_average: z.nullish(numeric),
  fields_used: z.nullish(numeric),
  fields_total: z.nullish(numeric),
  owner: ownerSchema,
  owner_name: z.nullish(z.string()),
  system: z.nullish(z.object({ x: z.number(), y: z.number() })),
  production_factor: z.nullish(z.object({ metal: z.nullish(numeric), crystal: z.nullish(numeric), deuterium: z.nullish(numeric) })),
});
export type Planet = z.infer<typeof planetSchema>;
export const planetListSchema = listOf(planetSchema);
