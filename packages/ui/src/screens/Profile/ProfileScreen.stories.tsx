import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { scenarios } from '@imperio/mocks';
import { AppShell } from '../AppShell';
import { resetSystemAlertsForTests, SYSTEM_ALERTS_KEY } from '../../lib/systemAlerts';
import { languageInfo } from '@imperio/api-client/languages';
import { localeOf } from '../../i18n/languages';
import { formatDecimal } from '../../lib/format';
import { storyTexts } from '../../workbench/play/storyTexts';
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

/** A translated text up to the `\u0000` given as a value (e.g. 'Miembro desde '), for a text that ends in a date. */
function before(text: string): string {
  return text.slice(0, text.indexOf('\u0000'));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function choose(canvas: Canvas, label: string, option: string) {
  await userEvent.click(canvas.getByRole('combobox', { name: label }));
  await userEvent.click(await page().findByRole('option', { name: option }));
}

/** The demo commander: name, faction, level 15, member since, every stat; win ratio 12/5 = 2,40. */
export const View: Story = {
  tags: ['en-light'],
  play: async (context) => {
    const { canvas } = context;
    const { t, number, locale } = storyTexts(context, 'profile');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Almirante Demo' })).toBeVisible();
    await expect(canvas.getByTestId('profile-empire')).toHaveTextContent('Imperio Austral');
    await expect(canvas.getByTestId('profile-level')).toHaveTextContent(t('level', { level: 15 }));
    await expect(canvas.getByText(new RegExp(`^${escape(before(t('memberSince', { date: '\u0000' })))}.*2026`))).toBeVisible();
    await expect(stat(canvas, 'points')).toHaveTextContent(number(15750));
    await expect(stat(canvas, 'battles_won')).toHaveTextContent(number(12));
    await expect(stat(canvas, 'battles_lost')).toHaveTextContent(number(5));
    await expect(stat(canvas, 'win_ratio')).toHaveTextContent(formatDecimal(2.4, localeOf(locale), 2, 2));
    await expect(stat(canvas, 'planets_colonized')).toHaveTextContent(number(3));
    await expect(canvas.getByTestId('profile-details')).toHaveTextContent('Europe/Madrid');
    await expect(canvas.getByRole('button', { name: t('edit') })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('save') })).toBeNull();
  },
};

/** Edit mode: every editable field with the stored values; Cancel restores them. */
export const EditAndCancel: Story = {
  tags: ['en-light'],
  play: async (context) => {
    const { canvas } = context;
    const { t, locale } = storyTexts(context, 'profile');
    await userEvent.click(canvas.getByRole('button', { name: t('edit') }));
    const nameField = canvas.getByRole('textbox', { name: t('fields.display_name') });
    await waitFor(() => expect(nameField).toHaveFocus());
    await expect(canvas.queryByText(t('saved'))).toBeNull();
    await expect(nameField).toHaveValue('Almirante Demo');
    await expect(canvas.getByRole('textbox', { name: t('fields.empire_name') })).toHaveValue('Imperio Austral');
    await expect(canvas.getByRole('combobox', { name: t('fields.timezone') })).toHaveTextContent('Europe/Madrid');
    await expect(canvas.getByRole('combobox', { name: t('fields.language') })).toHaveTextContent(
      languageInfo(localeOf(locale))!.nativeName,
    );
    await expect(canvas.getByRole('checkbox', { name: t('fields.vacation_mode') })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('combobox', { name: t('fields.timezone') }));
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
    await userEvent.click(canvas.getByRole('button', { name: t('cancel') }));
    await expect(canvas.getByRole('heading', { level: 1, name: 'Almirante Demo' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('edit') }));
    await expect(canvas.getByRole('textbox', { name: t('fields.display_name') })).toHaveValue('Almirante Demo');
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
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context, 'profile');
    await expect(canvas.getByTestId('user-chip')).toHaveTextContent('Almirante Demo');
    await userEvent.click(canvas.getByRole('button', { name: t('edit') }));
    const nameField = canvas.getByRole('textbox', { name: t('fields.display_name') });
    await userEvent.clear(nameField);
    await userEvent.type(nameField, '  Gran Almirante  ');
    await userEvent.click(canvas.getByRole('checkbox', { name: t('fields.vacation_mode') }));
    await userEvent.click(canvas.getByRole('button', { name: t('save') }));
    await expect(await canvas.findByText(t('saved'), {}, wait)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Gran Almirante' })).toBeVisible();
    await expect(canvas.getByTestId('user-chip')).toHaveTextContent('Gran Almirante');
    await expect(canvas.getByTestId('profile-details')).toHaveTextContent(t('vacation.on'));
  },
};

/** 'Editar Perfil' from the keyboard (Enter, then Space after Cancel) opens the form and saves nothing. */
export const EditFromKeyboard: Story = {
  tags: ['test-case'],
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context, 'profile');
    const edit = canvas.getByRole('button', { name: t('edit') });
    edit.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: t('fields.display_name') })).toHaveFocus());
    await expect(canvas.getByRole('button', { name: t('save') })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: t('cancel') }));
    await waitFor(() => expect(canvas.getByRole('button', { name: t('edit') })).toHaveFocus());
    await userEvent.keyboard(' ');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: t('fields.display_name') })).toHaveFocus());
    await expect(canvas.queryByText(t('saved'))).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** In English the language field shows the interface's language; saving keeps English. */
