import { clock } from '../clock';
import { db } from '../db';
import type { SeedContext } from './context';
import { DEMO_USER_ID } from './demo';

const TYPE_DISPLAY: Record<string, string> = {
  BUILD_COMPLETE: 'Construcción completada',
  RESEARCH_COMPLETE: 'Investigación completada',
  RESOURCE_FULL: 'Almacén lleno',
  ATTACK_WARNING: 'Alerta de ataque',
  BATTLE_RESULT: 'Resultado de batalla',
  FLEET_ARRIVAL: 'Llegada de flota',
  MESSAGE_RECEIVED: 'Mensaje recibido',
  ALLIANCE_INVITATION: 'Invitación de alianza',
};

let nextId = 1;

/**
 * Creates a notification for a user, pending (it pops up once) and unread.
 * Used by the seed and by domains when something happens (a build finishes, a fleet arrives).
 */
export async function notify(input: {
  user_id: number;
  notif_type: string;
  title: string;
  message: string;
  data?: { planet_coordinates?: string; building_name?: string; level?: number; report_id?: number; mission_id?: number };
  at?: number;
  pending?: boolean;
  unread?: boolean;
}) {
  const at = input.at ?? clock.now();
  return db.notifications.create({
    id: nextId++,
    user_id: input.user_id,
    notif_type: input.notif_type,
    type_display: TYPE_DISPLAY[input.notif_type] ?? input.notif_type,
    title: input.title,
    message: input.message,
    is_pending: input.pending ?? true,
    is_unread: input.unread ?? true,
    created_at: new Date(at).toISOString(),
    created_ms: at,
    shown_at: input.pending === false ? new Date(at + 5_000).toISOString() : null,
    read_at: input.unread === false ? new Date(at + 60_000).toISOString() : null,
    data: input.data ?? null,
  });
}

/** Seeds a history of notifications of every type, two of them still pending. */
export async function seedNotifications(ctx: SeedContext): Promise<void> {
  nextId = 1;
  const hour = 3_600_000;
  const history: Array<[string, string, string, number, Record<string, unknown>?]> = [
    [
      'BUILD_COMPLETE',
      'Mina de metal mejorada',
      'La Mina de metal alcanzó el nivel 12 en Nueva Esperanza.',
      50,
      { planet_coordinates: '1:42:7', building_name: 'Mina de metal', level: 12 },
    ],
    ['RESEARCH_COMPLETE', 'Investigación completada', 'Tecnología de energía nivel 5 completada.', 40],
    ['FLEET_ARRIVAL', 'Flota en destino', 'Tu flota de transporte llegó a 1:44:4.', 30, { planet_coordinates: '1:44:4' }],
    [
      'RESOURCE_FULL',
      'Almacén de cristal lleno',
      'El almacén de cristal de Forja Boreal está lleno.',
      26,
      { planet_coordinates: '1:44:4' },
    ],
    ['ATTACK_WARNING', 'Flota hostil detectada', 'Una flota de Kael Torres se dirige a 1:42:7.', 20, { planet_coordinates: '1:42:7' }],
    ['BATTLE_RESULT', 'Batalla en 1:41:9', 'Tu ataque fue rechazado. Revisa el informe de batalla.', 12, { planet_coordinates: '1:41:9' }],
    ['MESSAGE_RECEIVED', 'Nuevo mensaje', 'Nova Stark te ha enviado un mensaje.', 8],
    ['ALLIANCE_INVITATION', 'Invitación de alianza', 'La Liga de Orión te invita a unirte.', 5],
  ];
  type Row = Omit<Parameters<typeof notify>[0], 'user_id'>;
  // The history (all shown, the latest four unread), 24 older read entries, then the two still pending.
  const rows: Row[] = [
    ...history.map(([notif_type, title, message, hoursAgo, data], i) => ({
      notif_type,
      title,
      message,
      data,
      at: ctx.now - hoursAgo * hour,
      pending: false,
      unread: i >= 4,
    })),
    ...Array.from({ length: 24 }, (_, i) => ({
      notif_type: i % 2 ? 'BUILD_COMPLETE' : 'FLEET_ARRIVAL',
      title: `Evento antiguo ${i + 1}`,
      message: 'Un registro antiguo del historial.',
      at: ctx.now - (60 + i * 5) * hour,
      pending: false,
      unread: false,
    })),
    {
      notif_type: 'BUILD_COMPLETE',
      title: 'Sintetizador de deuterio listo',
      message: 'Sintetizador de deuterio nivel 8 en Nueva Esperanza.',
      at: ctx.now - 30_000,
      data: { planet_coordinates: '1:42:7', building_name: 'Sintetizador de deuterio', level: 8 },
    },
    { notif_type: 'MESSAGE_RECEIVED', title: 'Nuevo mensaje', message: 'Orión Vale te ha escrito.', at: ctx.now - 10_000 },
  ];
  for (const row of rows) await notify({ user_id: DEMO_USER_ID, ...row });
}
