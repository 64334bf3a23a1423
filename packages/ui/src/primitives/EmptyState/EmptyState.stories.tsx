import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import Inbox from 'lucide-react/icons/inbox';
import Rocket from 'lucide-react/icons/rocket';
import { category, presetControl } from '../storyArgTypes';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Primitives/EmptyState',
  component: EmptyState,
  args: { title: 'No hay mensajes en esta carpeta' },
  argTypes: {
    title: { control: 'text', description: 'Lo que falta, en una frase.', table: { category: category.content } },
    description: { control: 'text', description: 'Una pista opcional bajo el título.', table: { category: category.content } },
    icon: presetControl(
      { Ninguno: undefined, Bandeja: <Inbox aria-hidden="true" />, Cohete: <Rocket aria-hidden="true" /> },
      'Un icono decorativo sobre el título (aria-hidden).',
    ),
    action: presetControl(
      { Ninguna: undefined, Botón: <Button variant="primary">Envía tu primer mensaje</Button> },
      "Una llamada a la acción ('Envía tu primer mensaje').",
    ),
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { play: async ({ canvas }) => expect(canvas.getByText('No hay mensajes en esta carpeta')).toBeVisible() };
export const WithAction: Story = {
  args: { icon: <Inbox aria-hidden="true" />, action: <Button variant="primary">Envía tu primer mensaje</Button> },
};
