import { Collection } from '@msw/data';
import { z } from 'zod';

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

const r = (
  id: number,
  code: string,
  name: string,
  category: ResearchCategory,
  cost: [number, number, number],
  lab: number,
  max: number | null,
  description: string,
  factor = 2,
): ResearchDef => ({
  id,
  code,
  name,
  description,
  category,
  max_level: max,
  base_metal_cost: cost[0],
  base_crystal_cost: cost[1],
  base_deuterium_cost: cost[2],
  cost_factor: factor,
  required_lab_level: lab,
});

/** The technology tree (OGame-like costs; next level = base × cost_factor^level). */
export const RESEARCH_CATALOGUE: readonly ResearchDef[] = [
  r(1, 'weapons_technology', 'Tecnología de armas', 'weapons', [800, 200, 0], 4, 30, 'Cada nivel aumenta un 10 % el ataque de naves y defensas.'),
  r(2, 'laser_technology', 'Tecnología láser', 'weapons', [200, 100, 0], 1, 12, 'Haces de luz concentrada: base de las armas de energía.'),
  r(3, 'ion_technology', 'Tecnología iónica', 'weapons', [1000, 300, 100], 4, 20, 'Haces de iones acelerados para armas y cañones iónicos.'),
  r(4, 'plasma_technology', 'Tecnología de plasma', 'weapons', [2000, 4000, 1000], 4, 20, 'Plasma de alta energía; mejora además la producción de las minas.'),
  r(5, 'shielding_technology', 'Tecnología de escudos', 'shielding', [200, 600, 0], 6, 30, 'Cada nivel refuerza un 10 % los escudos de naves y defensas.'),
  r(6, 'armour_technology', 'Tecnología de blindaje', 'shielding', [1000, 0, 0], 2, 30, 'Aleaciones que aumentan un 10 % el casco por nivel.'),
  r(7, 'combustion_drive', 'Motor de combustión', 'propulsion', [400, 0, 600], 1, 30, 'Propulsión clásica: +10 % de velocidad por nivel para las naves ligeras.'),
  r(8, 'impulse_drive', 'Motor de impulso', 'propulsion', [2000, 4000, 600], 2, 30, 'Propulsión por reacción: +20 % de velocidad por nivel.'),
  r(9, 'hyperspace_drive', 'Propulsor hiperespacial', 'propulsion', [10_000, 20_000, 6_000], 7, 30, 'Pliega el espacio: +30 % de velocidad por nivel para las naves pesadas.'),
  r(10, 'energy_technology', 'Tecnología de energía', 'energy', [0, 800, 400], 1, 30, 'Dominio de la energía, requisito de casi todas las tecnologías.'),
  r(11, 'hyperspace_technology', 'Tecnología de hiperespacio', 'energy', [0, 4000, 2000], 7, 20, 'Integra la cuarta y quinta dimensión; amplía la bodega de las naves.'),
  r(12, 'computer_technology', 'Tecnología de computación', 'computer', [0, 400, 600], 1, 30, 'Cada nivel permite una flota más en vuelo.'),
  r(13, 'astrophysics', 'Astrofísica', 'computer', [4000, 8000, 4000], 3, 25, 'Permite colonizar más planetas y explorar.', 1.75),
  r(14, 'intergalactic_research_network', 'Red de investigación intergaláctica', 'computer', [240_000, 400_000, 160_000], 10, 12, 'Une los laboratorios de varios planetas en una sola investigación.'),
  r(15, 'espionage_technology', 'Tecnología de espionaje', 'espionage', [200, 1000, 200], 3, 30, 'Sondas más precisas y más difíciles de detectar.'),
];

export function researchDef(id: number): ResearchDef | undefined {
  return RESEARCH_CATALOGUE.find((def) => def.id === id);
}

/** Cost of the next level: base × cost_factor^level, rounded down (spec p2 §9). */
export function researchCost(def: ResearchDef, level: number) {
  const f = def.cost_factor ** level;
  return { metal: Math.floor(def.base_metal_cost * f), crystal: Math.floor(def.base_crystal_cost * f), deuterium: Math.floor(def.base_deuterium_cost * f) };
}

/** Research time (OGame): (metal + crystal) / (1000 × (1 + lab level)) hours, at least 1 s. */
export function researchSeconds(cost: { metal: number; crystal: number }, labLevel: number): number {
  return Math.max(1, Math.round(((cost.metal + cost.crystal) / (1000 * (1 + labLevel))) * 3600));
}

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
