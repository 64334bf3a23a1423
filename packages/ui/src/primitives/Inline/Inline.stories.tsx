import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button';
import { Inline } from './Inline';

const meta = {
  title: 'Primitives/Layout/Inline',
  component: Inline,
  args: {
    children: ['Centro de Mando', 'Galaxia', 'Flota', 'Mensajes', 'Investigación', 'Hangar'].map((label) => (
      <Button key={label} size="sm" variant="secondary">
        {label}
      </Button>
    )),
    id: 'inline',
  },
} satisfies Meta<typeof Inline>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Wraps instead of scrolling sideways on a narrow screen. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const row = canvasElement.querySelector<HTMLElement>('#inline')!;
    await expect(getComputedStyle(row).flexWrap).toBe('wrap');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
export const SpaceBetween: Story = {
  args: { justify: 'space-between', wrap: false },
  play: async ({ canvasElement }) =>
    expect(getComputedStyle(canvasElement.querySelector<HTMLElement>('#inline')!).justifyContent).toBe('space-between'),
};
