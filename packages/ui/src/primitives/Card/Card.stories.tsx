import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from '../Badge';
import { Card } from './Card';

const meta = {
  title: 'Primitives/Card',
  component: Card,
  args: { title: 'Misiones activas', children: <p>Contenido de la tarjeta</p> },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => expect(canvas.getByRole('heading', { name: 'Misiones activas' })).toBeVisible(),
};
export const WithActions: Story = { args: { actions: <Badge tone="primary">3</Badge> } };
export const Untitled: Story = { args: { title: undefined } };
