import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { routes } from '@imperio/api-client';
import { scenarios } from '@imperio/mocks';
import { NotificationOverlay } from './NotificationOverlay';

const meta = {
  title: 'Components/NotificationOverlay',
  component: NotificationOverlay,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ minHeight: 640 }}>{Story()}</div>],
} satisfies Meta<typeof NotificationOverlay>;
export default meta;
type Story = StoryObj<typeof meta>;

const SLOW = { timeout: 10_000 };

/** The demo universe's two pending notifications pop up, oldest first. */
export const DemoPending: Story = {
  play: async ({ canvas }) => {
    const popups = await canvas.findAllByTestId('notification-popup', {}, SLOW);
    await expect(popups.map((p) => p.getAttribute('aria-label'))).toEqual(['Sintetizador de deuterio listo', 'Nuevo mensaje']);
    await userEvent.click(canvas.getByRole('button', { name: 'Cerrar notificación: Nuevo mensaje' }));
    await waitFor(() => expect(canvas.getAllByTestId('notification-popup')).toHaveLength(1));
  },
};

/** Eight pending, one of each type: three show at once, the rest wait their turn ('+5 más'). */
export const EveryType: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.popups.pendingAll } } },
  play: async ({ canvas }) => {
    const popups = await canvas.findAllByTestId('notification-popup', {}, SLOW);
    await expect(popups.map((p) => p.getAttribute('data-tone'))).toEqual(['success', 'success', 'warning']);
    await expect(canvas.getByTestId('notification-more')).toHaveTextContent('+5 más');
  },
};

const FIVE_TITLES = ['Mina de metal mejorada', 'Investigación completada', 'Flota hostil detectada', 'Flota en destino', 'Nuevo mensaje'];
const FIVE_TYPES = ['BUILD_COMPLETE', 'RESEARCH_COMPLETE', 'ATTACK_WARNING', 'FLEET_ARRIVAL', 'MESSAGE_RECEIVED'];
/** Five pending pop-ups, oldest first, a minute old. */
const fivePending = [
  http.get(`*/api/${routes.notifications.pending}`, () =>
    HttpResponse.json({
      notifications: FIVE_TITLES.map((title, index) => ({
        id: 9_100 + index,
        notif_type: FIVE_TYPES[index],
        title,
        message: 'Revisa el detalle en Mensajes para ver qué ha pasado en tu imperio.',
        is_unread: true,
        created_at: new Date(Date.now() - 60_000 + index * 1_000).toISOString(),
        data: {},
      })),
    }),
  ),
];

/** Phone: five pending make a compact stack of two at the top, '+3 más'. */
export const FivePhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { msw: { handlers: { scenario: fivePending } } },
  play: async ({ canvas }) => {
    const popups = await canvas.findAllByTestId('notification-popup', {}, SLOW);
    await expect(popups.map((p) => p.getAttribute('aria-label'))).toEqual(FIVE_TITLES.slice(0, 2));
    await expect(canvas.getByTestId('notification-more')).toHaveTextContent('+3 más');
    const region = canvas.getByTestId('notification-overlay');
    await expect(region).toHaveAttribute('data-layout', 'phone');
    await expect(region.getBoundingClientRect().top).toBeLessThan(16);
    // Tapping × (a 44 px target) lets the next one in.
    const close = canvas.getByRole('button', { name: `Cerrar notificación: ${FIVE_TITLES[0]}` });
    await expect(close.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(close);
    await waitFor(() =>
      expect(canvas.getAllByTestId('notification-popup').map((p) => p.getAttribute('aria-label'))).toEqual(FIVE_TITLES.slice(1, 3)),
    );
    await expect(canvas.getByTestId('notification-more')).toHaveTextContent('+2 más');
  },
};

/** Desktop: five pending show three at the bottom right, '+2 más'. */
export const FiveDesktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  parameters: { msw: { handlers: { scenario: fivePending } } },
  play: async ({ canvas }) => {
    const popups = await canvas.findAllByTestId('notification-popup', {}, SLOW);
    await expect(popups.map((p) => p.getAttribute('aria-label'))).toEqual(FIVE_TITLES.slice(0, 3));
    await expect(canvas.getByTestId('notification-more')).toHaveTextContent('+2 más');
    const box = canvas.getByTestId('notification-overlay').getBoundingClientRect();
    await expect(box.top).toBeGreaterThan(72); // below the header
    await expect(window.innerHeight - box.bottom).toBeLessThanOrEqual(40); // bottom right (16 px margin, maybe a scrollbar)
    await expect(window.innerWidth - box.right).toBeLessThanOrEqual(40);
  },
};

/** The pending call fails: 'Error de notificaciones' with a close button (spec p1 §2.4). */
export const PollingError: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.notifications.pendingError } } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 15_000 });
    await expect(alert).toHaveTextContent('Error de notificaciones');
    await expect(canvas.getByRole('button', { name: 'Cerrar aviso de error' })).toBeVisible();
  },
};

/** The polling error closed by the player: it stays hidden. */
export const PollingErrorClosed: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.notifications.pendingError } } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 15_000 });
    await expect(alert).toHaveTextContent('Error de notificaciones');
    await userEvent.click(canvas.getByRole('button', { name: 'Cerrar aviso de error' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Nothing pending: an empty, invisible region. */
export const NothingPending: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.popups.pendingNone } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Notificaciones' })).toBeInTheDocument();
    await expect(canvas.queryByTestId('notification-popup')).toBeNull();
  },
};
