import { describe, expect, it } from 'vitest';
import { server } from '@imperio/mocks/node';
import { AUTO_REPLY_DELAY_MS, clock, DEMO_CREDENTIALS, loginAsPlayer, scenarios } from '@imperio/mocks';
import { login } from './auth';
import { getMessage, getMessages, getMessageStats, messageAction, replyToMessage, searchUsers, sendMessage } from './messages';
import { ApiError } from '../errors';

/** Signs in: the demo commander with the password, a rival (random password) through the test helper. */
async function loginAs(username: string) {
  if (username === DEMO_CREDENTIALS.username) await login(DEMO_CREDENTIALS);
  else loginAsPlayer(username);
}

describe('messages against the mock universe', () => {
  it('seeds every folder, every category and every priority in the inbox', async () => {
    await loginAs('demo');
    const inbox = await getMessages({ folder: 'inbox', page: 1, pageSize: 100 });
    const categories = new Set(inbox.results.map((m) => m.category));
    const priorities = new Set(inbox.results.map((m) => m.priority));
    expect([...categories].sort()).toEqual([
      'ALLIANCE_MESSAGE',
      'BATTLE_REPORT',
      'ESPIONAGE_REPORT',
      'EVENT_MESSAGE',
      'PLAYER_MESSAGE',
      'SYSTEM_MESSAGE',
      'TRADE_MESSAGE',
    ]);
    expect([...priorities].sort()).toEqual(['HIGH', 'LOW', 'NORMAL', 'URGENT']);
    expect(inbox.count).toBeGreaterThan(20);
    const battle = inbox.results.find((m) => m.category === 'BATTLE_REPORT')!;
    expect(battle.is_system_message).toBe(true);
    expect(battle.related_battle_id).not.toBeNull();
    expect(battle.metadata).toMatchObject({ winner: expect.any(String) });
    for (const folder of ['sent', 'starred', 'archived'] as const) {
      expect((await getMessages({ folder, page: 1 })).count).toBeGreaterThan(0);
    }
  });

  it('pages by 20, newest first', async () => {
    await loginAs('demo');
    const first = await getMessages({ folder: 'inbox', page: 1 });
    const second = await getMessages({ folder: 'inbox', page: 2 });
    expect(first.results).toHaveLength(20);
    expect(second.results).toHaveLength(first.count - 20);
    expect(new Date(first.results[0]!.created_at!).getTime()).toBeGreaterThan(new Date(second.results[0]!.created_at!).getTime());
  });

  it('filters by search, category and read state', async () => {
    await loginAs('demo');
    const search = await getMessages({ folder: 'inbox', page: 1, search: 'orion' });
    expect(search.results.map((m) => m.subject)).toContain('Invitación a la Liga de Orión');
    const battles = await getMessages({ folder: 'inbox', page: 1, category: 'BATTLE_REPORT' });
    expect(battles.results.every((m) => m.category === 'BATTLE_REPORT')).toBe(true);
    const unread = await getMessages({ folder: 'inbox', page: 1, isRead: false });
    expect(unread.count).toBe((await getMessageStats()).unread_messages);
    expect(unread.results.every((m) => m.is_read === false)).toBe(true);
  });

  it('actions really change the flags and the folder counts', async () => {
    await loginAs('demo');
    const before = await getMessageStats();
    const [first] = (await getMessages({ folder: 'inbox', page: 1, isRead: false })).results;
    await messageAction('mark_read', [first!.id]);
    expect((await getMessage(first!.id)).is_read).toBe(true);
    expect((await getMessageStats()).unread_messages).toBe(before.unread_messages - 1);
    await messageAction('star', [first!.id]);
    expect((await getMessageStats()).starred_messages).toBe(before.starred_messages + 1);
    await messageAction('archive', [first!.id]);
    const archived = await getMessages({ folder: 'archived', page: 1 });
    expect(archived.results.map((m) => m.id)).toContain(first!.id);
    expect((await getMessages({ folder: 'inbox', page: 1, pageSize: 100 })).results.map((m) => m.id)).not.toContain(first!.id);
    await messageAction('delete', [first!.id]);
    await expect(getMessage(first!.id)).rejects.toMatchObject({ status: 404 });
  });

  it('send delivers to the recipient inbox and the sender sent folder; the recipient answers later', async () => {
    clock.freeze(clock.now());
    await loginAs('demo');
    const sentBefore = (await getMessageStats()).sent_messages;
    const sent = await sendMessage({ recipient_username: 'nova', subject: 'Prueba de envío', content: '<p>Hola</p>' });
    expect(sent.recipient?.username).toBe('nova');
    expect((await getMessageStats()).sent_messages).toBe(sentBefore + 1);
    expect((await getMessages({ folder: 'sent', page: 1 })).results[0]!.subject).toBe('Prueba de envío');

    clock.advance(AUTO_REPLY_DELAY_MS + 1000);
    const inbox = await getMessages({ folder: 'inbox', page: 1 });
    expect(inbox.results[0]).toMatchObject({ subject: 'Re: Prueba de envío', is_read: false });

    await loginAs('nova');
    const novaInbox = await getMessages({ folder: 'inbox', page: 1 });
    expect(novaInbox.results[0]).toMatchObject({ subject: 'Prueba de envío', sender: { username: 'demo' } });
    clock.reset();
  });

  it('reply goes back to the sender; system messages cannot be replied to', async () => {
    await loginAs('demo');
    const inbox = (await getMessages({ folder: 'inbox', page: 1, pageSize: 100 })).results;
    const fromNova = inbox.find((m) => m.sender?.username === 'nova')!;
    const reply = await replyToMessage({ original_message_id: fromNova.id, subject: `Re: ${fromNova.subject}`, content: 'De acuerdo' });
    expect(reply.recipient?.username).toBe('nova');
    const system = inbox.find((m) => m.is_system_message)!;
    await expect(replyToMessage({ original_message_id: system.id, subject: 'Re: x', content: 'y' })).rejects.toMatchObject({
      serverMessage: 'No se puede responder a un mensaje del sistema.',
    });
  });

  it('user search needs 2 characters and never returns the player', async () => {
    await loginAs('demo');
    expect(await searchUsers('n')).toEqual([]);
    const found = await searchUsers('no');
    expect(found.map((u) => u.username)).toEqual(['nova']);
    expect((await searchUsers('de')).map((u) => u.username)).not.toContain('demo');
  });
});

