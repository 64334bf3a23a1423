import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { delay } from 'msw';
import { routes, saveSession } from '@imperio/api-client';
import { DEMO_USER_ID, issueAccessToken, recordRequests, scenarioHelpers, type RequestLog } from '@imperio/mocks';
import { server } from '@imperio/mocks/node';
import { createI18n } from '../../i18n';
import { AppProviders } from '../../state/AppProviders';
import { createQueryClient } from '../../state/queryClient';
import { MessagesScreen } from './MessagesScreen';

/**
 * One user intent, one request (no duplicate writes): every write of the messages centre is sent
 * once however fast the player double-clicks or repeats Enter. The answers are slowed down so
 * the repeats land while the first request is still on its way.
 */

/** Slows every answer to the writes under test, then lets the normal mock answer. */
/**
 * Holds the writes long enough that every repeat of a test lands while the first is pending, even
 * on a loaded CI machine (at 250 ms the first write could finish before `dblClick` ran, and the
 * re-enabled button then rightly sent a second one).
 */
function slowWrites(...paths: string[]) {
  server.use(...paths.flatMap((path) => [scenarioHelpers.hold('post', path, 1000), scenarioHelpers.hold('delete', path, 1000)]));
}

function renderCentre(route: string) {
  return render(
    <MemoryRouter initialEntries={[route]}>
      <AppProviders queryClient={createQueryClient()} i18n={createI18n('es')}>
        <MessagesScreen />
      </AppProviders>
    </MemoryRouter>,
  );
}

const wait = { timeout: 8000 };
let recorder: RequestLog;

beforeEach(() => {
  saveSession({ access: issueAccessToken(DEMO_USER_ID), refresh: 'r', user: { id: DEMO_USER_ID } });
  recorder = recordRequests(server);
});
afterEach(() => recorder.stop());

type User = ReturnType<typeof userEvent.setup>;

/** Slows the writes to `paths`, shows the inbox and waits for its rows; returns the user. */
async function inboxWithSlowWrites(...paths: string[]) {
  slowWrites(...paths);
  const user = userEvent.setup();
  renderCentre('/messages?tab=messages');
  await screen.findAllByTestId('message-row', {}, wait);
  return user;
}

/** Opens the pact proposal in the reader; returns the reader. */
async function openPact(user: User) {
  await user.click(screen.getByRole('button', { name: 'Propuesta de pacto de no agresión' }));
  return within(await screen.findByTestId('message-reader', {}, wait));
}

/** Opens the pact proposal and presses the reader's 'Eliminar'; returns the confirmation. */
async function askDeletePact(user: User) {
  const reader = await openPact(user);
  await waitFor(() => expect(reader.getByRole('button', { name: 'Eliminar' })).toBeEnabled(), wait);
  await user.click(reader.getByRole('button', { name: 'Eliminar' }));
  return within(await screen.findByRole('alertdialog'));
}

/** The delete actions sent so far. */
const deletesSent = () =>
  recorder.matching('POST', routes.messages.actions).filter((r) => (r.body as { action?: string }).action === 'delete');

