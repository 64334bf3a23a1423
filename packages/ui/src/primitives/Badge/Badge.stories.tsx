import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { category, recipeOptions } from '../storyArgTypes';
import { Badge } from './Badge';
import { badge } from './Badge.css';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { children: '99+' },
  argTypes: {
    tone: {
      control: 'select',
      options: recipeOptions(badge, 'tone'),
      description: 'Color: neutral (por defecto), primary, danger, success, warning o info.',
      table: { category: category.appearance },
    },
    children: {
      control: 'text',
      description: "El recuento o la marca ('99+', 'Nuevo', 'Sistema').",
      table: { category: category.content },
    },
  },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = { play: async ({ canvas }) => expect(canvas.getByText('99+')).toBeVisible() };
export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Badge tone="primary">Nuevo</Badge>
      <Badge tone="danger">9+</Badge>
      <Badge tone="success">Leído</Badge>
      <Badge tone="warning">HIGH</Badge>
      <Badge tone="info">Sistema</Badge>
    </div>
  ),
};
