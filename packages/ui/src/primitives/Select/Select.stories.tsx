import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { Select } from './Select';

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: {
    label: 'Zona horaria',
    defaultValue: 'UTC',
    onValueChange: fn(),
    options: ['UTC', 'America/Mexico_City', 'America/New_York', 'Europe/Madrid', 'Europe/London', 'Asia/Tokyo'].map((value) => ({
      value,
      label: value,
    })),
  },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Zona horaria' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Europe/Madrid' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('Europe/Madrid');
  },
};
export const Disabled: Story = { args: { disabled: true } };