/** Opens 'Nuevo', picks Nova Stark and fills subject and body. */
async function composeDraft(user: User) {
  await user.click(screen.getByRole('button', { name: 'Nuevo' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Redactar Mensaje' }));
  await user.type(dialog.getByRole('combobox', { name: 'Destinatario' }), 'no');
  await user.click(await dialog.findByRole('option', { name: /Nova Stark \(nova\)/ }, wait));
  await user.type(dialog.getByRole('textbox', { name: 'Asunto' }), 'Ruta comercial');
  await user.type(dialog.getByRole('textbox', { name: 'Contenido' }), '¿Abrimos una ruta?');
  return dialog;
}

describe('messages: one request per intent', () => {
  it('sends a message once on a double click of Enviar', async () => {
    const user = await inboxWithSlowWrites(routes.messages.send);
    const dialog = await composeDraft(user);
    const sendButton = dialog.getByRole('button', { name: 'Enviar' });
    fireEvent.click(sendButton);
    fireEvent.click(sendButton);
    await user.dblClick(sendButton);
    expect(await screen.findByText('Mensaje enviado', {}, wait)).toBeInTheDocument();
    expect(recorder.matching('POST', routes.messages.send)).toHaveLength(1);
    expect(recorder.matching('POST', routes.messages.send)[0]!.body).toEqual({
      recipient_username: 'nova',
      subject: 'Ruta comercial',
      content: '¿Abrimos una ruta?',
    });
  });

  it('sends a message once on Enter pressed three times in the subject', async () => {
    const user = await inboxWithSlowWrites(routes.messages.send);
    const dialog = await composeDraft(user);
    // Enter in a field submits its form (implicit submission). happy-dom does not implement it
    // for a submit button placed outside the form (the dialog's footer, `form=` attribute), so
    // the three submissions the browser would make are dispatched on the form directly.
    const form = dialog.getByRole('textbox', { name: 'Asunto' }).closest('form')!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(await screen.findByText('Mensaje enviado', {}, wait)).toBeInTheDocument();
    expect(recorder.matching('POST', routes.messages.send)).toHaveLength(1);
  });

  it('deletes once on a double click of the confirmation', async () => {
    const user = await inboxWithSlowWrites(routes.messages.actions);
    const confirm = await askDeletePact(user);
    const confirmButton = confirm.getByRole('button', { name: 'Eliminar' });
    fireEvent.click(confirmButton);
    fireEvent.click(confirmButton);
    await waitFor(() => expect(screen.queryByTestId('message-reader')).toBeNull(), wait);
    expect(deletesSent()).toHaveLength(1);
  });

  it('deletes once on Enter pressed three times on the confirmation', async () => {
    const user = await inboxWithSlowWrites(routes.messages.actions);
    const confirm = await askDeletePact(user);
    confirm.getByRole('button', { name: 'Eliminar' }).focus();
    // The later Enters land on whatever has the focus once the dialog closes (its trigger).
    await user.keyboard('{Enter}{Enter}{Enter}');
    await waitFor(() => expect(screen.queryByTestId('message-reader')).toBeNull(), wait);
    await act(() => delay(400));
    expect(deletesSent()).toHaveLength(1);
  });

  it('marks unread once on a double click and on Enter pressed three times', async () => {
    const user = await inboxWithSlowWrites(routes.messages.actions);
    const reader = await openPact(user);
    // Opening marks it read (silently, once); then the button offers 'Marcar como no leído'.
    const markUnread = await reader.findByRole('button', { name: 'Marcar como no leído' }, wait);
    await waitFor(() => expect(markUnread).toBeEnabled(), wait);
    const kinds = () => recorder.matching('POST', routes.messages.actions).map((r) => (r.body as { action?: string }).action);
    expect(kinds()).toEqual(['mark_read']);
    fireEvent.click(markUnread);
    fireEvent.click(markUnread);
    await waitFor(() => expect(kinds()).toEqual(['mark_read', 'mark_unread']), wait);
    const markRead = await reader.findByRole('button', { name: 'Marcar como leído' }, wait);
    await waitFor(() => expect(markRead).toBeEnabled(), wait);
    markRead.focus();
    await user.keyboard('{Enter}{Enter}{Enter}');
    await waitFor(() => expect(kinds()).toEqual(['mark_read', 'mark_unread', 'mark_read']), wait);
    await act(() => delay(400));
    expect(kinds()).toEqual(['mark_read', 'mark_unread', 'mark_read']);
  });

  it('runs a bulk mark-read once on a double click', async () => {
    const user = await inboxWithSlowWrites(routes.messages.actions);
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar todos' }));
    const bar = within(await screen.findByTestId('bulk-bar'));
    const markRead = bar.getByRole('button', { name: 'Marcar como leído' });
    fireEvent.click(markRead);
    fireEvent.click(markRead);
    await user.dblClick(markRead);
    await waitFor(() => expect(markRead).toBeEnabled(), wait);
    const writes = recorder.matching('POST', routes.messages.actions);
    expect(writes).toHaveLength(1);
    expect((writes[0]!.body as { action: string; message_ids: unknown[] }).action).toBe('mark_read');
    expect((writes[0]!.body as { message_ids: unknown[] }).message_ids.length).toBeGreaterThan(1);
  });
});

describe('notifications: one request per intent', () => {
  it("marks all read once on a double click of 'Marcar todas como leídas'", async () => {
    slowWrites(routes.notifications.bulkAction);
    const user = userEvent.setup();
    renderCentre('/messages');
    const markAll = await screen.findByRole('button', { name: 'Marcar todas como leídas' }, wait);
    fireEvent.click(markAll);
    fireEvent.click(markAll);
    markAll.focus();
    await user.keyboard('{Enter}{Enter}{Enter}');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Marcar todas como leídas' })).toBeNull(), wait);
    expect(recorder.matching('POST', routes.notifications.bulkAction)).toHaveLength(1);
  });

  it('marks a notification read once, however often it is picked or its button pressed', async () => {
    renderCentre('/messages');
    await screen.findAllByTestId('notification-item', {}, wait);
    const unreadItem = screen.getAllByTestId('notification-item').find((item) => item.dataset.unread === 'true');
    expect(unreadItem).toBeDefined();
    slowWrites(routes.notifications.read(':id'));
    fireEvent.click(unreadItem!);
    fireEvent.click(unreadItem!);
    const detail = within(await screen.findByTestId('notification-detail'));
    const button = detail.queryByRole('button', { name: 'Marcar como leída' });
    if (button) fireEvent.click(button);
    await waitFor(() => expect(detail.queryByRole('button', { name: 'Marcar como leída' })).toBeNull(), wait);
    const reads = recorder.matching('POST', routes.notifications.read(':id'));
    expect(reads).toHaveLength(1);
  });
});
