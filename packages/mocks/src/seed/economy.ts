import { createEconomy } from '../economy';
import type { SeedContext } from './context';
import economies from './economy.json';

/**
 * The demo planets' economies (data table `economy.json`, by planet id): the home planet
 * produces the most; Forja Boreal's crystal store is almost full (the "near full" state), Marea
 * Azul is a young colony.
 */
export async function seedEconomy(ctx: SeedContext): Promise<void> {
  for (const [planetId, init] of Object.entries(economies)) await createEconomy(Number(planetId), init, ctx.now);
}
