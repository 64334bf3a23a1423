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

/** Message states for stories, tests and `?scenario=messages.<name>`. */
export const messageScenarios = {
  /** Every folder empty, counts at 0. */
  empty: [
    http.get(api(routes.messages.list), () => HttpResponse.json(emptyPage)),
    http.get(api(routes.messages.stats), () => HttpResponse.json({ unread_messages: 0, sent_messages: 0, starred_messages: 0, archived_messages: 0 })),
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
  replyFieldErrors: [failWith('post', routes.messages.reply, 400, { subject: ['El asunto es demasiado largo.'], original_message_id: ['El mensaje original ya no existe.'] })],
  /** No templates: the template select is hidden. */
  noTemplates: [http.get(api(routes.messages.templates), () => HttpResponse.json([]))],
  /** Silent failures (p2 §8): templates, categories and stats. */
  templatesError: [failWith('get', routes.messages.templates, 500, {})],
  categoriesError: [failWith('get', routes.messages.categories, 500, {})],
  statsError: [failWith('get', routes.messages.stats, 500, {})],
  /** The recipient search finds nobody. */
  userSearchEmpty: [http.get(api(routes.messages.userSearch), () => HttpResponse.json([]))],
  /** An inbox message (id 9001) whose HTML is full of XSS attempts. */
  hostileHtml: withHostileMessage,
};
