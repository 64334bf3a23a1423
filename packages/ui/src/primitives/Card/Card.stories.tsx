import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from '../Badge';
import { category, presetControl, unionOptions } from '../storyArgTypes';
import { Button } from '../Button';
import { Card, type CardProps } from './Card';

const meta = {
  title: 'Primitives/Card',
  component: Card,
  args: { title: 'Misiones activas', children: <p>Contenido de la tarjeta</p> },
  argTypes: {
    title: {
      control: 'text',
      description: 'Encabezado de la tarjeta (un h2 salvo otro headingLevel); sin él no hay encabezado.',
      table: { category: category.content },
    },
    headingLevel: {
      control: 'inline-radio',
      options: unionOptions<NonNullable<CardProps['headingLevel']>>()([2, 3, 4]),
      description: 'Nivel del encabezado del título (h2 por defecto), según dónde está la tarjeta en la página.',
      table: { category: category.content },
    },
    actions: presetControl(
      { Ninguna: undefined, Insignia: <Badge tone="primary">3</Badge>, Botón: <Button size="sm">Ver todas</Button> },
      'Algo al lado del título (un botón, una insignia).',
    ),
    children: presetControl(
      {
        Párrafo: <p>Contenido de la tarjeta</p>,
        Lista: (
          <ul>
            <li>Metal</li>
            <li>Cristal</li>
            <li>Deuterio</li>
          </ul>
        ),
      },
      'El cuerpo de la tarjeta.',
    ),
  },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => expect(canvas.getByRole('heading', { name: 'Misiones activas' })).toBeVisible(),
};
export const WithActions: Story = { args: { actions: <Badge tone="primary">3</Badge> } };
export const Untitled: Story = { args: { title: undefined } };
