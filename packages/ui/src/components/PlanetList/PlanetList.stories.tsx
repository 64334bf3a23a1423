import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { Planet } from '@imperio/api-client';
import { PlanetList } from './PlanetList';

const planets: Planet[] = [
  { id: 101, name: 'Nueva Esperanza', coordinates: '1:42:7', planet_type: 'normal', fields_used: 60, fields_total: 163, owner: null },
  { id: 102, name: 'Forja Boreal', coordinates: '1:44:4', planet_type: 'volcanic', fields_used: 75, fields_total: 140, owner: null },
  { id: 103, name: 'Marea Azul', coordinates: '2:17:11', planet_type: 'water', fields_used: 44, fields_total: 188, owner: null },
];

const meta = {
  title: 'Components/PlanetList',
  component: PlanetList,
  args: { planets, selectedId: 101, onSelect: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof PlanetList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('3 planetas')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Nueva Esperanza/ })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: /Forja Boreal/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(102);
  },
};

export const ManyPlanets: Story = {
  args: {
    planets: Array.from({ length: 15 }, (_, i) => ({
      id: 300 + i,
      name: `Colonia ${i + 1}`,
      coordinates: `3:${10 + i}:${(i % 15) + 1}`,
      planet_type: 'ice',
      fields_used: i * 10,
      fields_total: 160,
      owner: null,
    })),
    selectedId: 305,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(15);
    await expect(canvas.getByRole('button', { name: /Colonia 6\b/ })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const OnePlanetWithoutName: Story = {
  args: { planets: [{ id: 7, owner: null }], selectedId: 7 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 planeta')).toBeVisible();
    await expect(canvas.getByText('Planeta sin nombre')).toBeVisible();
  },
};

const LONG_NAME = 'Ω'.repeat(2500) + 'W'.repeat(2500);
const tenThousand: Planet[] = Array.from({ length: 10_000 }, (_, i) => ({
  id: 10_000 + i,
  name: i === 0 ? LONG_NAME : `Colonia ${i + 1}`,
  coordinates: `${1 + (i % 9)}:${1 + (i % 499)}:${1 + (i % 15)}`,
  planet_type: 'normal',
  fields_used: i % 160,
  fields_total: 163,
  owner: null,
}));

/**
 * Big and odd data: 10 000 planets render only those in view (a bounded DOM,
 * not a timing); the last is reachable by scrolling; a 5000-character name is cut with its
 * tooltip and never widens the page.
 */
export const TenThousandPlanets: Story = {
  args: { planets: tenThousand, selectedId: 10_000 },
  play: async ({ canvas, args }) => {
    // The count's grouping belongs to the number rules (it varies by locale): accept either form.
    await expect(canvas.getByText(/^10[.\u00a0\u202f ]?000 planetas$/)).toBeVisible();
    // The windowed list loads on demand (its own chunk): wait for it.
    const box = await canvas.findByTestId('planet-list-window');
    const items = canvas.getAllByRole('listitem');
    await expect(items.length).toBeGreaterThan(3);
    await expect(items.length).toBeLessThan(30);
    await expect(items[0]).toHaveAttribute('aria-setsize', '10000');
    await expect(document.body.querySelectorAll('*').length).toBeLessThan(1500);
    const first = canvas.getByRole('button', { name: new RegExp(`^${LONG_NAME}`) });
    await expect(first.querySelector('[title]')).toHaveAttribute('title', LONG_NAME);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvas.getByTestId('planet-list').getBoundingClientRect().width).toBeLessThanOrEqual(420);
    box.scrollTop = box.scrollHeight;
    const last = await canvas.findByRole('button', { name: /Colonia 10000\b/ });
    await userEvent.click(last);
    await expect(args.onSelect).toHaveBeenCalledWith(19_999);
    await expect(canvas.getAllByRole('listitem').length).toBeLessThan(30);
  },
};
