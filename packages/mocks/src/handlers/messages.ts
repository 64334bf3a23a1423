import { http, HttpResponse } from 'msw';
import { isPositiveId, MESSAGE_CATEGORIES, routes } from '@imperio/api-client';
import { messageActionRequestSchema, replyMessageRequestSchema, sendMessageRequestSchema } from '@imperio/api-client/schemas/requests';
import { clock } from '../clock';
import { db } from '../db';
import { publicMessage, type MessageRecord } from '../db/messages';
import { CATEGORY_DISPLAY, CATEGORY_ICONS, deliverMessage, scheduleAutoReply } from '../seed/messages';
import { api, authed, badRequest, list, validBody, type FieldErrors } from './util';

const notFound = () => HttpResponse.json({ detail: 'No encontrado.' }, { status: 404 });

/** The player's live copies (not deleted), newest first. */
function mailbox(userId: number): MessageRecord[] {
  return db.messages.findMany((q) => q.where({ owner_id: userId, is_deleted: false }), { orderBy: { created_ms: 'desc' } });
}

/** Folder rules: inbox and sent hide archived copies; starred and archived span both boxes. */
function inFolder(message: MessageRecord, folder: string): boolean {
  switch (folder) {
    case 'sent':
      return message.box === 'sent' && !message.is_archived;
    case 'starred':
      return Boolean(message.is_starred);
    case 'archived':
      return Boolean(message.is_archived);
    default:
      return message.box === 'in' && !message.is_archived;
  }
}

