import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { VIEWPORT_PRESETS } from '../../../../../.storybook/viewports';
import { storyTexts } from '../../workbench/play/storyTexts';
import { StartupScreen } from './StartupScreen';

const meta = {
  title: 'Screens/Startup',
  component: StartupScreen,
  parameters: { layout: 'fullscreen', session: 'visitor' },
} satisfies Meta<typeof StartupScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Checking: Story = {
  tags: ['en-light'],
  play: async ({ canvas, globals }) => expect(canvas.getByRole('status')).toHaveTextContent(storyTexts({ globals }, 'common').t('startup')),
};

/** Phone: 'Verificando conexión...' on one line in the middle of the 390 × 844 screen. */
export const CheckingPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  // The visual suite already shoots Checking at 390 px (mode es-dark-390): this shot would repeat it.
  tags: ['no-visual'],
  play: async ({ canvas, globals }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(storyTexts({ globals }, 'common').t('startup'));
    const box = status.getBoundingClientRect();
    // Centred in its full-screen box, the phone's width and height (less a classic scrollbar,
    // 15 px, which the test browser may show).
    const screen = status.parentElement!.getBoundingClientRect();
    await expect(screen.width).toBeLessThanOrEqual(VIEWPORT_PRESETS.phone.width);
    await expect(screen.width).toBeGreaterThanOrEqual(VIEWPORT_PRESETS.phone.width - 16);
    await expect(screen.height).toBeGreaterThanOrEqual(window.innerHeight);
    await expect(Math.abs((box.left + box.right) / 2 - (screen.left + screen.right) / 2)).toBeLessThanOrEqual(1);
    await expect(Math.abs((box.top + box.bottom) / 2 - window.innerHeight / 2)).toBeLessThanOrEqual(1);
    await expect(box.left).toBeGreaterThanOrEqual(screen.left);
    const lineHeight = Number.parseFloat(getComputedStyle(status).lineHeight) || 24;
    await expect(box.height).toBeLessThanOrEqual(lineHeight * 1.5);
  },
};
