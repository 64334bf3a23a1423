import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from './Box';

const meta = {
  title: 'Primitives/Layout/Box',
  component: Box,
  args: {
    padding: 'lg',
    background: 'surface',
    borderRadius: 'lg',
    children: 'Caja con relleno grande sobre la superficie',
  },
} satisfies Meta<typeof Box>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Atom props become classes; other props reach the element. */
export const Default: Story = {
  args: { 'aria-label': 'caja', as: 'section' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('region', { name: 'caja' });
    await expect(box.tagName).toBe('SECTION');
    await expect(box).not.toHaveAttribute('padding');
    await expect(getComputedStyle(box).paddingTop).toBe('16px');
  },
};

/** A responsive value: a column on phones, a row from 768 px. */
export const Responsive: Story = {
  args: {
    display: 'flex',
    flexDirection: { mobile: 'column', tablet: 'row' },
    gap: 'sm',
    children: [<span key="a">Metal</span>, <span key="b">Cristal</span>],
    id: 'responsive',
  },
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector<HTMLElement>('#responsive')!;
    await expect(getComputedStyle(box).flexDirection).toBe(window.innerWidth >= 768 ? 'row' : 'column');
  },
};
