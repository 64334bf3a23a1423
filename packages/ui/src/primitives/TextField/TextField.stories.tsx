import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { TextField } from './TextField';

const meta = { title: 'Primitives/TextField', component: TextField, args: { label: 'Usuario' } } satisfies Meta<typeof TextField>;
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
