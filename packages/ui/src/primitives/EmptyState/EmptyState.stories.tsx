import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import Inbox from 'lucide-react/icons/inbox';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

const meta = { title: 'Primitives/EmptyState', component: EmptyState, args: { title: 'No hay mensajes en esta carpeta' } } satisfies Meta<
  typeof EmptyState
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { play: async ({ canvas }) => expect(canvas.getByText('No hay mensajes en esta carpeta')).toBeVisible() };
export const WithAction: Story = {
  args: { icon: <Inbox aria-hidden="true" />, action: <Button variant="primary">Envía tu primer mensaje</Button> },
};
