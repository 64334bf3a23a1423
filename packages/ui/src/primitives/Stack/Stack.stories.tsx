import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from '../Badge';
import { Stack } from './Stack';

const meta = {
  title: 'Primitives/Layout/Stack',
  component: Stack,
  args: {
    children: [<Badge key="1">Metal</Badge>, <Badge key="2">Cristal</Badge>, <Badge key="3">Deuterio</Badge>],
    id: 'stack',
  },
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const stack = canvasElement.querySelector<HTMLElement>('#stack')!;
    await expect(getComputedStyle(stack).flexDirection).toBe('column');
    await expect(getComputedStyle(stack).rowGap).toBe('12px');
  },
};
export const Tight: Story = {
  args: { gap: 'xs' },
  play: async ({ canvasElement }) => expect(getComputedStyle(canvasElement.querySelector<HTMLElement>('#stack')!).rowGap).toBe('4px'),
};
