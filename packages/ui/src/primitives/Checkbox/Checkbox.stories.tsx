import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { category, eventArgType } from '../storyArgTypes';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  args: { label: 'Recordarme', onCheckedChange: fn() },
  argTypes: {
    label: {
      control: 'text',
      description: 'El texto de la casilla; también se pulsa para marcarla.',
      table: { category: category.content },
    },
    hideLabel: {
      control: 'boolean',
      description: 'Oculta el texto a la vista (queda para lectores de pantalla): selección de filas en listas.',
      table: { category: category.appearance },
    },
    checked: {
      control: 'boolean',
      description: 'Marcada, controlada desde fuera (junto con onCheckedChange).',
      table: { category: category.state },
    },
    defaultChecked: { control: 'boolean', description: 'Marcada al montarse, sin control externo.', table: { category: category.state } },
    disabled: { control: 'boolean', description: 'Desactivada: no se puede marcar ni desmarcar.', table: { category: category.state } },
    name: { control: 'text', description: 'Nombre del campo al enviar un formulario.', table: { category: category.state } },
    onCheckedChange: eventArgType('Se llama con el nuevo estado (true o false) al marcarla o desmarcarla.'),
  },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByLabelText('Recordarme'));
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
    await expect(canvas.getByRole('checkbox')).toBeChecked();
  },
};
export const Checked: Story = { args: { defaultChecked: true } };
export const Disabled: Story = { args: { disabled: true } };
