import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { GalaxyLegend } from './GalaxyLegend';

const meta = { title: 'Components/GalaxyLegend', component: GalaxyLegend } satisfies Meta<typeof GalaxyLegend>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Tus planetas',
      'Ocupado',
      'Libre',
      'Posición vacía',
      'Escombros',
    ]);
  },
};
