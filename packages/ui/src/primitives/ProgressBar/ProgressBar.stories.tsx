import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressBar } from './ProgressBar';

const meta = { title: 'Primitives/ProgressBar', component: ProgressBar, args: { value: 42, label: 'Progreso' } } satisfies Meta<
  typeof ProgressBar
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Partial: Story = {
  play: async ({ canvas }) => expect(canvas.getByRole('progressbar', { name: 'Progreso' })).toHaveAttribute('aria-valuenow', '42'),
};
export const Complete: Story = { args: { value: 100 } };
export const OutOfRange: Story = {
  args: { value: 250 },
  play: async ({ canvas }) => expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100'),
};
