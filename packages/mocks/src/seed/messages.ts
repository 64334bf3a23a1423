import { clock } from '../clock';
import { db } from '../db';
import type { MessageRecord } from '../db/messages';
import { registerSeeder, registerTick } from '../universe';
import type { SeedContext } from './context';
import { DEMO_USER_ID } from './demo';
import { notify } from './notifications';

/** Spanish display names the server sends with each category (spec p2 §3). */
export const CATEGORY_DISPLAY: Record<string, string> = {
  PLAYER_MESSAGE: 'Mensaje de jugador',
  BATTLE_REPORT: 'Informe de batalla',
  SYSTEM_MESSAGE: 'Mensaje del sistema',
  ALLIANCE_MESSAGE: 'Mensaje de alianza',
  TRADE_MESSAGE: 'Mensaje comercial',
  ESPIONAGE_REPORT: 'Informe de espionaje',
  EVENT_MESSAGE: 'Evento',
};

/** Icon names of GET /messages/categories/ (lucide names; the client maps by value anyway). */
export const CATEGORY_ICONS: Record<string, string> = {
  PLAYER_MESSAGE: 'mail',
  BATTLE_REPORT: 'swords',
  SYSTEM_MESSAGE: 'info',
  ALLIANCE_MESSAGE: 'users',
  TRADE_MESSAGE: 'coins',
  ESPIONAGE_REPORT: 'eye',
  EVENT_MESSAGE: 'calendar',
};

export const PRIORITY_DISPLAY: Record<string, string> = { LOW: 'Baja', NORMAL: 'Normal', HIGH: 'Alta', URGENT: 'Urgente' };

/** The templates of the compose modal. */
export const TEMPLATES = [
  {
    id: 1,
    name: 'Saludo diplomático',
    subject_template: 'Saludos desde el Imperio Austral',
    content_template:
      '<p>Saludos, comandante.</p><p>Nuestro imperio desea mantener <strong>relaciones pacíficas</strong> con el vuestro.</p>',
  },
  {
    id: 2,
    name: 'Propuesta comercial',
    subject_template: 'Propuesta de intercambio de recursos',
    content_template:
      '<p>Ofrezco <strong>metal</strong> a cambio de <strong>deuterio</strong>, a razón de 3:1.</p><ul><li>Cantidad mínima: 10.000</li><li>Entrega en 24 h</li></ul>',
  },
  {
    id: 3,
    name: 'Advertencia',
    subject_template: 'Aviso formal',
    content_template: '<p>Tus flotas han entrado en nuestro espacio. <em>Retíralas</em> o responderemos.</p>',
  },
] as const;

let nextId = 1;

interface Party {
  id: number;
  username: string;
  display_name: string;
}

function party(userId: number): Party {
  const user = db.users.findFirst((q) => q.where({ id: userId }));
  return {
    id: userId,
    username: user?.username ?? `jugador${userId}`,
    display_name: user?.display_name?.trim() || user?.username || `Jugador ${userId}`,
  };
}

/**
 * Delivers a message: one copy in the recipient's inbox and, for a player's message, one in
 * the sender's sent folder. `from: null` is a system message (no sender copy, no reply).
 * The recipient gets a MESSAGE_RECEIVED notification unless `quiet`.
 * @returns the recipient's copy and the sender's copy (null for system messages)
 */
