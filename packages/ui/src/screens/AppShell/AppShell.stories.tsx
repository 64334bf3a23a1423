import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
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

const PHONE = { viewport: { value: 'phone', isRotated: false } };

/** Phone (below 768 px): one-row header, bottom tab bar with the pending badge on Mensajes. */
export const PhoneTabBar: Story = {
  globals: PHONE,
  parameters: { msw: { handlers: { scenario: scenarios.notifications.countsSeven } } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation', { name: 'Navegación principal' })).toBeNull();
    const tabs = canvas.getByRole('navigation', { name: 'Accesos rápidos' });
    await expect(tabs).toBeVisible();
    const links = within(tabs).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(['Centro de Mando', 'Galaxia', 'Flota', expect.stringMatching(/^Mensajes/)]);
    await expect(links[0]).toHaveAttribute('aria-current', 'page');
    await expect(await within(tabs).findByTestId('tab-count')).toHaveTextContent('7');
    await expect(within(tabs).getByRole('link', { name: /Mensajes/ })).toHaveAccessibleName('Mensajes 7 notificaciones pendientes');
    for (const target of [...links, within(tabs).getByRole('button', { name: 'Más' })]) {
      const box = target.getBoundingClientRect();
      await expect(box.width).toBeGreaterThanOrEqual(44);
      await expect(box.height).toBeGreaterThanOrEqual(44);
    }
    const header = tabs.ownerDocument.querySelector('header')!;
    await expect(header.getBoundingClientRect().height).toBeLessThanOrEqual(56);
  },
};

/** Phone: 'Más' opens a sheet with the other eight links, the profile, the switches and logout. */
export const PhoneMoreSheet: Story = {
  globals: PHONE,
  play: async ({ canvas, args }) => {
    const body = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Más' }));
    const sheet = await body.findByRole('dialog', { name: 'Más secciones' });
    const links = within(within(sheet).getByRole('navigation', { name: 'Otras secciones' })).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(['Hangar', 'Defensa', 'Diseño', 'Simulador', 'Investigación', 'Mercado', 'Edificios', 'Alianza', 'Perfil de Almirante Demo']);
    await userEvent.click(within(sheet).getByRole('button', { name: 'Cerrar sesión' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** Phone, keyboard only: Tab reaches 'Más', Enter opens it, a link is followed and 'Más' reads active. */
export const PhoneKeyboard: Story = {
  globals: PHONE,
  play: async ({ canvas }) => {
    const body = within(document.body);
    const more = canvas.getByRole('button', { name: 'Más' });
    more.focus();
    await userEvent.keyboard('{Enter}');
    const sheet = await body.findByRole('dialog', { name: 'Más secciones' });
    await waitFor(() => expect(sheet).toContainElement(document.activeElement as HTMLElement));
    await userEvent.click(within(sheet).getByRole('link', { name: 'Investigación' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(more).toHaveAttribute('data-active', 'true');
    await userEvent.keyboard('{Escape}');
  },
};
