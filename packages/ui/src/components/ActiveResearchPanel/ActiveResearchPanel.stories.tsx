import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { STORY_NOW } from '@imperio/mocks';
import { ActiveResearchPanel } from './ActiveResearchPanel';

const meta = {
  title: 'Components/ActiveResearchPanel',
  component: ActiveResearchPanel,
  args: { now: STORY_NOW, items: [], onComplete: fn() },
} satisfies Meta<typeof ActiveResearchPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InProgress: Story = {
  args: {
    items: [
      {
        id: 1,
        name: 'Tecnología de energía',
        code: 'energy_technology',
        targetLevel: 6,
        started_at: new Date(STORY_NOW - 3600_000).toISOString(),
        ends_at: new Date(STORY_NOW + 3600_000).toISOString(),
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Progreso de Tecnología de energía' })).toHaveAttribute('aria-valuenow', '50');
    await expect(canvas.getByText('Tiempo restante: 1:00:00')).toBeVisible();
    // The technology's icon beside its name, decorative: the name is the text.
    const icon = canvas.getByTestId('active-research').querySelector('[data-entity-icon="research:energy_technology"]');
    await expect(icon).toHaveAttribute('aria-hidden', 'true');
  },
};

export const CompletedAwaitingComplete: Story = {
  args: { items: [{ id: 2, name: 'Tecnología de espionaje', targetLevel: 4, progress_percentage: 100 }] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByTestId('active-research')).toHaveAttribute('data-done', 'true');
    await expect(canvas.getByText('Completada')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Completar' }));
    await expect(args.onComplete).toHaveBeenCalledOnce();
  },
};

export const Nothing: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No hay ninguna investigación en curso')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Completar' })).toBeNull();
  },
};
