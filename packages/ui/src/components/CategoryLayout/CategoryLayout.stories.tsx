import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { CategoryLayout } from './CategoryLayout';

const meta = {
  title: 'Components/CategoryLayout',
  component: CategoryLayout<'all' | 'weapons' | 'energy'>,
  args: {
    ns: 'research',
    categories: ['all', 'weapons', 'energy'],
    children: (category) => <p>Lista: {category}</p>,
    side: <aside aria-label="Detalle">Detalle</aside>,
  },
} satisfies Meta<typeof CategoryLayout<'all' | 'weapons' | 'energy'>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first tab opens; another tab shows its own content; the side column stays. */
export const Narrow: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tablist', { name: 'Categorías de investigación' })).toBeVisible();
    await expect(canvas.getByText('Lista: all')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Armas' }));
    await expect(canvas.getByText('Lista: weapons')).toBeVisible();
    await expect(canvas.getByRole('complementary', { name: 'Detalle' })).toBeVisible();
  },
};

export const Wide: Story = {
  args: { sideWidth: 'wide' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Todas', selected: true })).toBeVisible();
  },
};
