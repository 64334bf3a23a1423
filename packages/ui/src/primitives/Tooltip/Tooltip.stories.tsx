import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { category, presetControl, unionOptions } from '../storyArgTypes';
import { Tooltip, type TooltipProps } from './Tooltip';

const meta = {
  title: 'Primitives/Tooltip',
  component: Tooltip,
  args: { content: 'Requiere nave colonizadora', children: <Button>1:42:3</Button> },
  argTypes: {
    content: { control: 'text', description: 'El texto de la ayuda.', table: { category: category.content } },
    children: presetControl(
      {
        Botón: <Button>1:42:3</Button>,
        'Botón de ayuda': (
          <Button variant="ghost" size="sm">
            ?
          </Button>
        ),
      },
      'El elemento que la abre al pasar el ratón o al enfocarlo (debe aceptar una ref).',
    ),
    side: {
      control: 'inline-radio',
      options: unionOptions<NonNullable<TooltipProps['side']>>()(['top', 'right', 'bottom', 'left']),
      description: 'Lado del elemento en que aparece (arriba por defecto).',
      table: { category: category.appearance },
    },
    open: {
      control: 'boolean',
      description: 'Abierta o cerrada desde fuera; sin valor, se abre al pasar el ratón o enfocar.',
      table: { category: category.state },
    },
    delayDuration: {
      control: { type: 'number', min: 0, max: 2000, step: 50 },
      description: 'Espera antes de abrirse al pasar el ratón, en ms (300 por defecto).',
      table: { category: category.state },
    },
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OnFocus: Story = {
  play: async () => {
    await userEvent.tab();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Requiere nave colonizadora');
  },
};
export const Open: Story = { args: { open: true } };
