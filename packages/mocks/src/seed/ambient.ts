import { registerSeeder, registerTick } from '../universe';
import type { SeedContext } from './context';
import { DEMO_USER_ID } from './demo';
import { notify } from './notifications';

/**
 * Events of the wider universe that reach the demo commander as pop-ups while they play:
 * the first 75 s after the seed, then every 5 min of mock time, in a fixed rotation (so the
 * demo is the same on every run). At most one per request, so a big clock jump does not bury
 * the player in notifications.
 */
export const AMBIENT_FIRST_MS = 75_000;
export const AMBIENT_EVERY_MS = 5 * 60_000;

export const AMBIENT_EVENTS = [
  {
    notif_type: 'ATTACK_WARNING',
    title: 'Flota hostil detectada',
    message: 'Los sensores detectan una flota de Kael Torres cerca de 1:42:7.',
    data: { planet_coordinates: '1:42:7' },
  },
  { notif_type: 'ALLIANCE_INVITATION', title: 'Invitación de alianza', message: 'La Confederación Lyra te invita a unirte.' },
  {
    notif_type: 'BATTLE_RESULT',
    title: 'Batalla cerca de 1:43:2',
    message: 'Nova Stark y Orión Vale se enfrentaron en 1:43:2. Hay escombros en la zona.',
    data: { planet_coordinates: '1:43:2' },
  },
] as const;

let seededAt = 0;
let emitted = 0;

function seedAmbient(ctx: SeedContext): void {
  seededAt = ctx.now;
  emitted = 0;
}

/** Emits the next ambient event once its moment has come. */
export async function ambientTick(now: number): Promise<void> {
  const first = seededAt + AMBIENT_FIRST_MS;
  if (now < first + emitted * AMBIENT_EVERY_MS) return;
  // After a jump, only the latest event that fell due is sent.
  const index = Math.floor((now - first) / AMBIENT_EVERY_MS);
  const due = first + index * AMBIENT_EVERY_MS;
  const event = AMBIENT_EVENTS[index % AMBIENT_EVENTS.length]!;
  emitted = index + 1;
  await notify({
    user_id: DEMO_USER_ID,
    notif_type: event.notif_type,
    title: event.title,
    message: event.message,
    data: 'data' in event ? event.data : undefined,
    at: due,
  });
}

registerSeeder('ambient', seedAmbient);
registerTick('ambient', ambientTick);
