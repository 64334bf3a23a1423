import { db } from '../db';
import { hashPassword, randomPassword } from '../password';
import { DEMO_CREDENTIALS, DEMO_USER_ID } from './demo';
import type { SeedContext } from './context';

/** Other commanders of the demo universe (fixed, so stories can name them). */
export const OTHER_PLAYERS = [
  { id: 2, username: 'nova', display_name: 'Nova Stark', empire_name: 'Dominio Carmesí', points: 48_200 },
  { id: 3, username: 'orion', display_name: 'Orión Vale', empire_name: 'Liga de Orión', points: 23_750 },
  { id: 4, username: 'lyra', display_name: 'Lyra Quinn', empire_name: 'Confederación Lyra', points: 9_400 },
  { id: 5, username: 'kael', display_name: 'Kael Torres', empire_name: 'Horda de Kael', points: 71_030 },
  { id: 6, username: 'vega', display_name: 'Vega Ramos', empire_name: null, points: 0 },
] as const;

/**
 * The rivals' shared password when a test rig sets `IMPERIO_DEMO_RIVAL_PASSWORD` (end-to-end
 * tests that play two commanders over HTTP); undefined otherwise, and always in the browser.
 */
function rivalPasswordFromEnv(): string | undefined {
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env;
  return env?.IMPERIO_DEMO_RIVAL_PASSWORD || undefined;
}

/**
 * The stored password hashes, made once per rival password setting: hashing is deliberately
 * slow, and the universe is re-seeded before every test and story. Only the demo commander's
 * password is known (`demo` / `imperio`, docs/backend.md); each rival gets a random one, so nobody
 * can sign in as another commander of the demo (unless a test rig names one, `rivalPasswordFromEnv`).
 * The setting is read at every seeding, not only the first: a test file that names the rivals'
 * password after another file of the same worker seeded the universe (Vitest's `isolate: false`
 * shares this module between files) must still be able to sign in as a rival.
 */
let hashes: { shared: string | undefined; made: Promise<{ demo: string; rivals: Map<number, string> }> } | null = null;
function passwordHashes() {
  const shared = rivalPasswordFromEnv();
  if (!hashes || hashes.shared !== shared) {
    hashes = {
      shared,
      made: (async () => {
        const rivals = new Map<number, string>();
        for (const player of OTHER_PLAYERS) rivals.set(player.id, await hashPassword(shared ?? randomPassword()));
        return { demo: await hashPassword(DEMO_CREDENTIALS.password), rivals };
      })(),
    };
  }
  return hashes.made;
}

/** Seeds the demo commander and the other players (passwords stored hashed, see `passwordHashes`). */
export async function seedPlayers(ctx: SeedContext): Promise<void> {
  const { demo, rivals } = await passwordHashes();
  const day = 86_400_000;
  await db.users.create({
    id: DEMO_USER_ID,
    username: DEMO_CREDENTIALS.username,
    password: demo,
    display_name: 'Almirante Demo',
    empire_name: 'Imperio Austral',
    points: 15_750,
    timezone: 'Europe/Madrid',
    language: 'es',
    vacation_mode: false,
    vacation_until: null,
    battles_won: 12,
    battles_lost: 5,
    planets_colonized: 3,
    last_activity: new Date(ctx.now - 3_600_000).toISOString(),
    date_joined: new Date(ctx.now - 120 * day).toISOString(),
  });
  for (const player of OTHER_PLAYERS) {
    await db.users.create({
      ...player,
      password: rivals.get(player.id)!,
      timezone: 'UTC',
      language: 'es',
      vacation_mode: false,
      battles_won: player.id * 3,
      battles_lost: player.id === 6 ? 0 : player.id,
      planets_colonized: 2,
      last_activity: new Date(ctx.now - player.id * 7_200_000).toISOString(),
      date_joined: new Date(ctx.now - (200 + player.id * 10) * day).toISOString(),
    });
  }
}
