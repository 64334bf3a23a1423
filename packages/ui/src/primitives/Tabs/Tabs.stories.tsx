import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Tabs } from './Tabs';

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  args: {
    label: 'Categorías',
    items: [
      { value: 'all', label: 'Todas', content: <p>Todas las naves</p> },
      { value: 'civil', label: 'Civil', content: <p>Naves civiles</p> },
      { value: 'combat', label: 'Combate', content: <p>Naves de combate</p> },
    ],
  },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Todas las naves')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Civil' }));
    await expect(canvas.getByText('Naves civiles')).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Combate' })).toHaveFocus();
  },
};
