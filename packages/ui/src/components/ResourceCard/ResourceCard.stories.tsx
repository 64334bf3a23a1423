import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { STORY_NOW } from '@imperio/mocks';
import type { OptimizedPlanetResources } from '@imperio/api-client';
import { fromLegacy, fromOptimized } from '../../lib/resources';
import { ResourceCard } from './ResourceCard';

const iso = new Date(STORY_NOW).toISOString();

function snapshot(change: Partial<OptimizedPlanetResources> = {}) {
  return fromOptimized(
    {
      server_time: iso,
      stock: { metal: 48_250, crystal: 23_120, deuterium: 9_870, energy: 142 },
      production_per_sec: { metal: 1.1, crystal: 0.6, deuterium: 0.3, energy: 0 },
      capacity: { metal: 255_000, crystal: 155_000, deuterium: 100_000 },
      ...change,
    },
    STORY_NOW,
  );
}

const meta = {
  title: 'Components/ResourceCard',
  component: ResourceCard,
  args: { resource: 'metal', snapshot: snapshot() },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof ResourceCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Metal: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Metal' })).toBeVisible();
    await expect(canvas.getByTestId('resource-amount-metal')).toHaveTextContent('48.250');
    await expect(canvas.getByTestId('resource-per-hour-metal')).toHaveTextContent('+4,0K/h');
    await expect(canvas.getByText('Capacidad: 255,0K')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Almacén de Metal' })).toHaveAttribute('aria-valuenow', '18.9');
  },
};

/** 10 minutes from full: the time until full shows (spec p1 §4: only under 24 h). */
export const NearFull: Story = {
  args: { resource: 'crystal', snapshot: snapshot({ stock: { metal: 0, crystal: 154_640, deuterium: 0, energy: 0 } }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('resource-until-full-crystal')).toHaveTextContent('Lleno en 10 min 0 s');
  },
};

/** 30 hours from full: no time shown. */
export const FarFromFull: Story = {
  args: { resource: 'metal', snapshot: snapshot({ stock: { metal: 136_200, crystal: 0, deuterium: 0, energy: 0 } }) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByTestId('resource-until-full-metal')).toBeNull();
    await expect(canvas.queryByText('Lleno')).toBeNull();
  },
};

export const Full: Story = {
  args: { resource: 'deuterium', snapshot: snapshot({ stock: { metal: 0, crystal: 0, deuterium: 100_000, energy: 0 } }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Lleno')).toBeVisible();
    await expect(canvas.getByTestId('resource-amount-deuterium')).toHaveTextContent('100.000');
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  },
};

/** Energy is a balance: production − consumption from the buildings, no store and no deficit flag. */
export const EnergySurplus: Story = {
  args: {
    resource: 'energy',
    snapshot: snapshot({ stock: { metal: 0, crystal: 0, deuterium: 0, energy: 415 } }),
    energy: { production: 3685, consumption: 3270, balance: 415, deficit: false },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('resource-amount-energy')).toHaveTextContent('415');
    await expect(canvas.getByText('Balance: producción − consumo')).toBeVisible();
    await expect(canvas.getByTestId('energy-production')).toHaveTextContent(/^\+3\.?685$/);
    await expect(canvas.getByTestId('energy-consumption')).toHaveTextContent(/^-3\.?270$/);
    await expect(canvas.queryByTestId('energy-deficit')).toBeNull();
    await expect(canvas.queryByText(/Producción: \+?0\/h/)).toBeNull();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

/** Consumption above production: the negative balance in red and 'Déficit de energía'. */
export const EnergyDeficit: Story = {
  args: {
    resource: 'energy',
    snapshot: snapshot({ stock: { metal: 0, crystal: 0, deuterium: 0, energy: -164 } }),
    energy: { production: 1718, consumption: 1882, balance: -164, deficit: true },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('resource-amount-energy')).toHaveTextContent('-164');
    await expect(canvas.getByTestId('energy-deficit')).toHaveTextContent('Déficit de energía');
    await expect(canvas.getByTestId('energy-production')).toHaveTextContent(/^\+1\.?718$/);
    await expect(canvas.getByTestId('energy-consumption')).toHaveTextContent(/^-1\.?882$/);
  },
};

/** Buildings unknown (their call failed): the server's balance alone, still flagged when negative. */
export const EnergyNegative: Story = {
  args: { resource: 'energy', snapshot: snapshot({ stock: { metal: 0, crystal: 0, deuterium: 0, energy: -12 } }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('resource-amount-energy')).toHaveTextContent('-12');
    await expect(canvas.getByTestId('energy-deficit')).toBeVisible();
    await expect(canvas.getByTestId('energy-production')).toHaveTextContent('—');
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

/** K and M (spec p1 §9): millions in the capacity, thousands in production. */
export const LargeNumbers: Story = {
  args: {
    resource: 'metal',
    snapshot: snapshot({
      stock: { metal: 2_345_678, crystal: 0, deuterium: 0, energy: 0 },
      production_per_sec: { metal: 277.78, crystal: 0, deuterium: 0, energy: 0 },
      capacity: { metal: 5_000_000, crystal: 1, deuterium: 1 },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('resource-amount-metal')).toHaveTextContent('2.345.678');
    await expect(canvas.getByTestId('resource-per-hour-metal')).toHaveTextContent('+1,0M/h');
    await expect(canvas.getByText('Capacidad: 5,0M')).toBeVisible();
  },
};

/** Under a thousand: whole numbers, no K. */
export const SmallNumbers: Story = {
  args: {
    resource: 'crystal',
    snapshot: snapshot({
      stock: { metal: 0, crystal: 999, deuterium: 0, energy: 0 },
      production_per_sec: { metal: 0, crystal: 0.25, deuterium: 0, energy: 0 },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('resource-amount-crystal')).toHaveTextContent('999');
    await expect(canvas.getByTestId('resource-per-hour-crystal')).toHaveTextContent('+900/h');
  },
};

/** Legacy answer without capacity: the p1 §7.3 defaults (100 000 metal). */
export const LegacyDefaults: Story = {
  args: {
    resource: 'metal',
    snapshot: fromLegacy(
      {
        last_update: iso,
        metal: 99_100,
        crystal: 0,
        deuterium: 0,
        energy: 0,
        production: { metal: 3_600, crystal: 0, deuterium: 0, energy: 0 },
      },
      STORY_NOW,
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Capacidad: 100,0K')).toBeVisible();
    await expect(canvas.getByTestId('resource-until-full-metal')).toHaveTextContent('Lleno en 15 min 0 s');
    await expect(canvas.getByTestId('resource-per-hour-metal')).toHaveTextContent('+3,6K/h');
  },
};

/** Negative and absurd production from the server: shown as sent, never NaN. */
export const AbsurdValues: Story = {
  args: {
    resource: 'metal',
    snapshot: snapshot({
      server_time: 'not a date',
      stock: { metal: -500, crystal: null, deuterium: null, energy: null },
      production_per_sec: { metal: -3.5, crystal: null, deuterium: null, energy: null },
    }),
  },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByTestId('resource-amount-metal')).toHaveTextContent('-500');
    await expect(canvas.getByTestId('resource-per-hour-metal')).toHaveTextContent('-12,6K/h');
    await expect(canvasElement.textContent).not.toContain('NaN');
  },
};

export const Loading: Story = {
  args: { snapshot: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('resource-amount-metal')).toHaveTextContent('—');
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};
