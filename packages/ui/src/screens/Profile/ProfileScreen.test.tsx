import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { delay, http } from 'msw';
import { routes, saveSession } from '@imperio/api-client';
import { api, db, DEMO_USER_ID, issueAccessToken, recordRequests, scenarioHelpers, type RequestLog } from '@imperio/mocks';
import { server } from '@imperio/mocks/node';
import { createI18n } from '../../i18n';
import { AppProviders } from '../../state/AppProviders';
import { createQueryClient } from '../../state/queryClient';
import { ProfileScreen } from './ProfileScreen';

/**
 * The profile edits and saves (spec p2 §2.8, §4): 'Editar Perfil' only opens
 * the form, 'Guardar' sends one PATCH however often it is pressed, 'Cancelar' restores, a failed
 * save keeps the form, and an English interface stays English.
 */

let log: RequestLog;
/** The bodies of the profile saves (PATCH) sent so far. */
const patches = () => log.matching('PATCH', routes.auth.profile).map((request) => request.body);

beforeEach(() => {
  log = recordRequests(server);
  const { password: _password, ...user } = db.users.findFirst((q) => q.where({ id: DEMO_USER_ID }))!;
  saveSession({ access: issueAccessToken(DEMO_USER_ID), refresh: 'r', user });
  // Slow saves, so repeats land while the first is on its way.
  server.use(scenarioHelpers.hold('patch', routes.auth.profile, 250));
});
afterEach(() => log.stop());

function renderProfile(locale: 'es' | 'en' = 'es') {
  const i18n = createI18n(locale);
  render(
    <MemoryRouter initialEntries={['/profile']}>
      <AppProviders queryClient={createQueryClient()} i18n={i18n}>
        <ProfileScreen />
      </AppProviders>
    </MemoryRouter>,
  );
  return i18n;
}

const wait = { timeout: 8000 };

/** Shows the profile and presses 'Editar Perfil'; returns the user. */
async function editProfile() {
  const user = userEvent.setup();
  renderProfile();
  await user.click(screen.getByRole('button', { name: 'Editar Perfil' }));
  return user;
}

/** Replaces the text of the field labelled `name` with `value`; returns the field. */
async function retype(user: ReturnType<typeof userEvent.setup>, name: string, value: string) {
  const field = screen.getByRole('textbox', { name });
  await user.clear(field);
  await user.type(field, value);
  return field;
}

describe('ProfileScreen', () => {
  it.each([
    ['a click', (button: HTMLElement, user: ReturnType<typeof userEvent.setup>) => user.click(button)],
    ['Enter', async (button: HTMLElement, user: ReturnType<typeof userEvent.setup>) => (button.focus(), user.keyboard('{Enter}'))],
    ['Space', async (button: HTMLElement, user: ReturnType<typeof userEvent.setup>) => (button.focus(), user.keyboard(' '))],
  ])("'Editar Perfil' by %s opens the form, focuses its first field and saves nothing", async (_how, press) => {
    const user = userEvent.setup();
    renderProfile();
    await press(screen.getByRole('button', { name: 'Editar Perfil' }), user);
    const nameField = await screen.findByRole('textbox', { name: 'Nombre de comandante' });
    expect(nameField).toHaveValue('Almirante Demo');
    await waitFor(() => expect(nameField).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeEnabled();
    await delay(300);
    expect(patches()).toEqual([]);
    expect(screen.queryByText('Perfil actualizado correctamente')).toBeNull();
  });

  it("saves once on a double click of 'Guardar'", async () => {
    const user = await editProfile();
    await retype(user, 'Nombre de comandante', 'Gran Almirante');
    const save = screen.getByRole('button', { name: 'Guardar' });
    fireEvent.click(save);
    fireEvent.click(save);
    expect(await screen.findByText('Perfil actualizado correctamente', {}, wait)).toBeInTheDocument();
    expect(patches()).toHaveLength(1);
    expect(patches()[0]).toMatchObject({ display_name: 'Gran Almirante', language: 'es' });
    expect(screen.getByRole('heading', { level: 1, name: 'Gran Almirante' })).toBeInTheDocument();
  });

  it('saves once when Enter submits the form three times', async () => {
    await editProfile();
    // What three Enters in a field do in a browser: three implicit submissions of the form
    // (happy-dom does not implement it for a submit button outside the form).
    const form = screen.getByRole('textbox', { name: 'Nombre del imperio' }).closest('form')!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(await screen.findByText('Perfil actualizado correctamente', {}, wait)).toBeInTheDocument();
    expect(patches()).toHaveLength(1);
  });

  it("'Cancelar' restores the stored values and sends nothing", async () => {
    const user = await editProfile();
    await retype(user, 'Nombre del imperio', 'Imperio Boreal');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByTestId('profile-empire')).toHaveTextContent('Imperio Austral');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Editar Perfil' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Editar Perfil' }));
    expect(screen.getByRole('textbox', { name: 'Nombre del imperio' })).toHaveValue('Imperio Austral');
    expect(patches()).toEqual([]);
  });

  it('keeps the form and the edits when the save fails', async () => {
    server.use(
      http.patch(
        api(routes.auth.profile),
        () => new Response(JSON.stringify({}), { status: 500, headers: { 'Content-Type': 'application/json' } }),
      ),
    );
    const user = await editProfile();
    await retype(user, 'Nombre del imperio', 'Imperio Boreal');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('alert', {}, wait)).toHaveTextContent('Error al actualizar el perfil');
    expect(screen.getByRole('textbox', { name: 'Nombre del imperio' })).toHaveValue('Imperio Boreal');
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeEnabled();
  });

  it('in English, editing and saving keeps the interface in English (the language field is the current one)', async () => {
    const user = userEvent.setup();
    const i18n = renderProfile('en');
    expect(screen.getByTestId('profile-details')).toHaveTextContent('English');
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveTextContent('English');
    expect(i18n.language).toBe('en');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile updated successfully', {}, wait)).toBeInTheDocument();
    expect(patches()).toHaveLength(1);
    expect(patches()[0]).toMatchObject({ language: 'en' });
    expect(i18n.language).toBe('en');
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
  });
});
