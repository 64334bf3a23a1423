import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQuery } from '@tanstack/react-query';
import { expect, userEvent } from 'storybook/test';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';

/**
 * The screen error boundary: 'Reintentar' recovers once the cause is gone,
 * also for a query that threw; a chunk that failed to load offers 'Recargar'.
 */
const meta = {
  title: 'Components/ErrorBoundary',
  component: ScreenErrorBoundary,
  args: { children: null },
} satisfies Meta<typeof ScreenErrorBoundary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A screen whose data call fails until `state.healthy` is set; the query throws to the boundary. */
const state = { healthy: false, calls: 0 };

function FlakyScreen() {
  const query = useQuery({
    queryKey: ['stories', 'error-boundary', 'flaky'],
    queryFn: async () => {
      state.calls++;
      if (!state.healthy) throw new Error('servidor caído');
      return 'Centro de Mando cargado';
    },
    retry: false,
    throwOnError: true,
  });
  return <p>{query.data ?? '…'}</p>;
}

export const RetryRecovers: Story = {
  beforeEach: () => {
    state.healthy = false;
    state.calls = 0;
  },
  args: { children: <FlakyScreen /> },
  play: async ({ canvas }) => {
    const retry = await canvas.findByRole('button', { name: 'Reintentar' });
    await expect(canvas.getByRole('alert')).toHaveTextContent('Algo ha fallado en esta pantalla.');
    const failedCalls = state.calls;
    state.healthy = true;
    await userEvent.click(retry);
    // The query error was reset with the boundary: one new call, and the screen is back.
    await expect(await canvas.findByText('Centro de Mando cargado')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(state.calls).toBe(failedCalls + 1);
  },
};

function MissingChunk(): never {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/Galaxy-3f9c2a7b.js');
}

export const ChunkMissingAfterRedeploy: Story = {
  args: { children: <MissingChunk /> },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Hay una versión nueva de Imperio. Recarga la página para continuar.');
    await expect(canvas.getByRole('button', { name: 'Recargar' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Reintentar' })).toBeNull();
  },
};
