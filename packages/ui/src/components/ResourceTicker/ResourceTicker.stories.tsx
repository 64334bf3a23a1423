import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { STORY_NOW } from '@imperio/mocks';
import { fromOptimized } from '../../lib/resources';
import { ResourceTicker } from './ResourceTicker';

const iso = new Date(STORY_NOW).toISOString();

const meta = {
  title: 'Components/ResourceTicker',
  component: ResourceTicker,
  args: {
    planetName: 'Nueva Esperanza',
    snapshot: fromOptimized(
      {
        server_time: iso,
        stock: { metal: 48_250, crystal: 23_120, deuterium: 9_870, energy: 142 },
        production_per_sec: { metal: 1.1, crystal: 0.6, deuterium: 0.3, energy: 0 },
        capacity: { metal: 255_000, crystal: 155_000, deuterium: 100_000 },
      },
      STORY_NOW,
    ),
  },
} satisfies Meta<typeof ResourceTicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Recursos de Nueva Esperanza' })).toBeVisible();
    await expect(canvas.getByTestId('ticker-metal')).toHaveTextContent('48,3K');
    await expect(canvas.getByTestId('ticker-metal')).toHaveTextContent('+4,0K/h');
    await expect(canvas.getByTestId('ticker-energy')).toHaveTextContent('142');
    // Energy is a balance: no '+0/h' rate, and no deficit while it is positive.
    await expect(canvas.getByTestId('ticker-energy')).not.toHaveTextContent('/h');
    await expect(canvas.queryByTestId('ticker-energy-deficit')).toBeNull();
  },
};

/** The number-format edges of p1 §9: 999, 1000 → 1,0K, 999 999 → 1,0M, 1 000 000 → 1,0M, negatives. */
export const NumberFormatEdges: Story = {
  args: {
    snapshot: fromOptimized(
      {
        server_time: iso,
        stock: { metal: 999, crystal: 1_000, deuterium: 1_000_000, energy: -1_500 },
        production_per_sec: { metal: 0.2775, crystal: 277.7775, deuterium: 0, energy: -0.5 },
        capacity: { metal: 10_000_000, crystal: 10_000_000, deuterium: 10_000_000 },
      },
      STORY_NOW,
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('ticker-metal')).toHaveTextContent(/^999\+999\/h$/);
    await expect(canvas.getByTestId('ticker-crystal')).toHaveTextContent('1,0K');
    await expect(canvas.getByTestId('ticker-crystal')).toHaveTextContent('+1,0M/h');
    await expect(canvas.getByTestId('ticker-deuterium')).toHaveTextContent('1,0M');
    await expect(canvas.getByTestId('ticker-energy')).toHaveTextContent('-1,5K');
    await expect(canvas.getByTestId('ticker-energy')).toHaveTextContent('-1,8K/h');
    await expect(canvas.getByTestId('ticker-energy-deficit')).toHaveTextContent('Déficit');
  },
};

export const Loading: Story = {
  args: { snapshot: null },
  play: async ({ canvas }) => {
    for (const key of ['metal', 'crystal', 'deuterium', 'energy']) await expect(canvas.getByTestId(`ticker-${key}`)).toHaveTextContent('—');
  },
};
