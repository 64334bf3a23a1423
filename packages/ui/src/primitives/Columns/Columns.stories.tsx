import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card } from '../Card';
import { category, presetControl, sprinkleControl } from '../storyArgTypes';
import { Columns } from './Columns';

const resources = ['Metal', 'Cristal', 'Deuterio', 'Energía'].map((title) => (
  <Card key={title} title={title}>
    <p>1.250</p>
  </Card>
));

const meta = {
  title: 'Primitives/Layout/Columns',
  component: Columns,
  args: {
    children: resources,
    id: 'columns',
  },
  argTypes: {
    columns: sprinkleControl(
      'gridTemplateColumns',
      'Columnas: 1–4 iguales o mainAside (principal y lateral fijo); por defecto { mobile: 1, tablet: 2 }, un valor por ancho en el código.',
    ),
    gap: sprinkleControl('gap', "Espacio entre las celdas, de la escala de espacio del tema ('lg' por defecto).", category.spacing),
    padding: sprinkleControl('padding', 'Relleno interior, de la escala de espacio del tema.', category.spacing),
    children: presetControl({ 'Cuatro tarjetas': resources, 'Dos tarjetas': resources.slice(0, 2) }, 'Las celdas de la rejilla, en orden.'),
    id: {
      control: 'text',
      description: 'id del elemento (los plays de estas historias lo buscan).',
      table: { category: category.element },
    },
  },
} satisfies Meta<typeof Columns>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One column on phones, two from 768 px. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const tracks = getComputedStyle(canvasElement.querySelector<HTMLElement>('#columns')!).gridTemplateColumns.split(' ').length;
    await expect(tracks).toBe(window.innerWidth >= 768 ? 2 : 1);
  },
};
export const FourOnDesktop: Story = { args: { columns: { mobile: 1, tablet: 2, desktop: 4 } } };
