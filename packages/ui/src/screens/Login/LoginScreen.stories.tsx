import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { scenarios } from '@imperio/mocks';
import { hasLogoutNotice, LOGOUT_NOTICE_KEY } from '@imperio/api-client';
import { LoginScreen } from './LoginScreen';

const meta = {
  title: 'Screens/Login',
  component: LoginScreen,
  parameters: { layout: 'fullscreen', session: 'visitor' },
  args: { demoCredentials: { username: 'demo', password: 'imperio' } },
} satisfies Meta<typeof LoginScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fillAndSubmit(canvas: Parameters<NonNullable<Story['play']>>[0]['canvas'], password = 'imperio') {
  await userEvent.type(canvas.getByLabelText('Usuario'), 'demo');
  await userEvent.type(canvas.getByLabelText('Contraseña'), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Lanzar Imperio' }));
}

export const Idle: Story = {
  tags: ['en-light'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Lanzar Imperio' })).toBeEnabled();
    await expect(canvas.getByLabelText('Usuario')).toBeRequired();
    await expect(canvas.getByLabelText('Contraseña')).toBeRequired();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.auth.loginPending } } },
  play: async ({ canvas }) => {
    await fillAndSubmit(canvas);
    const button = await canvas.findByRole('button', { name: 'Iniciando sesión...' });
    await expect(button).toBeDisabled();
    await expect(canvas.getByLabelText('Usuario')).toBeDisabled();
    await expect(canvas.getByLabelText('Contraseña')).toBeDisabled();
  },
};

export const ServerError: Story = {
  tags: ['en-light'],
  play: async ({ canvas }) => {
    await fillAndSubmit(canvas, 'wrong');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('No se encontró una cuenta activa con esas credenciales');
    await expect(canvas.getByLabelText('Usuario')).toHaveValue('demo');
  },
};

export const DefaultError: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.auth.serverError } } },
  play: async ({ canvas }) => {
    await fillAndSubmit(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Error al iniciar sesión');
  },
};

export const EmptyFieldsStayLocal: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Lanzar Imperio' }));
    await waitFor(() => expect(canvas.getByLabelText('Usuario')).toBeInvalid());
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
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('status');
    await expect(notice).toHaveTextContent(
      'Has cerrado la sesión en este dispositivo, pero no se pudo contactar con el servidor para anularla.',
    );
    // Shown once: a reload of the login page no longer shows it.
    await waitFor(() => expect(hasLogoutNotice()).toBe(false));
    await expect(canvas.getByRole('button', { name: 'Lanzar Imperio' })).toBeEnabled();
  },
};