/** Lower case without accents, so 'orion' finds 'Orión'. */
function fold(text: string | null | undefined): string {
  return (text ?? '')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

function stripTags(html: string | null | undefined): string {
  return (html ?? '').replace(/<[^>]*>/g, ' ');
}

/** Messages (docs/api.md "Messages"): folders, filters, flags, send and reply between players. */
export const messageHandlers = [
  http.get(
    api(routes.messages.categories),
    authed(() =>
      list(MESSAGE_CATEGORIES.map((value) => ({ value, label: CATEGORY_DISPLAY[value] ?? value, icon: CATEGORY_ICONS[value] ?? null }))),
    ),
  ),
  http.get(
    api(routes.messages.templates),
    authed(() => list(db.messageTemplates.findMany(undefined, { orderBy: { id: 'asc' } }))),
  ),
  http.get(
    api(routes.messages.userSearch),
    authed(({ request, user }) => {
      const q = fold(new URL(request.url).searchParams.get('q')).trim();
      if (q.length < 2) return list([]);
      const found = db.users
        .findMany((query) => query.where({ id: (id) => id !== user.id }), { orderBy: { id: 'asc' } })
        .filter((u) => [u.username, u.display_name, u.empire_name].some((field) => fold(field).includes(q)))
        .slice(0, 10)
        .map((u) => ({ id: u.id, username: u.username, display_name: u.display_name ?? null, empire_name: u.empire_name ?? null }));
      return list(found);
    }),
  ),
  http.get(
    api(routes.messages.stats),
    authed(({ user }) => {
      const mine = mailbox(user.id);
      return HttpResponse.json({
        unread_messages: mine.filter((m) => inFolder(m, 'inbox') && !m.is_read).length,
        sent_messages: mine.filter((m) => inFolder(m, 'sent')).length,
        starred_messages: mine.filter((m) => inFolder(m, 'starred')).length,
        archived_messages: mine.filter((m) => inFolder(m, 'archived')).length,
      });
    }),
  ),
  http.get(
    api(routes.messages.list),
    authed(({ request, user }) => {
      const params = new URL(request.url).searchParams;
      const folder = params.get('folder') ?? 'inbox';
      const page = Math.max(1, Number(params.get('page') ?? 1) || 1);
      const pageSize = Math.min(100, Math.max(1, Number(params.get('page_size') ?? 20) || 20));
      const search = fold(params.get('search')).trim();
      const category = params.get('category');
      const isRead = params.get('is_read');
      const isStarred = params.get('is_starred');
      const matches = mailbox(user.id).filter(
        (m) =>
          inFolder(m, folder) &&
          (!category || m.category === category) &&
          (isRead === null || String(Boolean(m.is_read)) === isRead) &&
          (isStarred === null || String(Boolean(m.is_starred)) === isStarred) &&
          (!search ||
            [
              m.subject,
              stripTags(m.content),
              m.sender_display_name,
              m.sender?.username,
              m.recipient?.display_name,
              m.recipient?.username,
            ].some((field) => fold(field).includes(search))),
      );
      const start = (page - 1) * pageSize;
      const base = new URL(request.url);
      const link = (p: number) => {
        base.searchParams.set('page', String(p));
        return base.toString();
      };
      return HttpResponse.json({
        count: matches.length,
        next: start + pageSize < matches.length ? link(page + 1) : null,
        previous: page > 1 ? link(page - 1) : null,
        results: matches.slice(start, start + pageSize).map(publicMessage),
      });
    }),
  ),
  http.post(
    api(routes.messages.actions),
    authed(async ({ request, user }) => {
      const parsed = await validBody(request, messageActionRequestSchema);
      if (!parsed.ok) return parsed.response;
      const { action, message_ids: ids } = parsed.data;
      const updated = await db.messages.updateMany((q) => q.where({ owner_id: user.id, is_deleted: false, id: (id) => ids.includes(id) }), {
        data(m) {
          switch (action) {
            case 'mark_read':
              if (!m.is_read) m.read_at = clock.iso();
              m.is_read = true;
              break;
            case 'mark_unread':
              m.is_read = false;
              m.read_at = null;
              break;
            case 'star':
            case 'unstar':
              m.is_starred = action === 'star';
              break;
            case 'archive':
            case 'unarchive':
              m.is_archived = action === 'archive';
              break;
            case 'delete':
              m.is_deleted = true;
              break;
          }
        },
      });
      return HttpResponse.json({ success: true, affected: updated.length });
    }),
  ),
  http.post(
    api(routes.messages.send),
    authed(async ({ request, user }) => {
      // The recipient is checked with the fields, so every field error comes in one answer.
      const parsed = await validBody(request, sendMessageRequestSchema, (raw): FieldErrors => {
        const username = typeof raw.recipient_username === 'string' ? raw.recipient_username.trim() : '';
        if (!username || username.length > 150) return {};
        const found = db.users.findFirst((q) => q.where({ username }));
        if (!found) return { recipient_username: [`El comandante «${username}» no existe.`] };
        return found.id === user.id ? { recipient_username: ['No puedes enviarte un mensaje a ti mismo.'] } : {};
      });
      if (!parsed.ok) return parsed.response;
      const { recipient_username: username, subject, content } = parsed.data;
      const recipient = db.users.findFirst((q) => q.where({ username }))!;
      const { sent } = await deliverMessage({ from: user.id, to: recipient.id, subject, content });
      scheduleAutoReply(recipient.id, user.id, subject);
      return HttpResponse.json(publicMessage(sent!), { status: 201 });
    }),
  ),
  http.post(
    api(routes.messages.reply),
    authed(async ({ request, user }) => {
      const originalOf = (id: unknown) =>
        isPositiveId(id) ? db.messages.findFirst((q) => q.where({ id: Number(id), owner_id: user.id, is_deleted: false })) : undefined;
      // The original is checked with the fields, so every field error comes in one answer.
      const parsed = await validBody(request, replyMessageRequestSchema, (raw): FieldErrors => {
        if (!isPositiveId(raw.original_message_id)) return {};
        const found = originalOf(raw.original_message_id);
        if (!found || found.box !== 'in') return { original_message_id: ['El mensaje original no existe.'] };
        if (found.is_system_message || found.sender_id === null)
          return { original_message_id: ['No se puede responder a un mensaje del sistema.'] };
        return {};
      });
      if (!parsed.ok) return parsed.response;
      const { subject, content } = parsed.data;
      const original = originalOf(parsed.data.original_message_id)!;
      if (original.sender_id === null) return badRequest({ original_message_id: ['No se puede responder a un mensaje del sistema.'] });
      const { sent } = await deliverMessage({
        from: user.id,
        to: original.sender_id,
        subject,
        content,
        category: original.category === 'ALLIANCE_MESSAGE' || original.category === 'TRADE_MESSAGE' ? original.category : 'PLAYER_MESSAGE',
        planet: original.related_planet_coordinates ?? null,
      });
      scheduleAutoReply(original.sender_id, user.id, subject);
      return HttpResponse.json(publicMessage(sent!), { status: 201 });
    }),
  ),
  http.get(
    api(routes.messages.detail(':id')),
    authed(({ params, user }) => {
      const message = db.messages.findFirst((q) => q.where({ id: Number(params.id), owner_id: user.id, is_deleted: false }));
      return message ? HttpResponse.json(publicMessage(message)) : notFound();
    }),
  ),
];
