import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { scenarios } from '@imperio/mocks';
import { AppShell } from '../AppShell';
import { resetSystemAlertsForTests, SYSTEM_ALERTS_KEY } from '../../lib/systemAlerts';
import { ProfileScreen } from './ProfileScreen';

const meta = {
  title: 'Screens/Perfil',
  // The sidebar shows the game's name; the id stays the folder's, as the visual baselines are named by it.
  id: 'screens-profile',
  component: ProfileScreen,
  parameters: { route: '/profile' },
} satisfies Meta<typeof ProfileScreen>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const wait = { timeout: 8000 };
const page = () => within(document.body);

function stat(canvas: Canvas, key: string) {
  return canvas.getByTestId('profile-stats').querySelector(`[data-stat="${key}"] dd`);
}

async function choose(canvas: Canvas, label: string, option: string) {
  await userEvent.click(canvas.getByRole('combobox', { name: label }));
  await userEvent.click(await page().findByRole('option', { name: option }));
}

/** The demo commander: name, faction, level 15, member since, every stat; win ratio 12/5 = 2,40. */
export const View: Story = {
  tags: ['en-light'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Almirante Demo' })).toBeVisible();
    await expect(canvas.getByTestId('profile-empire')).toHaveTextContent('Imperio Austral');
    await expect(canvas.getByTestId('profile-level')).toHaveTextContent('Nivel 15');
    await expect(canvas.getByText(/^Miembro desde .*2026$/)).toBeVisible();
    await expect(stat(canvas, 'points')).toHaveTextContent('15.750');
    await expect(stat(canvas, 'battles_won')).toHaveTextContent('12');
    await expect(stat(canvas, 'battles_lost')).toHaveTextContent('5');
    await expect(stat(canvas, 'win_ratio')).toHaveTextContent('2,40');
    await expect(stat(canvas, 'planets_colonized')).toHaveTextContent('3');
    await expect(canvas.getByTestId('profile-details')).toHaveTextContent('Europe/Madrid');
    await expect(canvas.getByRole('button', { name: 'Editar Perfil' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Guardar' })).toBeNull();
  },
};

/** Edit mode: every editable field with the stored values; Cancel restores them. */
export const EditAndCancel: Story = {
  tags: ['en-light'],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Editar Perfil' }));
    const nameField = canvas.getByRole('textbox', { name: 'Nombre de comandante' });
    await waitFor(() => expect(nameField).toHaveFocus());
    await expect(canvas.queryByText('Perfil actualizado correctamente')).toBeNull();
    await expect(nameField).toHaveValue('Almirante Demo');
    await expect(canvas.getByRole('textbox', { name: 'Nombre del imperio' })).toHaveValue('Imperio Austral');
    await expect(canvas.getByRole('combobox', { name: 'Zona horaria' })).toHaveTextContent('Europe/Madrid');
    await expect(canvas.getByRole('combobox', { name: 'Idioma' })).toHaveTextContent('Español');
    await expect(canvas.getByRole('checkbox', { name: 'Modo vacaciones' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Zona horaria' }));
    const zones = await page().findAllByRole('option');
    await expect(zones.map((z) => z.textContent)).toEqual([
      'UTC',
      'America/Mexico_City',
      'America/New_York',
      'Europe/Madrid',
      'Europe/London',
      'Asia/Tokyo',
    ]);
    await userEvent.keyboard('{Escape}');
    await userEvent.clear(nameField);
    await userEvent.type(nameField, 'Otro nombre');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
    await expect(canvas.getByRole('heading', { level: 1, name: 'Almirante Demo' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Editar Perfil' }));
    await expect(canvas.getByRole('textbox', { name: 'Nombre de comandante' })).toHaveValue('Almirante Demo');
  },
};

/** Saving stores the returned user: the header and the shell's chip update, and the success text shows. */
export const SaveSuccess: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <AppShell onLogout={fn()}>
      <ProfileScreen />
    </AppShell>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('user-chip')).toHaveTextContent('Almirante Demo');
    await userEvent.click(canvas.getByRole('button', { name: 'Editar Perfil' }));
    const nameField = canvas.getByRole('textbox', { name: 'Nombre de comandante' });
    await userEvent.clear(nameField);
    await userEvent.type(nameField, '  Gran Almirante  ');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Modo vacaciones' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await expect(await canvas.findByText('Perfil actualizado correctamente', {}, wait)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Gran Almirante' })).toBeVisible();
    await expect(canvas.getByTestId('user-chip')).toHaveTextContent('Gran Almirante');
    await expect(canvas.getByTestId('profile-details')).toHaveTextContent('Activado');
  },
};

/** 'Editar Perfil' from the keyboard (Enter, then Space after Cancel) opens the form and saves nothing. */
export const EditFromKeyboard: Story = {
  play: async ({ canvas }) => {
    const edit = canvas.getByRole('button', { name: 'Editar Perfil' });
    edit.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Nombre de comandante' })).toHaveFocus());
    await expect(canvas.getByRole('button', { name: 'Guardar' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Editar Perfil' })).toHaveFocus());
    await userEvent.keyboard(' ');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Nombre de comandante' })).toHaveFocus());
    await expect(canvas.queryByText('Perfil actualizado correctamente')).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** In English the language field shows the interface's language; saving keeps English. */
export const EditInEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('profile-details')).toHaveTextContent('English');
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Profile' }));
    await expect(canvas.getByRole('combobox', { name: 'Language' })).toHaveTextContent('English');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Profile updated successfully', {}, wait)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
    await expect(document.documentElement.lang).not.toBe('es');
  },
};

/** Saving the language switches the interface language. */
export const SaveSwitchesLanguage: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Editar Perfil' }));
    await choose(canvas, 'Idioma', 'English');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await expect(await canvas.findByText('Profile updated successfully', {}, wait)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
  },
};

/** A failed save shows 'Error al actualizar el perfil' and keeps every edit. */
export const SaveError: Story = {
  tags: ['en-light'],
  parameters: { msw: { handlers: { scenario: scenarios.profile.saveError } } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Editar Perfil' }));
    const empireField = canvas.getByRole('textbox', { name: 'Nombre del imperio' });
    await userEvent.clear(empireField);
    await userEvent.type(empireField, 'Imperio Boreal');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await expect(await canvas.findByRole('alert', {}, wait)).toHaveTextContent('Error al actualizar el perfil');
    await expect(canvas.getByRole('textbox', { name: 'Nombre del imperio' })).toHaveValue('Imperio Boreal');
    await expect(canvas.getByRole('button', { name: 'Guardar' })).toBeEnabled();
    await expect(canvas.getByTestId('profile-empire')).toHaveTextContent('Imperio Austral');
  },
};

/** The server's own refusal text wins over the default. */
export const SaveServerMessage: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.profile.saveServerMessage } } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Editar Perfil' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await expect(await canvas.findByRole('alert', {}, wait)).toHaveTextContent('Ese nombre de imperio ya está en uso.');
  },
};

