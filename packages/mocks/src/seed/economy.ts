import { createEconomy } from '../economy';
import type { SeedContext } from './context';

/**
 * The demo planets' economies: the home planet produces the most; Forja Boreal's crystal store
 * is almost full (the "near full" state), Marea Azul is a young colony.
 */
export async function seedEconomy(ctx: SeedContext): Promise<void> {
  await createEconomy(
    101,
    {
      stock: { metal: 48_250, crystal: 23_120, deuterium: 9_870, energy: 142 },
      production_per_hour: { metal: 3_960, crystal: 2_160, deuterium: 1_080, energy: 142 },
      capacity: { metal: 255_000, crystal: 155_000, deuterium: 100_000 },
    },
    ctx.now,
  );
  await createEconomy(
    102,
    {
      stock: { metal: 31_400, crystal: 99_200, deuterium: 4_300, energy: 35 },
      production_per_hour: { metal: 2_400, crystal: 1_440, deuterium: 540, energy: 35 },
      capacity: { metal: 100_000, crystal: 100_000, deuterium: 50_000 },
    },
    ctx.now,
  );
  await createEconomy(
    103,
    {
      stock: { metal: 5_200, crystal: 3_100, deuterium: 800, energy: -12 },
      production_per_hour: { metal: 660, crystal: 330, deuterium: 120, energy: -12 },
      capacity: { metal: 100_000, crystal: 100_000, deuterium: 50_000 },
    },
    ctx.now,
  );
}
