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

/** The demo universe's two pending notifications pop up, oldest first, one at a time. */
export const DemoPending: Story = {
  play: async ({ canvas }) => {
    const popups = await canvas.findAllByTestId('notification-popup', {}, SLOW);
    await expect(popups.map((p) => p.getAttribute('aria-label'))).toEqual(['Sintetizador de deuterio listo']);
    await expect(canvas.getByTestId('notification-more')).toHaveTextContent('+1 más');
    await userEvent.click(canvas.getByRole('button', { name: 'Cerrar notificación: Sintetizador de deuterio listo' }));
    await waitFor(() =>
      expect(canvas.getAllByTestId('notification-popup').map((p) => p.getAttribute('aria-label'))).toEqual(['Nuevo mensaje']),
    );
  },
};

/** Eight pending, one of each type: one line shows, the rest wait their turn ('+7 más'). */
export const EveryType: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.popups.pendingAll } } },
  play: async ({ canvas }) => {
    const popups = await canvas.findAllByTestId('notification-popup', {}, SLOW);
    await expect(popups.map((p) => p.getAttribute('data-tone'))).toEqual(['success']);
    await expect(canvas.getByTestId('notification-more')).toHaveTextContent('+7 más');
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

/**
 * Phone: five pending make one line (icon, title, age; ≤ 88 px) and '+4 más' beside it, in the
 * page's flow; × (a 44 px target) lets the next one in.
 */
export const FivePhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { msw: { handlers: { scenario: fivePending } } },
  play: async ({ canvas }) => {
    const popups = await canvas.findAllByTestId('notification-popup', {}, SLOW);
    await expect(popups.map((p) => p.getAttribute('aria-label'))).toEqual(FIVE_TITLES.slice(0, 1));
    await expect(canvas.getByTestId('notification-more')).toHaveTextContent('+4 más');
    const region = canvas.getByTestId('notification-overlay');
    await expect(region).toHaveAttribute('data-layout', 'phone');
    await expect(popups[0]!.getBoundingClientRect().height).toBeLessThanOrEqual(88);
    // One line: '+N' sits on the pop-up's row, not below it.
    await expect(canvas.getByTestId('notification-more').getBoundingClientRect().top).toBeLessThan(
      popups[0]!.getBoundingClientRect().bottom,
    );
    const close = canvas.getByRole('button', { name: `Cerrar notificación: ${FIVE_TITLES[0]}` });
    await expect(close.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(close);
    await waitFor(() =>
      expect(canvas.getAllByTestId('notification-popup').map((p) => p.getAttribute('aria-label'))).toEqual(FIVE_TITLES.slice(1, 2)),
    );
    await expect(canvas.getByTestId('notification-more')).toHaveTextContent('+3 más');
  },
};

/** Desktop: the same one line, at the right of the strip (at most 480 px wide), '+4 más'. */
export const FiveDesktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  parameters: { msw: { handlers: { scenario: fivePending } } },
  play: async ({ canvas }) => {
    const popups = await canvas.findAllByTestId('notification-popup', {}, SLOW);
    await expect(popups.map((p) => p.getAttribute('aria-label'))).toEqual(FIVE_TITLES.slice(0, 1));
    await expect(canvas.getByTestId('notification-more')).toHaveTextContent('+4 más');
    const box = popups[0]!.getBoundingClientRect();
    await expect(box.height).toBeLessThanOrEqual(88);
    await expect(box.width).toBeLessThanOrEqual(480);
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
