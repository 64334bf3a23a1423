import { db } from '../db';
import { int } from '../random';
import type { SeedContext } from './context';
import { DEMO_HOME } from './demo';

/** Where the seeded debris fields lie: around the demo home (galaxy 1, systems 40–44). */
export const DEBRIS_PLACES = [
  { system: DEMO_HOME.system - 2, position: 3 },
  { system: DEMO_HOME.system - 1, position: 12 },
  { system: DEMO_HOME.system, position: 9 },
  { system: DEMO_HOME.system + 1, position: 5 },
  { system: DEMO_HOME.system + 2, position: 14 },
] as const;

/**
 * Creates (or grows) the debris field at a place; used by the seed and by battles.
 * @returns the stored field
 */
export async function addDebris(place: { galaxy: number; system: number; position: number }, metal: number, crystal: number) {
  const existing = db.debrisFields.findFirst((q) => q.where(place));
  if (existing) {
    return db.debrisFields.update(existing, {
      data(field) {
        field.metal_amount += metal;
        field.crystal_amount += crystal;
        field.total_resources = field.metal_amount + field.crystal_amount;
      },
    });
  }
  const id = (db.debrisFields.all().reduce((max, field) => Math.max(max, field.id), 0) || 0) + 1;
  return db.debrisFields.create({
    id,
    ...place,
    coordinates: `${place.galaxy}:${place.system}:${place.position}`,
    metal_amount: metal,
    crystal_amount: crystal,
    total_resources: metal + crystal,
  });
}

/** Seeds five debris fields near the demo home, one in its own system (1:42:9). */
export async function seedDebris(ctx: SeedContext): Promise<void> {
  for (const place of DEBRIS_PLACES) {
    const metal = int(ctx.rand, 4, 60) * 1_000;
    const crystal = int(ctx.rand, 2, 40) * 1_000;
    await addDebris({ galaxy: DEMO_HOME.galaxy, ...place }, metal, crystal);
  }
}
