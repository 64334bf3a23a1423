import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { GalaxySlot as SlotModel } from '../../lib/galaxy';
import { GalaxySlot } from './GalaxySlot';

const home: SlotModel = {
  position: 7,
  kind: 'mine',
  debris: null,
  planet: {
    id: 101,
    name: 'Nueva Esperanza',
    position: 7,
    coordinates: '1:42:7',
    planet_type: 'normal',
    temperature_min: 30,
    temperature_max: 70,
    fields_used: 123,
    fields_total: 163,
    owner: { id: 1, display_name: 'Almirante Demo', empire_name: 'Imperio Austral' },
    owner_name: 'Almirante Demo',
  },
};
const occupied: SlotModel = {
  ...home,
  kind: 'occupied',
  position: 9,
  planet: {
    ...home.planet!,
    id: 9,
    name: 'Caronte Prima',
    coordinates: '1:42:9',
    fields_used: 60,
    fields_total: 192,
    owner: { id: 9002, display_name: 'Marek Doss', empire_name: null },
    owner_name: 'Marek Doss',
  },
  debris: { id: 3, galaxy: 1, system: 42, position: 9, metal_amount: 14_000, crystal_amount: 28_000, total_resources: 42_000 },
};
const empty: SlotModel = { position: 3, kind: 'empty', planet: null, debris: null };

const meta = {
  title: 'Components/GalaxySlot',
  component: GalaxySlot,
  args: { slot: home, galaxy: 1, system: 42, onOpen: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 180 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GalaxySlot>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OwnPlanet: Story = {
  play: async ({ canvas, args }) => {
    const slot = canvas.getByRole('button');
    await expect(slot).toHaveTextContent('Nueva Esperanza');
    await expect(canvas.getAllByText('Tu planeta')).toHaveLength(2);
    await expect(canvas.getByText('123/163')).toBeVisible();
    await userEvent.click(slot);
    await expect(args.onOpen).toHaveBeenCalledWith(home);
  },
};

export const OccupiedWithDebris: Story = {
  args: { slot: occupied },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Marek Doss')).toBeVisible();
    await expect(canvas.getByText('Sin imperio')).toBeVisible();
    await expect(canvas.getByText('Metal 14,0K · Cristal 28,0K · Total 42,0K')).toBeVisible();
    await expect(canvas.getByText('Requiere naves recicladoras')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { slot: empty },
  play: async ({ canvas }) => {
    for (const text of ['Sin colonizar', 'Disponible para colonizar', '[1:42:3]', 'Requiere nave colonizadora'])
      await expect(canvas.getByText(text)).toBeVisible();
  },
};

export const Highlighted: Story = {
  args: { slot: empty, highlighted: true },
  play: async ({ canvas }) => expect(canvas.getByRole('button')).toHaveAttribute('aria-current', 'location'),
};

export const TooltipOnFocus: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button')).toHaveFocus();
    const tooltip = await within(document.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Nueva Esperanza [1:42:7]');
  },
};
