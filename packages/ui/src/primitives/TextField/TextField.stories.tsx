import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { category, eventArgType } from '../storyArgTypes';
import { TextField } from './TextField';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: { label: 'Usuario', onChange: fn() },
  argTypes: {
    label: { control: 'text', description: 'Etiqueta visible, unida al campo.', table: { category: category.content } },
    hint: {
      control: 'text',
      description: 'Ayuda bajo el campo; lo describe para lectores de pantalla.',
      table: { category: category.content },
    },
    error: {
      control: 'text',
      description: 'Error bajo el campo: lo marca como inválido (aria-invalid) y lo describe.',
      table: { category: category.state },
    },
    hideLabel: {
      control: 'boolean',
      description: 'Oculta la etiqueta a la vista (queda para lectores de pantalla).',
      table: { category: category.appearance },
    },
    placeholder: { control: 'text', description: 'Texto de ejemplo dentro del campo vacío.', table: { category: category.content } },
    type: {
      control: 'select',
      options: ['text', 'password', 'email', 'number', 'search'],
      description: 'Tipo de campo HTML (texto por defecto).',
      table: { category: category.content },
    },
    defaultValue: { control: 'text', description: 'Valor inicial, sin control externo.', table: { category: category.state } },
    disabled: { control: 'boolean', description: 'Desactivado: no se puede escribir.', table: { category: category.state } },
    required: { control: 'boolean', description: 'Obligatorio al enviar el formulario.', table: { category: category.state } },
    maxLength: {
      control: { type: 'number', min: 1, step: 1 },
      description: 'Número máximo de caracteres que admite.',
      table: { category: category.state },
    },
    onChange: eventArgType('Se llama con el evento de cambio a cada tecla.'),
  },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Usuario');
    await userEvent.type(input, 'demo');
    await expect(input).toHaveValue('demo');
  },
};
export const WithHint: Story = { args: { hint: 'Tu nombre de comandante' } };
export const WithError: Story = {
  args: { error: 'El asunto es obligatorio', label: 'Asunto' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Asunto')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Asunto')).toHaveAccessibleDescription('El asunto es obligatorio');
  },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'demo' } };
