import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { VIEWPORT_PRESETS } from '../../../../.storybook/viewports';
import { AppShell } from '../screens/AppShell';
import { shellStoryMeta } from '../screens/AppShell/shellStory';

/**
 * The viewport presets of the workbench are real devices' sizes (.storybook/viewports.ts):
 * phone 390 × 844, tablet 768 × 1024, desktop 1280 × 900. Each story pins one with story globals and checks the frame's
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
    await expect(window.innerWidth).toBe(VIEWPORT_PRESETS.phone.width);
    await expect(canvas.getByRole('link', { name: 'Centro de Mando' })).toBeInTheDocument();
  },
};

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(VIEWPORT_PRESETS.tablet.width);
    await expect(canvas.getByRole('link', { name: 'Centro de Mando' })).toBeVisible();
  },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(VIEWPORT_PRESETS.desktop.width);
    await expect(canvas.getByRole('link', { name: 'Centro de Mando' })).toBeVisible();
  },
};
