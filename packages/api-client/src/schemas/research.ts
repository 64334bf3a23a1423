import { z } from 'zod';
import { idSchema, listOf, numeric } from './common';

/**
 * Research type (spec p2 §3). Next level's cost = base × cost_factor^level (p2 §9);
 * `max_level` null means no limit.
 */
export const researchTypeSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string().nullish(),
  category: z.string().nullish(),
  max_level: numeric.nullish(),
  base_metal_cost: numeric.nullish(),
  base_crystal_cost: numeric.nullish(),
  base_deuterium_cost: numeric.nullish(),
  cost_factor: numeric.nullish(),
  required_lab_level: numeric.nullish(),
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
  research_type: z.union([idSchema, z.object({ id: idSchema }).transform((type) => type.id)]),
  level: numeric,
  is_researching: z.boolean().nullish(),
  progress_percentage: numeric.nullish(),
  started_at: z.string().nullish(),
  ends_at: z.string().nullish(),
});
export type UserResearch = z.infer<typeof userResearchSchema>;
export const userResearchListSchema = listOf(userResearchSchema);

/** POST /research/complete/ (spec p2 §7). */
export const researchCompleteSchema = z.object({ completed_count: numeric });
export type ResearchComplete = z.infer<typeof researchCompleteSchema>;
