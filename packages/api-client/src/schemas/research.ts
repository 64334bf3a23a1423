import * as z from 'zod/mini';
import { idSchema, listOf, numeric } from './common';

/**
 * Research type (spec p2 §3). Next level's cost = base × cost_factor^level (p2 §9);
 * `max_level` null means no limit.
 */
export const researchTypeSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.nullish(z.string()),
  category: z.nullish(z.string()),
  max_level: z.nullish(numeric),
  base_metal_cost: z.nullish(numeric),
  base_crystal_cost: z.nullish(numeric),
  base_deuterium_cost: z.nullish(numeric),
  cost_factor: z.nullish(numeric),
  required_lab_level: z.nullish(numeric),
});
export type ResearchType = z.infer<typeof researchTypeSchema>;
export const researchTypesSchema = listOf(researchTypeSchema);

/**
 * The player's research of one type (spec p2 §3 'User research'). `research_type` is the type's
 * id (an object `{id}` is accepted too). `started_at`/`ends_at` (ISO) are optional extras that
 * let the progress bar move between reloads.
 */
export const userResearchSchema = z.object({
  id: idSchema,
  research_type: z.union([
    idSchema,
    z.pipe(
      z.object({ id: idSchema }),
      z.transform((type: { id: number }) => type.id),
    ),
  ]),
  level: numeric,
  is_researching: z.nullish(z.boolean()),
  progress_percentage: z.nullish(numeric),
  started_at: z.nullish(z.string()),
  ends_at: z.nullish(z.string()),
});
export type UserResearch = z.infer<typeof userResearchSchema>;
export const userResearchListSchema = listOf(userResearchSchema);

/** POST /research/complete/ (spec p2 §7). */
export const researchCompleteSchema = z.object({ completed_count: numeric });
export type ResearchComplete = z.infer<typeof researchCompleteSchema>;
