import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card } from '../Card';
import { Columns } from './Columns';

const meta = {
  title: 'Primitives/Layout/Columns',
  component: Columns,
  args: {
    children: ['Metal', 'Cristal', 'Deuterio', 'Energía'].map((title) => (
      <Card key={title} title={title}>
        <p>1.250</p>
      </Card>
    )),
    id: 'columns',
  },
} satisfies Meta<typeof Columns>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One column on phones, two from 768 px. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const tracks = getComputedStyle(canvasElement.querySelector<HTMLElement>('#columns')!).gridTemplateColumns.split(' ').length;
    await expect(tracks).toBe(window.innerWidth >= 768 ? 2 : 1);
  },
};
export const FourOnDesktop: Story = { args: { columns: { mobile: 1, tablet: 2, desktop: 4 } } };