export const Saving: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.profile.savePending } } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Editar Perfil' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await expect(await canvas.findByRole('button', { name: 'Guardando...' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
  },
};

/** No battles lost: the win ratio is simply the battles won. */
export const NoLosses: Story = {
  parameters: { session: { battles_won: 7, battles_lost: 0 } },
  play: async ({ canvas }) => {
    await expect(stat(canvas, 'battles_lost')).toHaveTextContent('0');
    await expect(stat(canvas, 'win_ratio')).toHaveTextContent(/^7$/);
  },
};

/** A commander without name, empire or points: 'Comandante', 'Sin nombre', level 0. */
export const Unnamed: Story = {
  parameters: { session: { display_name: '', empire_name: null, points: 0, battles_won: 0, battles_lost: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Comandante' })).toBeVisible();
    await expect(canvas.getByTestId('profile-empire')).toHaveTextContent('Sin nombre');
    await expect(canvas.getByTestId('profile-level')).toHaveTextContent('Nivel 0');
    await expect(stat(canvas, 'win_ratio')).toHaveTextContent(/^0$/);
  },
};

/**
 * Installs a stand-in for the browser's Notification API whose permission prompt answers
 * `answer`, and forgets any stored opt-in; restores both after the story.
 */
function fakeNotifications(permission: NotificationPermission, answer: NotificationPermission) {
  return () => {
    const original = globalThis.Notification;
    const requestPermission = fn(async () => {
      Fake.permission = answer;
      return answer;
    });
    const Fake = Object.assign(function FakeNotification() {}, { permission, requestPermission });
    Object.defineProperty(globalThis, 'Notification', { value: Fake, configurable: true, writable: true });
    localStorage.removeItem(SYSTEM_ALERTS_KEY);
    resetSystemAlertsForTests();
    return () => {
      Object.defineProperty(globalThis, 'Notification', { value: original, configurable: true, writable: true });
      localStorage.removeItem(SYSTEM_ALERTS_KEY);
      resetSystemAlertsForTests();
    };
  };
}

/** Alerts while away: the opt-in asks permission only on the click, then stays on. */
export const AlertsOptIn: Story = {
  beforeEach: fakeNotifications('default', 'granted'),
  play: async ({ canvas }) => {
    const card = within(canvas.getByTestId('system-alerts'));
    const optIn = card.getByRole('checkbox', { name: 'Activar notificaciones del sistema' });
    await expect(optIn).not.toBeChecked();
    await expect(
      (globalThis.Notification as unknown as { requestPermission: ReturnType<typeof fn> }).requestPermission,
    ).not.toHaveBeenCalled();
    await userEvent.click(optIn);
    await waitFor(() => expect(optIn).toBeChecked());
    await expect(
      (globalThis.Notification as unknown as { requestPermission: ReturnType<typeof fn> }).requestPermission,
    ).toHaveBeenCalledTimes(1);
    await expect(localStorage.getItem(SYSTEM_ALERTS_KEY)).toBe('on');
    await userEvent.click(optIn);
    await waitFor(() => expect(optIn).not.toBeChecked());
    await expect(localStorage.getItem(SYSTEM_ALERTS_KEY)).toBeNull();
  },
};

/** A refusal (English, light, phone): the opt-in stays off and the card says how to allow it. */
export const AlertsDeniedEnglishPhone: Story = {
  globals: { locale: 'en', theme: 'light', viewport: { value: 'phone', isRotated: false } },
  beforeEach: fakeNotifications('default', 'denied'),
  play: async ({ canvas }) => {
    const card = within(canvas.getByTestId('system-alerts'));
    const optIn = card.getByRole('checkbox', { name: 'Turn on system notifications' });
    await userEvent.click(optIn);
    await expect(await card.findByText(/The browser has blocked notifications/)).toBeVisible();
    await expect(optIn).not.toBeChecked();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
