import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { GalaxySlot as SlotModel } from '../../lib/galaxy';
import { GalaxySlotRow } from './GalaxySlotRow';

const home: SlotModel = {
  position: 7,
  kind: 'mine',
  debris: null,
  planet: { id: 101, name: 'Nueva Esperanza', position: 7, planet_type: 'normal', owner: { id: 1, display_name: 'Almirante Demo' } },
};
const foreign: SlotModel = {
  position: 9,
  kind: 'occupied',
  planet: {
    id: 9,
    name: 'Caronte Prima con un nombre muy largo que no cabe',
    position: 9,
    owner: { id: 9002, display_name: 'Marek Doss' },
  },
  debris: { id: 3, galaxy: 1, system: 42, position: 9, metal_amount: 14_000, crystal_amount: 28_000, total_resources: 42_000 },
};
const empty: SlotModel = { position: 3, kind: 'empty', planet: null, debris: null };

const meta = {
  title: 'Components/GalaxySlotRow',
  component: GalaxySlotRow,
  args: { slot: home, onOpen: fn() },
  globals: { viewport: { value: 'phone', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ width: 358 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GalaxySlotRow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An own planet: position, name, 'Tu planeta'; a 44 px row that opens the slot. */
export const OwnPlanet: Story = {
  play: async ({ canvas, args }) => {
    const row = canvas.getByRole('button');
    await expect(row).toHaveAccessibleName(/^Posición 7 Nueva Esperanza Tu planeta$/);
    await expect(row.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(row);
    await expect(args.onOpen).toHaveBeenCalledWith(home);
  },
};

/** Another commander's planet with debris: the owner and the debris marker; a long name is cut, not widened. */
export const ForeignWithDebris: Story = {
  args: { slot: foreign },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('button');
    await expect(row).toHaveTextContent('Marek Doss');
    await expect(canvas.getByText('Escombros')).toBeInTheDocument();
    await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth + 1);
  },
};

/** An empty position, highlighted by a coordinate search. */
export const EmptyHighlighted: Story = {
  args: { slot: empty, highlighted: true },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('button');
    await expect(row).toHaveTextContent('Sin colonizar');
    await expect(row).toHaveTextContent('Disponible para colonizar');
    await expect(row).toHaveAttribute('aria-current', 'location');
  },
};

/** English, light theme. */
export const English: Story = {
  args: { slot: foreign },
  globals: { locale: 'en', theme: 'light' },
  play: async ({ canvas }) => expect(canvas.getByRole('button')).toHaveAccessibleName(/^Position 9 .* Marek Doss Debris$/),
};
