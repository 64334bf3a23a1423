import { Collection } from '@msw/data';
import { z } from 'zod';
import catalogue from './researchCatalogue.json';

/** Research: the static technology tree and each player's levels (spec p2 §2.2, §3). */
export type ResearchCategory = 'weapons' | 'shielding' | 'propulsion' | 'energy' | 'computer' | 'espionage';

export interface ResearchDef {
  id: number;
  code: string;
  name: string;
  description: string;
  category: ResearchCategory;
  max_level: number | null;
  base_metal_cost: number;
  base_crystal_cost: number;
  base_deuterium_cost: number;
  cost_factor: number;
  required_lab_level: number;
}

/** The technology tree (OGame-like costs; next level = base × cost_factor^level); the data table is `researchCatalogue.json`. */
export const RESEARCH_CATALOGUE = catalogue as readonly ResearchDef[];

export function researchDef(id: number): ResearchDef | undefined {
  return RESEARCH_CATALOGUE.find((def) => def.id === id);
}

// Cost of the next level and research time are game rules (spec p2 §9), shared with the interface.
export { researchCost, researchSeconds } from '@imperio/rules';

/** A player's research of one type; researching while `ends_ms` is set. */
export const userResearch = new Collection({
  schema: z.object({
    id: z.number(),
    user_id: z.number(),
    research_type_id: z.number(),
    level: z.number(),
    is_researching: z.boolean(),
    planet_id: z.number().nullable(),
    started_ms: z.number().nullable(),
    ends_ms: z.number().nullable(),
  }),
});
export type UserResearchRecord = ReturnType<typeof userResearch.all>[number];
