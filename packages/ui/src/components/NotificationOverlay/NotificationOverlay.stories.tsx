import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
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

/** Eight pending, one of each type: four show at once, the rest wait their turn. */
export const EveryType: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.popups.pendingAll } } },
  play: async ({ canvas }) => {
    const popups = await canvas.findAllByTestId('notification-popup', {}, SLOW);
    await expect(popups.map((p) => p.getAttribute('data-tone'))).toEqual(['success', 'success', 'warning', 'warning']);
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
