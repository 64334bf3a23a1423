import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { STORY_NOW } from '@imperio/mocks';
import { BuildQueueList } from './BuildQueueList';

const meta = {
  title: 'Components/BuildQueueList',
  component: BuildQueueList,
  args: { now: STORY_NOW, items: [] },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof BuildQueueList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Several: Story = {
  args: {
    items: [
      {
        id: 1,
        building_name: 'Mina de metal',
        target_level: 17,
        position: 1,
        total_cost: { metal: 39412, crystal: 9853, deuterium: 0 },
        ends_at: new Date(STORY_NOW + 7200_000).toISOString(),
      },
      {
        id: 2,
        building_name: 'Mina de cristal',
        target_level: 16,
        position: 2,
        total_cost: { metal: 56294, crystal: 28147, deuterium: 0 },
      },
      { id: 3, building_name: 'Laboratorio de investigación', target_level: 6, position: 3, total_cost: 25600 },
    ],
  },
  play: async ({ canvas }) => {
    const items = canvas.getAllByTestId('queue-item');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('Construyendo');
    await expect(items[0]).toHaveTextContent('Termina en 2:00:00');
    await expect(items[1]).toHaveTextContent('En cola');
    await expect(items[2]).toHaveTextContent('Coste total: 25.600');
  },
};

export const Empty: Story = {
  play: async ({ canvas }) => expect(canvas.getByText('No hay construcciones en cola')).toBeVisible(),
};
