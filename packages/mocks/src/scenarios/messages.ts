import { http, HttpResponse } from 'msw';
import { routes } from '@imperio/api-client';
import { db } from '../db';
import { api } from '../handlers/util';
import { DEMO_USER_ID } from '../seed/demo';
import { deliverMessage } from '../seed/messages';
import { HOSTILE_HTML } from '../seed/messages-xss';
import { advanceUniverse } from '../universe';
import { failWith, loadingForever, malformedJson, wrongShape } from './helpers';

/** Id of the inbox message full of XSS attempts (scenario `messages.hostileHtml`). */
export const HOSTILE_MESSAGE_ID = 9001;
/** An id no mailbox holds (the reader's 'Mensaje no encontrado'). */
export const MISSING_MESSAGE_ID = 999_999;

async function ensureHostileMessage() {
  await advanceUniverse();
  if (db.messages.findFirst((q) => q.where({ id: HOSTILE_MESSAGE_ID }))) return;
  await deliverMessage({
    from: 5,
    to: DEMO_USER_ID,
    receivedId: HOSTILE_MESSAGE_ID,
    subject: 'Mensaje con HTML hostil',
    content: HOSTILE_HTML,
    priority: 'HIGH',
    quiet: true,
    metadata: { vectors: 'xss', source: 'scenario' },
  });
}

/** Adds the hostile message to the demo inbox, then lets the normal handlers answer. */
const withHostileMessage = [
  http.get(api(routes.messages.list), async () => {
    await ensureHostileMessage();
    return undefined;
  }),
  http.get(api(routes.messages.detail(':id')), async () => {
    await ensureHostileMessage();
    return undefined;
  }),
  http.get(api(routes.messages.stats), async () => {
    await ensureHostileMessage();
    return undefined;
  }),
];

const emptyPage = { count: 0, next: null, previous: null, results: [] };

/** How many messages the `messages.bigInbox` page holds. */
export const BIG_INBOX_SIZE = 10_000;
/** A 5000-character word without spaces: the sender's name and the first subject of the big inbox. */
export const LONG_WORD = 'Ω'.repeat(2500) + 'W'.repeat(2500);

let bigInbox: Array<Record<string, unknown>> | null = null;

/**
 * 10 000 inbox messages in one page, as a server that ignores `page_size` would answer; the
 * first is from a commander whose name is a 5000-character word and has such a subject.
 * Built once per page load (ids 500 000 +), deterministic.
 */
function bigInboxMessages(): Array<Record<string, unknown>> {
  if (bigInbox) return bigInbox;
  const categories = ['player', 'battle', 'espionage', 'alliance', 'trade', 'system', 'event'];
  bigInbox = Array.from({ length: BIG_INBOX_SIZE }, (_, index) => {
    const system = index % 7 === 5;
    return {
      id: 500_000 + index,
      subject: index === 0 ? LONG_WORD : `Mensaje n.º ${index + 1}`,
      content: index === 0 ? `<p>${LONG_WORD}</p>` : `<p>Contenido del mensaje ${index + 1}.</p>`,
      sender: system
        ? null
        : {
            id: 2 + (index % 5),
            username: index === 0 ? LONG_WORD : `comandante${index % 50}`,
            display_name: index === 0 ? LONG_WORD : `Comandante ${index % 50}`,
          },
      sender_display_name: system ? 'Sistema' : index === 0 ? LONG_WORD : `Comandante ${index % 50}`,
      recipient: { id: DEMO_USER_ID, username: 'demo', display_name: 'Almirante Demo' },
      category: categories[index % categories.length],
      priority: index % 11 === 0 ? 'HIGH' : 'NORMAL',
      is_read: index % 3 !== 0,
      is_starred: index % 13 === 0,
      is_archived: false,
      is_system_message: system,
      created_at: new Date(Date.UTC(2026, 5, 15, 11, 0) - index * 60_000).toISOString(),
      related_planet_coordinates: index % 4 === 0 ? `1:${1 + (index % 499)}:${1 + (index % 15)}` : null,
    };
  });
  return bigInbox;
}

