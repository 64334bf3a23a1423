import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = { title: 'Primitives/Checkbox', component: Checkbox, args: { label: 'Recordarme', onCheckedChange: fn() } } satisfies Meta<
  typeof Checkbox
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByLabelText('Recordarme'));
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
    await expect(canvas.getByRole('checkbox')).toBeChecked();
  },
};
export const Checked: Story = { args: { defaultChecked: true } };
export const Disabled: Story = { args: { disabled: true } };
