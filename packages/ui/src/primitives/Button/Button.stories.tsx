import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { category, eventArgType, recipeOptions, unionOptions } from '../storyArgTypes';
import { Button, type ButtonProps } from './Button';
import { button } from './Button.css';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Lanzar Imperio', onClick: fn() },
  argTypes: {
    variant: {
      control: 'select',
      options: recipeOptions(button, 'variant'),
      description: 'Estilo: primary (la acción principal), secondary (por defecto), ghost (sin fondo), danger (destructiva).',
      table: { category: category.appearance },
    },
    size: {
      control: 'radio',
      options: recipeOptions(button, 'size'),
      description: 'Tamaño: sm, md (por defecto) o lg; en pantallas táctiles nunca baja de 44 px de alto.',
      table: { category: category.appearance },
    },
    block: { control: 'boolean', description: 'Ocupa todo el ancho de su contenedor.', table: { category: category.appearance } },
    children: { control: 'text', description: 'El texto (o contenido) del botón.', table: { category: category.content } },
    disabled: { control: 'boolean', description: 'Desactivado: no responde a clics ni al teclado.', table: { category: category.state } },
    type: {
      control: 'radio',
      options: unionOptions<NonNullable<ButtonProps['type']>>()(['button', 'submit', 'reset']),
      description: 'Tipo HTML; "button" por defecto, para no enviar un formulario por accidente.',
      table: { category: category.state },
    },
    onClick: eventArgType('Se llama al pulsar el botón (no si está desactivado).'),
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  args: { variant: 'primary' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Lanzar Imperio' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Ghost: Story = { args: { variant: 'ghost' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Abandonar' } };
export const Disabled: Story = {
  args: { variant: 'primary', disabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button');
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <Button {...args} size="sm">
        Pequeño
      </Button>
      <Button {...args} size="md">
        Mediano
      </Button>
      <Button {...args} size="lg">
        Grande
      </Button>
    </div>
  ),
};
