import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button';
import { category, presetControl, sprinkleControl } from '../storyArgTypes';
import { Badge } from '../Badge';
import { Inline } from './Inline';

const navigation = ['Centro de Mando', 'Galaxia', 'Flota', 'Mensajes', 'Investigación', 'Hangar'].map((label) => (
  <Button key={label} size="sm" variant="secondary">
    {label}
  </Button>
));

const meta = {
  title: 'Primitives/Layout/Inline',
  component: Inline,
  args: {
    children: navigation,
    id: 'inline',
  },
  argTypes: {
    gap: sprinkleControl('gap', "Espacio entre los hijos, de la escala de espacio del tema ('sm' por defecto).", category.spacing),
    align: sprinkleControl('alignItems', 'Alineación vertical de los hijos (center por defecto).'),
    justify: sprinkleControl('justifyContent', 'Reparto horizontal de los hijos (flex-start por defecto).'),
    wrap: {
      control: 'boolean',
      description: 'Pasa a otra línea si la fila no cabe (true por defecto: nunca hay desplazamiento lateral).',
      table: { category: category.layout },
    },
    padding: sprinkleControl('padding', 'Relleno interior, de la escala de espacio del tema.', category.spacing),
    children: presetControl(
      {
        'Seis botones': navigation,
        'Dos insignias': [<Badge key="m">Metal</Badge>, <Badge key="c">Cristal</Badge>],
      },
      'Los hijos, uno al lado de otro.',
    ),
    id: {
      control: 'text',
      description: 'id del elemento (los plays de estas historias lo buscan).',
      table: { category: category.element },
    },
  },
} satisfies Meta<typeof Inline>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Wraps instead of scrolling sideways on a narrow screen. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const row = canvasElement.querySelector<HTMLElement>('#inline')!;
    await expect(getComputedStyle(row).flexWrap).toBe('wrap');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
export const SpaceBetween: Story = {
  args: { justify: 'space-between', wrap: false },
  play: async ({ canvasElement }) =>
    expect(getComputedStyle(canvasElement.querySelector<HTMLElement>('#inline')!).justifyContent).toBe('space-between'),
};
