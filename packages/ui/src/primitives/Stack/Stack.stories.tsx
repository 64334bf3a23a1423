import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from '../Badge';
import { category, presetControl, sprinkleControl } from '../storyArgTypes';
import { Button } from '../Button';
import { Stack } from './Stack';

const meta = {
  title: 'Primitives/Layout/Stack',
  component: Stack,
  args: {
    children: [<Badge key="1">Metal</Badge>, <Badge key="2">Cristal</Badge>, <Badge key="3">Deuterio</Badge>],
    id: 'stack',
  },
  argTypes: {
    gap: sprinkleControl('gap', "Espacio entre los hijos, de la escala de espacio del tema ('md' por defecto).", category.spacing),
    align: sprinkleControl('alignItems', 'Alineación horizontal de los hijos (stretch por defecto: ocupan todo el ancho).'),
    padding: sprinkleControl('padding', 'Relleno interior, de la escala de espacio del tema.', category.spacing),
    children: presetControl(
      {
        'Tres insignias': [<Badge key="1">Metal</Badge>, <Badge key="2">Cristal</Badge>, <Badge key="3">Deuterio</Badge>],
        'Botones y texto': [
          <p key="p">Flota lista para partir</p>,
          <Button key="b" variant="primary">
            Enviar flota
          </Button>,
        ],
      },
      'Los hijos, uno bajo otro.',
    ),
    id: {
      control: 'text',
      description: 'id del elemento (los plays de estas historias lo buscan).',
      table: { category: category.element },
    },
  },
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const stack = canvasElement.querySelector<HTMLElement>('#stack')!;
    await expect(getComputedStyle(stack).flexDirection).toBe('column');
    await expect(getComputedStyle(stack).rowGap).toBe('12px');
  },
};
export const Tight: Story = {
  args: { gap: 'xs' },
  play: async ({ canvasElement }) => expect(getComputedStyle(canvasElement.querySelector<HTMLElement>('#stack')!).rowGap).toBe('4px'),
};
