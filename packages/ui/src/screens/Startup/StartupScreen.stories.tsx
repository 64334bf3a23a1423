import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
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
