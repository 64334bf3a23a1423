import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { scenarios } from '@imperio/mocks';
import { hasLogoutNotice, LOGOUT_NOTICE_KEY } from '@imperio/api-client';
import { storyTexts } from '../../workbench/play/storyTexts';
import { LoginScreen } from './LoginScreen';

const meta = {
  title: 'Screens/Login',
  component: LoginScreen,
  parameters: { layout: 'fullscreen', session: 'visitor' },
  args: { demoCredentials: { username: 'demo', password: 'imperio' } },
} satisfies Meta<typeof LoginScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type PlayContext = Parameters<NonNullable<Story['play']>>[0];

/** The login answer's wait: a busy machine (CI, two pages at once) takes longer than testing-library's 1 s. */
const ANSWER = { timeout: 10_000 };

/** Types the demo user and `password` into the form and launches it, in the story's language. */
async function fillAndSubmit({ canvas, globals }: PlayContext, password = 'imperio') {
  const { t } = storyTexts({ globals }, 'login');
  await userEvent.type(canvas.getByLabelText(t('username')), 'demo');
  await userEvent.type(canvas.getByLabelText(t('password')), password);
  await userEvent.click(canvas.getByRole('button', { name: t('submit') }));
}

export const Idle: Story = {
  tags: ['en-light'],
  play: async ({ canvas, globals }) => {
    const { t } = storyTexts({ globals }, 'login');
    await expect(canvas.getByRole('button', { name: t('submit') })).toBeEnabled();
    await expect(canvas.getByLabelText(t('username'))).toBeRequired();
    await expect(canvas.getByLabelText(t('password'))).toBeRequired();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.auth.loginPending } } },
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context, 'login');
    await fillAndSubmit(context);
    const button = await canvas.findByRole('button', { name: t('submitting') });
    await expect(button).toBeDisabled();
    await expect(canvas.getByLabelText(t('username'))).toBeDisabled();
    await expect(canvas.getByLabelText(t('password'))).toBeDisabled();
  },
};

export const ServerError: Story = {
  tags: ['en-light'],
  play: async (context) => {
    const { canvas } = context;
    await fillAndSubmit(context, 'wrong');
    const alert = await canvas.findByRole('alert', {}, ANSWER);
    // The server's own message, the same in every language.
    await expect(alert).toHaveTextContent('No se encontró una cuenta activa con esas credenciales');
    await expect(canvas.getByLabelText(storyTexts(context, 'login').t('username'))).toHaveValue('demo');
  },
};

export const DefaultError: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.auth.serverError } } },
  play: async (context) => {
    await fillAndSubmit(context);
    await expect(await context.canvas.findByRole('alert', {}, ANSWER)).toHaveTextContent(storyTexts(context, 'errors').t('login'));
  },
};

export const EmptyFieldsStayLocal: Story = {
  tags: ['test-case'],
  play: async ({ canvas, globals }) => {
    const { t } = storyTexts({ globals }, 'login');
    await userEvent.click(canvas.getByRole('button', { name: t('submit') }));
    await waitFor(() => expect(canvas.getByLabelText(t('username'))).toBeInvalid());
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** The last logout could not reach the server: the session was only closed here. */
export const LogoutNotRevoked: Story = {
  tags: ['en-light'],
  beforeEach: () => {
    sessionStorage.setItem(LOGOUT_NOTICE_KEY, '1');
    return () => sessionStorage.removeItem(LOGOUT_NOTICE_KEY);
  },
  play: async ({ canvas, globals }) => {
    const { t } = storyTexts({ globals }, 'login');
    const notice = canvas.getByRole('status');
    await expect(notice).toHaveTextContent(t('logoutUnrevoked'));
    // Shown once: a reload of the login page no longer shows it.
    await waitFor(() => expect(hasLogoutNotice()).toBe(false));
    await expect(canvas.getByRole('button', { name: t('submit') })).toBeEnabled();
  },
};

// ——— Phone (390 × 844) ———

/** The phone preset (390 × 844), for a story to spread. */
const PHONE = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  // The visual suite already shoots every screen story at 390 px (mode es-dark-390): a phone shot would repeat its twin's.
  tags: ['no-visual'],
};

/**
 * The phone's single column (Login.css.ts): brand, then the form, then the tiles, each below the
 * last (on a desktop the form stands to the right of the brand and the tiles); the submit button
 * is on the first screen, so a returning player logs in without scrolling.
 */
async function expectOneColumn({ canvas, globals }: PlayContext) {
  const { t } = storyTexts({ globals }, 'login');
  const brand = canvas.getByRole('heading', { level: 1, name: t('title') }).getBoundingClientRect();
  const submit = canvas.getByRole('button', { name: t('submit') });
  const form = submit.closest('form')!.getBoundingClientRect();
  const tiles = canvas.getByRole('list').getBoundingClientRect();
  await expect(form.top).toBeGreaterThanOrEqual(brand.bottom);
  await expect(tiles.top).toBeGreaterThanOrEqual(form.bottom);
  await expect(submit.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
}

/** Phone: the empty form in the one column, between the brand and the tiles, 'Lanzar Imperio' in view. */
export const IdlePhone: Story = {
  ...PHONE,
  play: async (context) => {
    const { t } = storyTexts(context, 'login');
    await expect(context.canvas.getByRole('button', { name: t('submit') })).toBeEnabled();
    await expectOneColumn(context);
  },
};

/** Phone: the server's refusal in the form, above 'Lanzar Imperio', both in view in the one column. */
export const ServerErrorPhone: Story = {
  ...PHONE,
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context, 'login');
    await fillAndSubmit(context, 'wrong');
    const alert = await canvas.findByRole('alert', {}, ANSWER);
    const submit = canvas.getByRole('button', { name: t('submit') });
    await expect(alert.getBoundingClientRect().bottom).toBeLessThanOrEqual(submit.getBoundingClientRect().top);
    await expect(alert.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
    await expectOneColumn(context);
  },
};
