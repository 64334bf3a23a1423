import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { category } from '../storyArgTypes';
import { Spinner } from './Spinner';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  args: { label: 'Cargando...' },
  argTypes: {
    label: {
      control: 'text',
      description: 'Texto junto al indicador; también su nombre accesible.',
      table: { category: category.content },
    },
    fullscreen: {
      control: 'boolean',
      description: 'Centrado en toda la ventana (la comprobación al arrancar).',
      table: { category: category.appearance },
    },
  },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando...');
  },
};
export const Fullscreen: Story = { args: { label: 'Verificando conexión...', fullscreen: true }, parameters: { layout: 'fullscreen' } };
