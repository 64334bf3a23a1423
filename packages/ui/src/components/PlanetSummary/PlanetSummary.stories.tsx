import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { Planet } from '@imperio/api-client';
import { PlanetSummary } from './PlanetSummary';

const home: Planet = {
  id: 101,
  name: 'Nueva Esperanza',
  coordinates: '1:42:7',
  position: 7,
  planet_type: 'normal',
  temperature_min: 31,
  temperature_max: 71,
  temperature_average: 51,
  fields_used: 60,
  fields_total: 163,
  owner: { id: 1, display_name: 'Almirante Demo', empire_name: 'Imperio Austral' },
  production_factor: { metal: 1, crystal: 1, deuterium: 0.92 },
};

const meta = {
  title: 'Components/PlanetSummary',
  component: PlanetSummary,
  args: { planet: home },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof PlanetSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 37 % of the fields used: green. */
export const FieldsGreen: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Normal')).toBeVisible();
    await expect(canvas.getByText('[1:42:7]')).toBeVisible();
    await expect(canvas.getByText('31 °C a 71 °C')).toBeVisible();
    await expect(canvas.getByText('60/163 (37 %)')).toHaveAttribute('data-colour', 'green');
    await expect(canvas.getByText('Deuterio: 92 %')).toBeVisible();
  },
};

/** 50 % exactly: yellow. */
export const FieldsYellow: Story = {
  args: { planet: { ...home, fields_used: 70, fields_total: 140, planet_type: 'volcanic' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('70/140 (50 %)')).toHaveAttribute('data-colour', 'yellow');
    await expect(canvas.getByText('Volcánico')).toBeVisible();
  },
};

/** 80 % and more: red. */
export const FieldsRed: Story = {
  args: { planet: { ...home, fields_used: 180, fields_total: 188, planet_type: 'water' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('180/188 (96 %)')).toHaveAttribute('data-colour', 'red');
    await expect(canvas.getByText('Casi sin espacio')).toBeVisible();
  },
};

/** A planet with only its id and name: placeholders everywhere, no crash. */
export const MissingFields: Story = {
  args: { planet: { id: 9, name: 'Sin datos', owner: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('—').length).toBeGreaterThanOrEqual(4);
    await expect(canvas.getByText('Metal: —')).toBeVisible();
  },
};

/** A type the client does not know is shown as sent. */
export const UnknownType: Story = {
  args: { planet: { ...home, planet_type: 'toxic' } },
  play: async ({ canvas }) => expect(canvas.getByText('toxic')).toBeVisible(),
};
