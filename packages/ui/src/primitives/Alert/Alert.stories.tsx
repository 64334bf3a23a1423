import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Alert } from './Alert';

const meta = { title: 'Primitives/Alert', component: Alert, args: { children: 'Error al iniciar sesión' } } satisfies Meta<typeof Alert>;
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