export async function deliverMessage(input: {
  from: number | null;
  to: number;
  subject: string;
  content: string;
  category?: string;
  priority?: string;
  at?: number;
  planet?: string | null;
  battleId?: number | null;
  metadata?: Record<string, unknown> | null;
  /** Flags of the recipient's copy. */
  inbox?: { read?: boolean; starred?: boolean; archived?: boolean };
  /** Flags of the sender's copy. */
  sent?: { starred?: boolean; archived?: boolean };
  quiet?: boolean;
  /** A fixed id for the recipient's copy (scenarios that link to it). */
  receivedId?: number;
}): Promise<{ received: MessageRecord; sent: MessageRecord | null }> {
  const at = input.at ?? clock.now();
  const system = input.from === null;
  const sender = system ? null : party(input.from!);
  const recipient = party(input.to);
  const category = input.category ?? (system ? 'SYSTEM_MESSAGE' : 'PLAYER_MESSAGE');
  const priority = input.priority ?? 'NORMAL';
  const common = {
    subject: input.subject,
    content: input.content,
    sender: sender ? { id: sender.id, username: sender.username, display_name: sender.display_name } : null,
    sender_display_name: sender ? sender.display_name : 'Sistema',
    recipient: { id: recipient.id, username: recipient.username, display_name: recipient.display_name },
    category,
    category_display: CATEGORY_DISPLAY[category] ?? category,
    priority,
    priority_display: PRIORITY_DISPLAY[priority] ?? priority,
    is_system_message: system,
    created_at: new Date(at).toISOString(),
    created_ms: at,
    related_planet_coordinates: input.planet ?? null,
    related_battle_id: input.battleId ?? null,
    metadata: input.metadata ?? null,
    sender_id: sender?.id ?? null,
    recipient_id: recipient.id,
    is_deleted: false,
  };
  const read = input.inbox?.read ?? false;
  const received = await db.messages.create({
    ...common,
    id: input.receivedId ?? nextId++,
    owner_id: recipient.id,
    box: 'in',
    is_read: read,
    read_at: read ? new Date(at + 120_000).toISOString() : null,
    is_starred: input.inbox?.starred ?? false,
    is_archived: input.inbox?.archived ?? false,
  });
  const sent = sender
    ? await db.messages.create({
        ...common,
        id: nextId++,
        owner_id: sender.id,
        box: 'sent',
        is_read: true,
        read_at: null,
        is_starred: input.sent?.starred ?? false,
        is_archived: input.sent?.archived ?? false,
      })
    : null;
  if (!input.quiet) {
    await notify({
      user_id: recipient.id,
      notif_type: 'MESSAGE_RECEIVED',
      title: 'Nuevo mensaje',
      message: `${sender?.display_name ?? 'Sistema'}: ${input.subject}`,
      at,
    });
  }
  return { received, sent };
}

/** Replies the other commanders send back to the demo commander, due at `at` (ms). */
let pendingReplies: Array<{ at: number; from: number; to: number; subject: string }> = [];

/** How long another commander takes to answer the demo commander (ms). */
export const AUTO_REPLY_DELAY_MS = 90_000;

/**
 * Schedules a commander's answer (`from`) to a message that `to` sent, so the demo universe
 * talks back: it arrives in `to`'s inbox (with a notification) after 90 s of mock time.
 */
export function scheduleAutoReply(from: number, to: number, subject: string, now = clock.now()): void {
  const base = subject.startsWith('Re: ') ? subject : `Re: ${subject}`;
  pendingReplies.push({ at: now + AUTO_REPLY_DELAY_MS, from, to, subject: base });
}

registerTick('messages', async (now) => {
  const due = pendingReplies.filter((reply) => reply.at <= now);
  if (!due.length) return;
  pendingReplies = pendingReplies.filter((reply) => reply.at > now);
  for (const reply of due) {
    const { display_name } = party(reply.from);
    await deliverMessage({
      from: reply.from,
      to: reply.to,
      subject: reply.subject,
      content: `<p>Recibido, comandante. Lo discutiré con mi consejo.</p><p>— ${display_name}</p>`,
      at: reply.at,
    });
  }
});

const BATTLE_REPORT_HTML = `<h3>Combate en 1:41:9</h3>
<p>Tu flota atacó el planeta <strong>Tártaro</strong> de Kael Torres.</p>
<table>
  <thead><tr><th>Bando</th><th>Naves</th><th>Pérdidas</th></tr></thead>
  <tbody>
    <tr><td>Atacante</td><td>120</td><td>84</td></tr>
    <tr><td>Defensor</td><td>95</td><td>31</td></tr>
  </tbody>
</table>
<p>Resultado: <em>el defensor gana tras 4 rondas</em>.</p>`;

/**
 * Seeds the demo commander's mailbox: inbox messages of every category and priority (system
 * messages, a battle report and an espionage report with metadata), enough for two pages;
 * sent, starred and archived messages; and the templates.
 */
