import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { GalaxySystem } from '@imperio/api-client';
import { buildSlots, systemStats } from '../../lib/galaxy';
import { GalaxyLegend } from '../GalaxyLegend';
import { SystemSidePanel } from './SystemSidePanel';

const me = { id: 1, display_name: 'Almirante Demo', username: 'demo' };
const solaris: GalaxySystem = {
  x: 1,
  y: 42,
  name: 'Solaris',
  explored: true,
  colonized_planets_count: 2,
  free_positions: [1, 2, 3, 4, 5, 6, 8, 10, 11, 12, 13, 14, 15],
  planets: [
    { id: 101, name: 'Nueva Esperanza', position: 7, planet_type: 'normal', owner: { id: 1, display_name: 'Almirante Demo' } },
    { id: 9, name: 'Caronte Prima', position: 9, planet_type: 'volcanic', owner: { id: 9002, display_name: 'Marek Doss' } },
  ],
};
const debris = [{ id: 3, galaxy: 1, system: 43, position: 5, metal_amount: 30_000, crystal_amount: 14_000, total_resources: 44_000 }];
const slots = buildSlots(solaris, debris, me);
const unexplored: GalaxySystem = {
  x: 3,
  y: 9,
  name: null,
  explored: false,
  planets: [],
  colonized_planets_count: 0,
  free_positions: Array.from({ length: 15 }, (_, i) => i + 1),
};

const meta = {
  title: 'Components/SystemSidePanel',
  component: SystemSidePanel,
  args: { system: solaris, stats: systemStats(solaris, slots), slots, nearbyDebris: debris, onGoTo: fn(), children: <GalaxyLegend /> },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SystemSidePanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Explored: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Solaris' })).toBeVisible();
    await expect(canvas.getByTestId('stat-colonized')).toHaveTextContent('2');
    await expect(canvas.getByTestId('stat-free')).toHaveTextContent('13');
    await expect(canvas.getByText('Tu planeta')).toBeVisible();
    await expect(canvas.getByText('Marek Doss')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Ir a [1:43:5]' }));
    await expect(args.onGoTo).toHaveBeenCalledWith({ galaxy: 1, system: 43, position: 5 });
  },
};

export const Unexplored: Story = {
  args: { system: unexplored, stats: systemStats(unexplored), slots: buildSlots(unexplored, [], me), nearbyDebris: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Sistema sin nombre' })).toBeVisible();
    await expect(canvas.getByTestId('stat-explored')).toHaveTextContent('No');
    await expect(canvas.getByText('Ningún planeta colonizado')).toBeVisible();
    await expect(canvas.getByText('Sin escombros cercanos')).toBeVisible();
  },
};
