import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { STORY_NOW } from '@imperio/mocks';
import { fromOptimized } from '../../lib/resources';
import { ResourceBar } from './ResourceBar';

const iso = new Date(STORY_NOW).toISOString();
const PHONE = { viewport: { value: 'phone', isRotated: false } };

/** A snapshot as the optimised answer gives it (metal fills in 1 h 3 min at 1,1/s). */
const snapshot = (energy = 142, metal = 250_000) =>
  fromOptimized(
    {
      server_time: iso,
      stock: { metal, crystal: 23_120, deuterium: 100_000, energy },
      production_per_sec: { metal: 1.1, crystal: 0.6, deuterium: 0.3, energy: 0 },
      capacity: { metal: 255_000, crystal: 155_000, deuterium: 100_000 },
    },
    STORY_NOW,
  );

/** The shell's resource bar: stock, fill, time until full, energy balance. */
const meta = {
  title: 'Components/ResourceBar',
  component: ResourceBar,
  // Shot in every visual mode (es-dark, es-dark-390, en-light) like a screen: a cockpit piece of the shell.
  tags: ['all-modes'],
  args: { planetName: 'Nueva Esperanza', snapshot: snapshot() },
} satisfies Meta<typeof ResourceBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Compact figures; a tap on metal shows capacity, fill, rate and the time until full. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Recursos de Nueva Esperanza' })).toBeVisible();
    await expect(canvas.getByTestId('bar-metal')).toHaveTextContent('250,0K');
    await expect(canvas.getByTestId('bar-energy')).toHaveTextContent('142');
    await expect(canvas.queryByTestId('bar-energy-deficit')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /^Metal/ }));
    const details = await within(document.body).findByRole('dialog', { name: 'Detalle de Metal' });
    await expect(details).toHaveTextContent('255.000');
    await expect(details).toHaveTextContent('98 %');
    await expect(within(details).getByTestId('bar-status-metal')).toHaveTextContent('Lleno en 1 h 15 min');
    // Deuterium is at capacity: 'Lleno', and screen readers hear it on the button.
    await expect(canvas.getByRole('button', { name: /^Deuterio:.*100,0K.*lleno/ })).toBeVisible();
  },
};

/** Energy below 0: the balance in red and the 'Déficit' warning. */
export const EnergyDeficit: Story = {
  args: { snapshot: snapshot(-476) },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('bar-energy')).toHaveTextContent('-476');
    await expect(canvas.getByTestId('bar-energy-deficit')).toHaveTextContent('Déficit');
    await userEvent.click(canvas.getByRole('button', { name: /^Energía/ }));
    await expect(await within(document.body).findByText('El consumo supera la producción: las minas rinden menos.')).toBeVisible();
  },
};

/** Loading or failed: dashes, nothing to open. */
export const Loading: Story = {
  args: { snapshot: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('bar-metal')).toHaveTextContent('—');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** English, light theme: the English decimal mark. */
export const LightEnglish: Story = {
  globals: { theme: 'light', locale: 'en' },
  args: { snapshot: snapshot(-476) },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('bar-metal')).toHaveTextContent('250.0K');
    await expect(canvas.getByTestId('bar-energy-deficit')).toHaveTextContent('Deficit');
  },
};

/** Phone: one row, 44 px targets, no sideways scroll at 360 px; the deficit keeps its icon. */
export const Phone: Story = {
  globals: PHONE,
  args: { snapshot: snapshot(-476) },
  play: async ({ canvas }) => {
    const buttons = canvas.getAllByRole('button');
    const tops = new Set(buttons.map((button) => Math.round(button.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
    for (const button of buttons) await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
