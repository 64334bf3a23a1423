import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { category } from '../storyArgTypes';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Primitives/ProgressBar',
  component: ProgressBar,
  args: { value: 42, label: 'Progreso' },
  argTypes: {
    value: {
      control: { type: 'range', min: 0, max: 100, step: 1 },
      description: 'Porcentaje completado, 0–100 (%); fuera de rango se recorta, NaN muestra 0.',
      table: { category: category.state },
    },
    label: {
      control: 'text',
      description: 'Nombre accesible de la barra ("Progreso de la misión").',
      table: { category: category.content },
    },
    color: {
      control: 'select',
      options: Object.keys(vars.color),
      mapping: vars.color,
      description: 'Color de la barra: una variable del tema (p. ej. el color de un tipo de misión); el primario si no hay.',
      table: { category: category.appearance },
    },
  },
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Partial: Story = {
  play: async ({ canvas }) => expect(canvas.getByRole('progressbar', { name: 'Progreso' })).toHaveAttribute('aria-valuenow', '42'),
};
export const Complete: Story = { args: { value: 100 } };
export const OutOfRange: Story = {
  args: { value: 250 },
  play: async ({ canvas }) => expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100'),
};
