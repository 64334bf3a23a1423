import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { category, eventArgType, presetControl } from '../storyArgTypes';
import { Tabs, type TabItem } from './Tabs';

const shipCategories: TabItem[] = [
  { value: 'all', label: 'Todas', content: <p>Todas las naves</p> },
  { value: 'civil', label: 'Civil', content: <p>Naves civiles</p> },
  { value: 'combat', label: 'Combate', content: <p>Naves de combate</p> },
];

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  args: {
    label: 'Categorías',
    items: shipCategories,
    onValueChange: fn(),
  },
  argTypes: {
    label: { control: 'text', description: 'Nombre accesible de la lista de pestañas.', table: { category: category.content } },
    items: presetControl(
      { 'Con paneles': shipCategories, 'Solo filtro': shipCategories.map(({ value, label }) => ({ value, label })) },
      'Las pestañas, [{ value, label, content }]; sin content, la pestaña solo filtra (no tiene panel).',
    ),
    value: {
      control: 'select',
      options: shipCategories.map((item) => item.value),
      description: 'Pestaña elegida (su value), controlada desde fuera (junto con onValueChange).',
      table: { category: category.state },
    },
    defaultValue: {
      control: 'select',
      options: shipCategories.map((item) => item.value),
      description: 'Pestaña elegida al montarse, sin control externo (la primera si no hay).',
      table: { category: category.state },
    },
    onValueChange: eventArgType('Se llama con el value de la pestaña elegida (clic o flechas del teclado).'),
  },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Todas las naves')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Civil' }));
    await expect(canvas.getByText('Naves civiles')).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Combate' })).toHaveFocus();
  },
};
