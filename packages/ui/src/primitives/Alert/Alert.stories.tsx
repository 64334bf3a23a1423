import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { category, presetControl, recipeOptions } from '../storyArgTypes';
import { Button } from '../Button';
import { Alert } from './Alert';
import { alert } from './Alert.css';

const meta = {
  title: 'Primitives/Alert',
  component: Alert,
  args: { children: 'Error al iniciar sesión' },
  argTypes: {
    tone: {
      control: 'radio',
      options: recipeOptions(alert, 'tone'),
      description: 'Tono: error (rojo, por defecto, role="alert": se anuncia al momento), warning, success o info (role="status").',
      table: { category: category.appearance },
    },
    children: { control: 'text', description: 'El mensaje.', table: { category: category.content } },
    action: presetControl(
      {
        Ninguna: undefined,
        Reintentar: <Button size="sm">Reintentar</Button>,
        Cerrar: (
          <Button size="sm" variant="ghost">
            Cerrar
          </Button>
        ),
      },
      'Algo al final de la fila del texto (reintentar, cerrar); pasa debajo si el texto quedaría por debajo de 12rem.',
    ),
    className: { control: 'text', description: 'Clase CSS extra para colocarla en su pantalla.', table: { category: category.appearance } },
  },
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorTone: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error al iniciar sesión');
  },
};
export const WarningTone: Story = { args: { tone: 'warning', children: 'Requiere naves específicas' } };
export const SuccessTone: Story = { args: { tone: 'success', children: 'Perfil actualizado correctamente' } };
export const InfoTone: Story = { args: { tone: 'info', children: 'Sistema sin explorar - 15 posiciones disponibles' } };
