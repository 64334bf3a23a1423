import { db } from '../db';
import { researchCost, researchDef, researchSeconds, RESEARCH_CATALOGUE } from '../db/research';
import type { SeedContext } from './context';
import { DEMO_USER_ID } from './demo';

/** The demo commander's levels by research code (laser is at its maximum, 12). */
const DEMO_LEVELS: Record<string, number> = {
  weapons_technology: 6,
  laser_technology: 12,
  ion_technology: 3,
  shielding_technology: 4,
  armour_technology: 7,
  combustion_drive: 6,
  impulse_drive: 4,
  energy_technology: 5,
  hyperspace_technology: 2,
  computer_technology: 5,
  astrophysics: 3,
  espionage_technology: 3,
};

/**
 * Two research runs at seed time, both started on Nueva Esperanza (lab 8): energy 5 → 6 started
 * an hour ago (about a third done) and espionage 3 → 4, finished ten minutes ago and waiting for
 * the complete call (spec p2 §4 'Research').
 */
const RUNNING: Record<string, number> = { energy_technology: 60, espionage_technology: 74 };

let nextId = 1;
/** A new user-research id (shared by the seed and the start handler). */
export function newUserResearchId(): number {
  return nextId++;
}

export async function seedResearch(ctx: SeedContext): Promise<void> {
  nextId = 1;
  for (const def of RESEARCH_CATALOGUE) {
    const level = DEMO_LEVELS[def.code];
    if (level === undefined) continue;
    const minutesAgo = RUNNING[def.code];
    let started: number | null = null;
    let ends: number | null = null;
    if (minutesAgo !== undefined) {
      started = ctx.now - minutesAgo * 60_000;
      ends = started + researchSeconds(researchCost(researchDef(def.id)!, level), 8) * 1000;
    }
    await db.userResearch.create({
      id: newUserResearchId(),
      user_id: DEMO_USER_ID,
      research_type_id: def.id,
      level,
      is_researching: started !== null,
      planet_id: started !== null ? 101 : null,
      started_ms: started,
      ends_ms: ends,
    });
  }
}
