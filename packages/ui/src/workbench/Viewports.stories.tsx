import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { breakpoints } from '../theme';
import { AppShell } from '../screens/AppShell';
import { shellStoryMeta } from '../screens/AppShell/shellStory';

/**
 * The viewport presets of the workbench are the theme's breakpoints: phone 480,
 * tablet 1024, desktop 1280 px. Each story pins one with story globals and checks the frame's
 * width, in Storybook, in the story tests and in the visual run alike.
 */
const meta = {
  title: 'Docs/Viewport presets',
  component: AppShell,
  ...shellStoryMeta(),
} satisfies Meta<typeof AppShell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(breakpoints.phone);
    await expect(canvas.getByRole('link', { name: 'Centro de Mando' })).toBeInTheDocument();
  },
};

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(breakpoints.tablet);
    await expect(canvas.getByRole('link', { name: 'Centro de Mando' })).toBeVisible();
  },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(breakpoints.desktop);
    await expect(canvas.getByRole('link', { name: 'Centro de Mando' })).toBeVisible();
  },
};