export const EditInEnglish: Story = {
  globals: { locale: 'en' },
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context, 'profile');
    await expect(canvas.getByTestId('profile-details')).toHaveTextContent('English');
    await userEvent.click(canvas.getByRole('button', { name: t('edit') }));
    await expect(canvas.getByRole('combobox', { name: t('fields.language') })).toHaveTextContent('English');
    await userEvent.click(canvas.getByRole('button', { name: t('save') }));
    await expect(await canvas.findByText(t('saved'), {}, wait)).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('edit') })).toBeVisible();
    await expect(document.documentElement.lang).not.toBe('es');
  },
};

/** Saving the language switches the interface language (to English; to German when the story already runs in English). */
export const SaveSwitchesLanguage: Story = {
  tags: ['test-case'],
  play: async (context) => {
    const { canvas } = context;
    const { t, locale } = storyTexts(context, 'profile');
    await userEvent.click(canvas.getByRole('button', { name: t('edit') }));
    const target = localeOf(locale) === 'en' ? 'de' : 'en';
    const after = storyTexts({ globals: { locale: target } }, 'profile').t;
    await choose(canvas, t('fields.language'), languageInfo(target)!.nativeName);
    await userEvent.click(canvas.getByRole('button', { name: t('save') }));
    await expect(await canvas.findByText(after('saved'), {}, wait)).toBeVisible();
    await expect(canvas.getByRole('button', { name: after('edit') })).toBeVisible();
    await waitFor(() => expect(document.documentElement.lang).toBe(target));
  },
};

/** A failed save shows 'Error al actualizar el perfil' and keeps every edit. */
export const SaveError: Story = {
  tags: ['en-light'],
  parameters: { msw: { handlers: { scenario: scenarios.profile.saveError } } },
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context, 'profile');
    const errors = storyTexts(context, 'errors').t;
    await userEvent.click(canvas.getByRole('button', { name: t('edit') }));
    const empireField = canvas.getByRole('textbox', { name: t('fields.empire_name') });
    await userEvent.clear(empireField);
    await userEvent.type(empireField, 'Imperio Boreal');
    await userEvent.click(canvas.getByRole('button', { name: t('save') }));
    await expect(await canvas.findByRole('alert', {}, wait)).toHaveTextContent(errors('profile.updateScreen'));
    await expect(canvas.getByRole('textbox', { name: t('fields.empire_name') })).toHaveValue('Imperio Boreal');
    await expect(canvas.getByRole('button', { name: t('save') })).toBeEnabled();
    await expect(canvas.getByTestId('profile-empire')).toHaveTextContent('Imperio Austral');
  },
};

/** The server's own refusal text wins over the default. */
export const SaveServerMessage: Story = {
  tags: ['test-case'],
  parameters: { msw: { handlers: { scenario: scenarios.profile.saveServerMessage } } },
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context, 'profile');
    await userEvent.click(canvas.getByRole('button', { name: t('edit') }));
    await userEvent.click(canvas.getByRole('button', { name: t('save') }));
    await expect(await canvas.findByRole('alert', {}, wait)).toHaveTextContent('Ese nombre de imperio ya está en uso.');
  },
};

export const Saving: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.profile.savePending } } },
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context, 'profile');
    await userEvent.click(canvas.getByRole('button', { name: t('edit') }));
    await userEvent.click(canvas.getByRole('button', { name: t('save') }));
    await expect(await canvas.findByRole('button', { name: t('saving') })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: t('cancel') })).toBeDisabled();
  },
};

/** No battles lost: the win ratio is simply the battles won. */
export const NoLosses: Story = {
  tags: ['test-case'],
  parameters: { session: { battles_won: 7, battles_lost: 0 } },
  play: async ({ canvas }) => {
    await expect(stat(canvas, 'battles_lost')).toHaveTextContent('0');
    await expect(stat(canvas, 'win_ratio')).toHaveTextContent(/^7$/);
  },
};

/** A commander without name, empire or points: 'Comandante', 'Sin nombre', level 0. */
export const Unnamed: Story = {
  parameters: { session: { display_name: '', empire_name: null, points: 0, battles_won: 0, battles_lost: 0 } },
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context, 'profile');
    await expect(canvas.getByRole('heading', { level: 1, name: t('fallbackName') })).toBeVisible();
    await expect(canvas.getByTestId('profile-empire')).toHaveTextContent(t('fallbackEmpire'));
    await expect(canvas.getByTestId('profile-level')).toHaveTextContent(t('level', { level: 0 }));
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
  tags: ['test-case'],
  beforeEach: fakeNotifications('default', 'granted'),
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context, 'profile');
    const card = within(canvas.getByTestId('system-alerts'));
    const optIn = card.getByRole('checkbox', { name: t('alerts.optIn') });
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
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context, 'profile');
    const card = within(canvas.getByTestId('system-alerts'));
    const optIn = card.getByRole('checkbox', { name: t('alerts.optIn') });
    await userEvent.click(optIn);
    await expect(await card.findByText(t('alerts.denied'))).toBeVisible();
    await expect(optIn).not.toBeChecked();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
