import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { getOwnPlanets, logout, routes } from '@imperio/api-client';
import { api, authSettings, clock } from '@imperio/mocks';
import { server } from '@imperio/mocks/node';
import { createI18n } from '../../i18n';
import { AppProviders, BaseProviders } from '../../state/AppProviders';
import { clearAllDrafts } from '../../state/formDrafts';
import { createQueryClient } from '../../state/queryClient';
import { useSession } from '../../state/session';
import { LoginScreen } from '../Login';
import { MessagesScreen } from './MessagesScreen';

/**
 * Nothing typed is lost to a forced logout: a compose draft (recipient, subject, body) survives
 * a session that ends because the refresh is refused, and comes back, modal open, once the same
 * commander logs in again; an explicit logout clears it, and another commander never sees it.
 */

// The rivals' passwords are random in the demo; this test signs in as Nova through the real
// login screen, so it names theirs as the end-to-end rig does (read when the universe is first seeded).
vi.stubEnv('IMPERIO_DEMO_RIVAL_PASSWORD', 'imperio');

const i18n = createI18n('es');
const wait = { timeout: 8000 };
// Each test logs in twice through the real login screen: slow on two busy cores.
const slow = { timeout: 60_000 };

// The store's copy in memory outlives the storages the setup clears between tests.
afterEach(() => clearAllDrafts());

/** The app as apps/game mounts it: the login screen without a session, the signed-in tree with one. */
function MiniApp() {
  const session = useSession();
  if (!session) {
    return (
      <BaseProviders i18n={i18n}>
        <LoginScreen />
      </BaseProviders>
    );
  }
  return (
    <AppProviders queryClient={createQueryClient()} i18n={i18n}>
      <MessagesScreen />
    </AppProviders>
  );
}

type User = ReturnType<typeof userEvent.setup>;

async function logIn(user: User, username: string) {
  await user.type(await screen.findByLabelText('Usuario', {}, wait), username);
  await user.type(screen.getByLabelText('Contraseña'), 'imperio');
  await user.click(screen.getByRole('button', { name: 'Lanzar Imperio' }));
  // The messages centre is there (its 'Nuevo' may sit behind a reopened modal).
  await screen.findByRole('button', { name: 'Nuevo', hidden: true }, wait);
}

/** Logs in as demo, opens 'Nuevo', picks Nova Stark and types a subject and a body. */
async function typeDraft() {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/messages?tab=messages']}>
      <MiniApp />
    </MemoryRouter>,
  );
  await logIn(user, 'demo');
  await user.click(screen.getByRole('button', { name: 'Nuevo' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Redactar Mensaje' }));
  await user.type(dialog.getByRole('combobox', { name: 'Destinatario' }), 'no');
  await user.click(await dialog.findByRole('option', { name: /Nova Stark \(nova\)/ }, wait));
  await user.type(dialog.getByRole('textbox', { name: 'Asunto' }), 'Ruta comercial');
  await user.type(dialog.getByRole('textbox', { name: 'Contenido' }), '¿Abrimos una ruta?');
  return user;
}

/** The access token runs out and the server refuses the refresh: the session ends on its own. */
async function forceLogout() {
  clock.advance(authSettings.accessTtlMs + 1000);
  server.use(http.post(api(routes.auth.refresh), () => HttpResponse.json({ detail: 'revoked', code: 'token_not_valid' }, { status: 401 })));
  await getOwnPlanets().catch(() => undefined);
  await screen.findByRole('button', { name: 'Lanzar Imperio' }, wait);
  server.resetHandlers();
}

describe('a compose draft and the end of the session', () => {
  it('survives a refused refresh and comes back, modal open, after logging in again as the same commander', slow, async () => {
    const user = await typeDraft();
    await forceLogout();
    expect(screen.queryByRole('dialog')).toBeNull();

    await logIn(user, 'demo');
    const dialog = within(await screen.findByRole('dialog', { name: 'Redactar Mensaje' }, wait));
    expect(dialog.getByRole('combobox', { name: 'Destinatario' })).toHaveValue('nova');
    expect(dialog.getByRole('textbox', { name: 'Asunto' })).toHaveValue('Ruta comercial');
    expect(dialog.getByRole('textbox', { name: 'Contenido' })).toHaveValue('¿Abrimos una ruta?');
    // The recipient is still chosen: the draft can be sent as it is.
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Enviar' })).toBeEnabled(), wait);
  });

  it('is not shown to another commander who logs in after the forced logout', slow, async () => {
    const user = await typeDraft();
    await forceLogout();
    await logIn(user, 'nova');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is gone after an explicit logout', slow, async () => {
    const user = await typeDraft();
    await logout();
    await screen.findByRole('button', { name: 'Lanzar Imperio' }, wait);
    await logIn(user, 'demo');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