export async function seedMessages(ctx: SeedContext): Promise<void> {
  nextId = 1;
  pendingReplies = [];
  const minute = 60_000;
  const hour = 60 * minute;
  const day = 24 * hour;
  const me = DEMO_USER_ID;
  for (const template of TEMPLATES) await db.messageTemplates.create({ ...template });

  // Older filler first (the list is newest first), so page 2 holds these.
  const fillers: Array<[number, string, string, string]> = [
    [3, 'PLAYER_MESSAGE', 'LOW', 'Rutas de comercio en la galaxia 1'],
    [4, 'TRADE_MESSAGE', 'NORMAL', 'Excedente de deuterio disponible'],
    [2, 'PLAYER_MESSAGE', 'NORMAL', 'Gracias por la ayuda'],
    [5, 'PLAYER_MESSAGE', 'HIGH', 'Última advertencia'],
    [6, 'PLAYER_MESSAGE', 'LOW', 'Hola, vecino'],
    [3, 'ALLIANCE_MESSAGE', 'NORMAL', 'Reunión de la alianza'],
  ];
  for (let i = 0; i < 18; i++) {
    const [from, category, priority, subject] = fillers[i % fillers.length]!;
    await deliverMessage({
      from,
      to: me,
      subject: `${subject} (${i + 1})`,
      content: `<p>Mensaje archivado del historial, número ${i + 1}.</p>`,
      category,
      priority,
      at: ctx.now - (9 + i) * day - Math.floor(ctx.rand() * hour),
      inbox: { read: true },
      quiet: true,
    });
  }

  // Archived.
  await deliverMessage({
    from: 4,
    to: me,
    subject: 'Acuerdo comercial cerrado',
    content: '<p>El intercambio se completó. ¡Un placer!</p>',
    category: 'TRADE_MESSAGE',
    priority: 'LOW',
    at: ctx.now - 30 * day,
    inbox: { read: true, archived: true },
    quiet: true,
  });
  await deliverMessage({
    from: null,
    to: me,
    subject: 'Informe de batalla en 1:40:2',
    content: '<p>Victoria: el enemigo se retiró tras 2 rondas.</p>',
    category: 'BATTLE_REPORT',
    priority: 'NORMAL',
    at: ctx.now - 25 * day,
    planet: '1:40:2',
    battleId: 4790,
    metadata: { attacker: 'Almirante Demo', defender: 'Orión Vale', winner: 'attacker', rounds: 2 },
    inbox: { read: true, archived: true, starred: true },
    quiet: true,
  });
  await deliverMessage({
    from: 2,
    to: me,
    subject: 'Tregua de invierno',
    content: '<p>Propongo una tregua hasta la próxima temporada.</p>',
    at: ctx.now - 20 * day,
    inbox: { read: true, archived: true },
    quiet: true,
  });

  // Sent by the demo commander.
  await deliverMessage({
    from: me,
    to: 2,
    subject: 'Sobre el pacto',
    content: '<p>Acepto discutir el pacto. ¿Mañana a las 20:00?</p>',
    at: ctx.now - 3 * day,
    quiet: true,
  });
  await deliverMessage({
    from: me,
    to: 3,
    subject: 'Solicitud de ingreso',
    content: '<p>Me gustaría unirme a la <strong>Liga de Orión</strong>.</p>',
    category: 'ALLIANCE_MESSAGE',
    at: ctx.now - 2 * day,
    sent: { starred: true },
    quiet: true,
  });
  await deliverMessage({
    from: me,
    to: 4,
    subject: 'Oferta de cristal',
    content: '<p>Te ofrezco 20.000 de cristal por 8.000 de deuterio.</p>',
    category: 'TRADE_MESSAGE',
    priority: 'LOW',
    at: ctx.now - 36 * hour,
    inbox: { read: true },
    quiet: true,
  });

  // Recent inbox: every category and every priority.
  await deliverMessage({
    from: null,
    to: me,
    subject: 'Bienvenido a Imperio',
    content:
      '<p>Bienvenido, comandante. Tu imperio empieza en <strong>Nueva Esperanza</strong>.</p><p>Consulta la <a href="https://example.com/guia">guía del jugador</a>.</p>',
    category: 'SYSTEM_MESSAGE',
    priority: 'LOW',
    at: ctx.now - 7 * day,
    inbox: { read: true },
    quiet: true,
  });
  await deliverMessage({
    from: 6,
    to: me,
    subject: 'Hola desde el sector 44',
    content: '<p>Soy nueva por aquí. ¿Comerciamos?</p>',
    priority: 'LOW',
    at: ctx.now - 5 * day,
    inbox: { read: true },
    quiet: true,
  });
  await deliverMessage({
    from: 4,
    to: me,
    subject: 'Oferta: 50.000 de cristal por deuterio',
    content: '<p>Tengo <strong>50.000 de cristal</strong> listos para enviar.</p><ul><li>Tasa: 2:1</li><li>Entrega: 12 h</li></ul>',
    category: 'TRADE_MESSAGE',
    priority: 'NORMAL',
    at: ctx.now - 2 * day,
    inbox: { read: true },
    quiet: true,
  });
  await deliverMessage({
    from: null,
    to: me,
    subject: 'Informe de espionaje de 1:44:12',
    content: '<p>Sondas regresaron de <strong>Helios</strong> (1:44:12).</p><p>Recursos detectados y defensas ligeras.</p>',
    category: 'ESPIONAGE_REPORT',
    priority: 'NORMAL',
    at: ctx.now - 30 * hour,
    planet: '1:44:12',
    metadata: { target: 'Helios', metal: 45_210, crystal: 23_870, deuterium: 8_400, defenses: 14, counter_espionage: '12%' },
    quiet: true,
  });
  await deliverMessage({
    from: 3,
    to: me,
    subject: 'Invitación a la Liga de Orión',
    content: '<p>La <strong>Liga de Orión</strong> te invita a unirte. Respóndenos antes del viernes.</p>',
    category: 'ALLIANCE_MESSAGE',
    priority: 'NORMAL',
    at: ctx.now - 20 * hour,
    inbox: { starred: true },
    quiet: true,
  });
  await deliverMessage({
    from: null,
    to: me,
    subject: 'Evento: lluvia de meteoritos',
    content: '<p>Una lluvia de meteoritos aumenta un <strong>20 %</strong> la producción de cristal durante 48 h.</p>',
    category: 'EVENT_MESSAGE',
    priority: 'HIGH',
    at: ctx.now - 12 * hour,
    metadata: { bonus: 'crystal +20%', duration_hours: 48 },
    quiet: true,
  });
  await deliverMessage({
    from: null,
    to: me,
    subject: 'Informe de batalla en 1:41:9',
    content: BATTLE_REPORT_HTML,
    category: 'BATTLE_REPORT',
    priority: 'HIGH',
    at: ctx.now - 3 * hour,
    planet: '1:41:9',
    battleId: 4812,
    metadata: {
      attacker: 'Almirante Demo',
      defender: 'Kael Torres',
      winner: 'defender',
      rounds: 4,
      debris_metal: 36_000,
      debris_crystal: 12_500,
    },
    inbox: { starred: true },
    quiet: true,
  });
  await deliverMessage({
    from: 5,
    to: me,
    subject: 'Retira tus flotas de 1:41',
    content: '<p>Tienes <strong>24 horas</strong> para retirar tus flotas del sistema 41.</p>',
    category: 'PLAYER_MESSAGE',
    priority: 'URGENT',
    at: ctx.now - 90 * minute,
    planet: '1:41:9',
    quiet: true,
  });
  await deliverMessage({
    from: 2,
    to: me,
    subject: 'Propuesta de pacto de no agresión',
    content:
      '<p>Comandante, te propongo un <strong>pacto de no agresión</strong> de 30 días:</p><ol><li>Ningún ataque entre nuestros planetas.</li><li>Aviso previo de movimientos de flota.</li></ol><p>Más detalles en <a href="https://example.com/pacto">el borrador</a>.</p>',
    category: 'PLAYER_MESSAGE',
    priority: 'NORMAL',
    at: ctx.now - 20 * minute,
    quiet: true,
  });
}

registerSeeder('messages', seedMessages);
