import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { category, eventArgType } from '../storyArgTypes';
import { Select } from './Select';

const zones = ['UTC', 'America/Mexico_City', 'America/New_York', 'Europe/Madrid', 'Europe/London', 'Asia/Tokyo'];

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: {
    label: 'Zona horaria',
    defaultValue: 'UTC',
    onValueChange: fn(),
    options: zones.map((value) => ({ value, label: value })),
  },
  argTypes: {
    label: { control: 'text', description: 'Etiqueta visible, unida al desplegable.', table: { category: category.content } },
    options: { control: 'object', description: 'Las opciones, [{ value, label }], en orden.', table: { category: category.content } },
    placeholder: { control: 'text', description: 'Texto mientras no hay nada elegido.', table: { category: category.content } },
    hideLabel: {
      control: 'boolean',
      description: 'Oculta la etiqueta a la vista (queda para lectores de pantalla).',
      table: { category: category.appearance },
    },
    value: {
      control: 'select',
      options: zones,
      description: 'Opción elegida (su value), controlada desde fuera (junto con onValueChange).',
      table: { category: category.state },
    },
    defaultValue: {
      control: 'select',
      options: zones,
      description: 'Opción elegida al montarse, sin control externo.',
      table: { category: category.state },
    },
    disabled: { control: 'boolean', description: 'Desactivado: no se abre.', table: { category: category.state } },
    name: { control: 'text', description: 'Nombre del campo al enviar un formulario.', table: { category: category.state } },
    onValueChange: eventArgType('Se llama con el value de la opción elegida.'),
  },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Zona horaria' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Europe/Madrid' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('Europe/Madrid');
  },
};
export const Disabled: Story = { args: { disabled: true } };
