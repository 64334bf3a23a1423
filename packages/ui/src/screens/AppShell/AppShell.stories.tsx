import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { scenarios } from '@imperio/mocks';
import { AppShell } from './AppShell';

const meta = {
  title: 'Screens/Shell',
  component: AppShell,
  parameters: { layout: 'fullscreen', route: '/dashboard' },
  args: { onLogout: fn(), children: <p>Contenido de la pantalla</p> },
} satisfies Meta<typeof AppShell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoNotifications: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.notifications.countsNone } } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('link').filter((link) => link.closest('nav'))).toHaveLength(12);
    await expect(canvas.getByRole('link', { name: 'Centro de Mando' })).toHaveAttribute('aria-current', 'page');
    await expect(await canvas.findByRole('link', { name: 'Notificaciones pendientes: 0' })).toBeVisible();
    await expect(canvas.queryByTestId('bell-count')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Cerrar sesión' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

export const SevenPending: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.notifications.countsSeven } } },
  play: async ({ canvas }) => expect(await canvas.findByTestId('bell-count')).toHaveTextContent('7'),
};

export const HundredPending: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.notifications.countsHundred } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('bell-count')).toHaveTextContent('99+');
    await expect(canvas.getByRole('link', { name: 'Notificaciones pendientes: 99+' })).toBeVisible();
  },
};

export const CountsFailing: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.notifications.countsError } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Notificaciones pendientes: 0' })).toBeVisible();
    await expect(canvas.queryByTestId('bell-count')).toBeNull();
  },
};

export const UserWithPoints: Story = {
  play: async ({ canvas }) => {
    const chip = canvas.getByTestId('user-chip');
    await expect(chip).toHaveTextContent('Almirante Demo');
    await expect(chip).toHaveTextContent('15,8K pts');
    await expect(chip).toHaveAttribute('href', '/profile');
  },
};

/** English interface: the chip's score with the English decimal mark, as the dashboard shows it. */
export const UserWithPointsInEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('user-chip')).toHaveTextContent('15.8K pts');
  },
};

export const UserWithoutPoints: Story = {
  parameters: { session: { display_name: '', points: 0 } },
  play: async ({ canvas }) => {
    const chip = canvas.getByTestId('user-chip');
    await expect(chip).toHaveTextContent('Comandante');
    await expect(chip).toHaveTextContent('Nivel 0');
  },
};

export const ActiveLink: Story = {
  parameters: { route: '/galaxy' },
  play: async ({ canvas }) => expect(canvas.getByRole('link', { name: 'Galaxia' })).toHaveAttribute('aria-current', 'page'),
};