describe('send and reply error extraction (p2 §5)', () => {
  it('send reads recipient_username before subject and content', async () => {
    await loginAs('demo');
    server.use(...scenarios.messages.sendFieldErrors);
    const error = await sendMessage({ recipient_username: 'nova', subject: 's', content: 'c' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).serverMessage).toBe('El comandante está de vacaciones y no recibe mensajes.');
  });

  it('send falls back to non_field_errors, then to the default key', async () => {
    await loginAs('demo');
    server.use(...scenarios.messages.sendLimit);
    await expect(sendMessage({ recipient_username: 'nova', subject: 's', content: 'c' })).rejects.toMatchObject({
      serverMessage: 'Has alcanzado el límite de 50 mensajes por hora.',
    });
    server.use(...scenarios.messages.sendError);
    await expect(sendMessage({ recipient_username: 'nova', subject: 's', content: 'c' })).rejects.toMatchObject({
      serverMessage: undefined,
      fallbackKey: 'errors:messages.send',
    });
  });

  it('the real mock answers blank fields in the order of the rule', async () => {
    await loginAs('demo');
    await expect(sendMessage({ recipient_username: 'nadie', subject: '', content: '' })).rejects.toMatchObject({
      serverMessage: 'El comandante «nadie» no existe.',
    });
    await expect(sendMessage({ recipient_username: 'nova', subject: ' ', content: '' })).rejects.toMatchObject({
      serverMessage: 'Este campo no puede estar en blanco.',
    });
  });

  it('reply reads original_message_id before subject', async () => {
    await loginAs('demo');
    server.use(...scenarios.messages.replyFieldErrors);
    await expect(replyToMessage({ original_message_id: 1, subject: 's', content: 'c' })).rejects.toMatchObject({
      serverMessage: 'El mensaje original ya no existe.',
    });
  });
});
