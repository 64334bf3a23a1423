import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { clearSession, saveSession } from '@imperio/api-client';
import { db, DEMO_USER_ID, issueAccessToken } from '@imperio/mocks';
import { createI18n } from '../../i18n';
import { AppProviders } from '../../state/AppProviders';
import { clearAllDrafts } from '../../state/formDrafts';
import { createQueryClient } from '../../state/queryClient';
import { ProfileScreen } from './ProfileScreen';

/**
 * The profile form's draft (the draft store): edits survive a session that ended and reopen the
 * form after the next login; 'Cancelar' and a save forget them.
 */

function login() {
  const { password: _password, ...user } = db.users.findFirst((q) => q.where({ id: DEMO_USER_ID }))!;
  saveSession({ access: issueAccessToken(DEMO_USER_ID), refresh: 'r', user });
}

function renderProfile() {
  return render(
    <MemoryRouter initialEntries={['/profile']}>
      <AppProviders queryClient={createQueryClient()} i18n={createI18n('es')}>
        <ProfileScreen />
      </AppProviders>
    </MemoryRouter>,
  );
}

const wait = { timeout: 8000 };

beforeEach(login);
afterEach(() => clearAllDrafts());

describe('the profile form draft', () => {
  it('survives a session that ended: the form reopens with the edits after the next login, and Cancelar forgets them', async () => {
    const user = userEvent.setup();
    const first = renderProfile();
    await user.click(screen.getByRole('button', { name: 'Editar Perfil' }));
    const empire = screen.getByRole('textbox', { name: 'Nombre del imperio' });
    await user.clear(empire);
    await user.type(empire, 'Imperio Boreal');
    clearSession('expired');
    first.unmount();

    login();
    const second = renderProfile();
    expect(await screen.findByRole('textbox', { name: 'Nombre del imperio' }, wait)).toHaveValue('Imperio Boreal');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByTestId('profile-empire')).toHaveTextContent('Imperio Austral');
    second.unmount();

    renderProfile();
    expect(screen.getByRole('button', { name: 'Editar Perfil' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Nombre del imperio' })).toBeNull();
  });

  it('is forgotten once saved', async () => {
    const user = userEvent.setup();
    const first = renderProfile();
    await user.click(screen.getByRole('button', { name: 'Editar Perfil' }));
    await user.type(screen.getByRole('textbox', { name: 'Nombre del imperio' }), ' II');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Perfil actualizado correctamente', {}, wait)).toBeInTheDocument();
    first.unmount();

    renderProfile();
    expect(screen.getByRole('button', { name: 'Editar Perfil' })).toBeInTheDocument();
  });
});