/** Message states for stories, tests and `?scenario=messages.<name>`. */
export const messageScenarios = {
  /** Every folder empty, counts at 0. */
  empty: [
    http.get(api(routes.messages.list), () => HttpResponse.json(emptyPage)),
    http.get(api(routes.messages.stats), () =>
      HttpResponse.json({ unread_messages: 0, sent_messages: 0, starred_messages: 0, archived_messages: 0 }),
    ),
  ],
  /** The list fails without a message: 'Error al cargar mensajes'. */
  listError: [failWith('get', routes.messages.list, 500, {})],
  /** The list fails with the server's own message. */
  listServerMessage: [failWith('get', routes.messages.list, 503, { message: 'El servicio de mensajería está en mantenimiento.' })],
  /** The list never answers. */
  listLoading: [loadingForever('get', routes.messages.list)],
  /** The list answers a shape the client cannot read. */
  listWrongShape: [wrongShape('get', routes.messages.list, { messages: 'nope' })],
  listMalformed: [malformedJson('get', routes.messages.list)],
  /** Opening a message: 404 → 'Mensaje no encontrado'. */
  detailNotFound: [failWith('get', routes.messages.detail(':id'), 404, { detail: 'No encontrado.' })],
  /** Opening a message fails (500): also 'Mensaje no encontrado' with the default text. */
  detailError: [failWith('get', routes.messages.detail(':id'), 500, {})],
  detailLoading: [loadingForever('get', routes.messages.detail(':id'))],
  /** Every action fails without a message: 'Error al realizar la acción' / 'Error al cambiar favorito'. */
  actionError: [failWith('post', routes.messages.actions, 500, {})],
  /** Actions fail with the server's message. */
  actionServerMessage: [failWith('post', routes.messages.actions, 400, { message: 'No puedes modificar este mensaje.' })],
  /** Send fails without a message: 'Error al enviar el mensaje' (the draft stays). */
  sendError: [failWith('post', routes.messages.send, 500, {})],
  /** Send refused with several field errors: recipient_username comes first (p2 §5). */
  sendFieldErrors: [
    failWith('post', routes.messages.send, 400, {
      content: ['El contenido contiene palabras prohibidas.'],
      subject: ['El asunto es demasiado largo.'],
      recipient_username: ['El comandante está de vacaciones y no recibe mensajes.'],
    }),
  ],
  /** Send refused by a non-field rule. */
  sendLimit: [failWith('post', routes.messages.send, 429, { non_field_errors: ['Has alcanzado el límite de 50 mensajes por hora.'] })],
  /** Send never answers: 'Enviando...' and the button disabled. */
  sendPending: [loadingForever('post', routes.messages.send)],
  /** Reply fails without a message: 'Error al enviar el mensaje'. */
  replyError: [failWith('post', routes.messages.reply, 500, {})],
  /** Reply refused on the original message (first of original_message_id, subject, content…). */
  replyFieldErrors: [
    failWith('post', routes.messages.reply, 400, {
      subject: ['El asunto es demasiado largo.'],
      original_message_id: ['El mensaje original ya no existe.'],
    }),
  ],
  /** No templates: the template select is hidden. */
  noTemplates: [http.get(api(routes.messages.templates), () => HttpResponse.json([]))],
  /** Silent failures (p2 §8): templates, categories and stats. */
  templatesError: [failWith('get', routes.messages.templates, 500, {})],
  categoriesError: [failWith('get', routes.messages.categories, 500, {})],
  statsError: [failWith('get', routes.messages.stats, 500, {})],
  /** The recipient search finds nobody. */
  userSearchEmpty: [http.get(api(routes.messages.userSearch), () => HttpResponse.json([]))],
  /** Big and odd data: 10 000 messages in one page, a 5000-character name. */
  bigInbox: [
    http.get(api(routes.messages.list), () => {
      const results = bigInboxMessages();
      return HttpResponse.json({ count: results.length, next: null, previous: null, results });
    }),
    http.get(api(routes.messages.stats), () =>
      HttpResponse.json({ unread_messages: Math.ceil(BIG_INBOX_SIZE / 3), sent_messages: 0, starred_messages: 770, archived_messages: 0 }),
    ),
    http.get(api(routes.messages.detail(':id')), ({ params }) => {
      const found = bigInboxMessages().find((m) => m.id === Number(params.id));
      return found ? HttpResponse.json(found) : undefined;
    }),
  ],
  /** An inbox message (id 9001) whose HTML is full of XSS attempts. */
  hostileHtml: withHostileMessage,
};
