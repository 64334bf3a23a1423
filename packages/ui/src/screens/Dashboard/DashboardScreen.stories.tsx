import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { routes } from '@imperio/api-client';
import { api, db, scenarios } from '@imperio/mocks';
import { formatCompact } from '../../lib/format';
import { DashboardScreen } from './DashboardScreen';

const meta = {
  title: 'Screens/Centro de Mando',
  // The sidebar shows the game's name; the id stays the folder's, as the visual baselines are named by it.
  id: 'screens-dashboard',
  component: DashboardScreen,
  parameters: { layout: 'padded', route: '/dashboard' },
} satisfies Meta<typeof DashboardScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const SLOW = { timeout: 15_000 };

/** The demo commander's home planet, live resources, missions and planets. */
export const Loaded: Story = {
  tags: ['en-light'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Centro de Mando' })).toBeVisible();
    await waitFor(() => expect(canvas.getByTestId('resource-amount-metal')).toHaveTextContent('48.250'), SLOW);
    await expect(canvas.getByTestId('ticker-metal')).toHaveTextContent('48,3K');
    // Grouped from four digits, as every other number.
    await expect(canvas.getByTestId('resource-amount-deuterium')).toHaveTextContent('9.870');
    // Energy is the buildings' balance: 3.685 produced − 3.270 consumed = 415, no deficit.
    await expect(canvas.getByTestId('resource-amount-energy')).toHaveTextContent('415');
    await waitFor(() => expect(canvas.getByTestId('energy-production')).toHaveTextContent(/^\+3\.685$/), SLOW);
    await expect(canvas.getByTestId('energy-consumption')).toHaveTextContent(/^-3\.270$/);
    await expect(canvas.queryByTestId('energy-deficit')).toBeNull();
    await expect(canvas.getByText('#42')).toBeVisible();
    // The commander's score, as the header's chip shows it (15 750 points).
    await expect(canvas.getByTestId('total-score')).toHaveTextContent('15,8K pts');
    await expect(within(canvas.getByTestId('planet-summary')).getByText('[1:42:7]')).toBeVisible();
    const cards = await canvas.findAllByTestId('mission-card', {}, SLOW);
    await expect(cards.length).toBeGreaterThan(0);
    await expect(cards.length).toBeLessThanOrEqual(3);
    await expect(canvas.getAllByRole('link', { name: /Construir edificios|Enviar flota|Investigar|Alianza/ })).toHaveLength(4);
  },
};

/** Forja Boreal consumes more energy than it produces: the balance in red, flagged on the card and the ticker. */
export const EnergyDeficit: Story = {
  tags: ['en-light'],
  parameters: { selectedPlanet: 102 },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByTestId('resource-amount-energy')).toHaveTextContent('-164'), SLOW);
    await waitFor(() => expect(canvas.getByTestId('energy-production')).toHaveTextContent(/^\+1\.?718$/), SLOW);
    await expect(canvas.getByTestId('energy-consumption')).toHaveTextContent(/^-1\.?882$/);
    await expect(canvas.getByTestId('energy-deficit')).toHaveTextContent('Déficit de energía');
    await expect(canvas.getByTestId('ticker-energy-deficit')).toHaveTextContent('Déficit');
  },
};

/** English interface: the same figures with the English marks. */
export const NumbersInEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Command Center' })).toBeVisible();
    await waitFor(() => expect(canvas.getByTestId('resource-amount-metal')).toHaveTextContent('48,250'), SLOW);
    await expect(canvas.getByTestId('ticker-metal')).toHaveTextContent('48.3K');
    await expect(canvas.getByTestId('ticker-deuterium')).toHaveTextContent('9.9K');
    await expect(canvas.getByTestId('resource-amount-deuterium')).toHaveTextContent('9,870');
    await expect(canvas.getByTestId('total-score')).toHaveTextContent('15.8K pts');
  },
};

/** Picking another planet in the list changes every figure. */
export const SwitchPlanet: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByTestId('resource-amount-metal')).toHaveTextContent('48.250'), SLOW);
    await userEvent.click(within(canvas.getByTestId('planet-list')).getByRole('button', { name: /Forja Boreal/ }));
    await waitFor(() => expect(canvas.getByTestId('resource-amount-metal')).toHaveTextContent('31.400'), SLOW);
    await expect(canvas.getByTestId('resource-amount-crystal')).toHaveTextContent('99.200');
    await expect(within(canvas.getByTestId('planet-summary')).getByText('[1:44:4]')).toBeVisible();
    await expect(canvas.getByTestId('resource-until-full-crystal')).toHaveTextContent('Lleno en 33 min 20 s');
    await expect(localStorage.getItem('imperio.selected_planet')).toBe('102');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.planets.loading } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando...');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Centro de Mando' })).toBeVisible();
  },
};

export const NoPlanets: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.planets.empty } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Aún no tienes planetas', {}, SLOW)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ir a la galaxia' })).toHaveAttribute('href', '/galaxy');
    await expect(canvas.queryByTestId('resource-ticker')).toBeNull();
  },
};

export const PlanetsError: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.planets.error } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, SLOW)).toHaveTextContent('Error al cargar planetas');
    await expect(canvas.getByRole('button', { name: 'Reintentar' })).toBeEnabled();
  },
};

export const MissionsError: Story = {
  tags: ['en-light'],
  parameters: { msw: { handlers: { scenario: scenarios.missions.error } } },
  play: async ({ canvas }) => {
    const panel = await canvas.findByTestId('missions-panel', {}, SLOW);
    await expect(await within(panel).findByRole('alert', {}, SLOW)).toHaveTextContent('Error al cargar misiones activas');
  },
};

export const MissionsEmpty: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.missions.empty } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No hay misiones activas.', {}, SLOW)).toBeVisible();
  },
};

/** Six missions: the panel shows the first 3 (spec p1 §9). */
export const ManyMissions: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.missions.many } } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByTestId('mission-card')).toHaveLength(3), SLOW);
    await expect(canvas.getByText('y 3 misiones más')).toBeVisible();
    await expect(canvas.getAllByTestId('mission-status').map((el) => el.textContent)).toEqual(['Viajando', 'Regresando', 'En destino']);
  },
};

/** The optimised call fails: the legacy form is used (per hour, storage capacity). */
export const LegacyFallback: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.resources.optimizedError } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('legacy-notice', {}, SLOW)).toBeVisible();
    await expect(canvas.getByTestId('resource-amount-metal')).toHaveTextContent('48.250');
    await expect(canvas.getByTestId('resource-per-hour-metal')).toHaveTextContent('+4,0K/h');
  },
};

/** Legacy answer without storage capacity: the defaults of p1 §7.3 (100 000, 100 000, 50 000). */
export const LegacyDefaults: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.resources.legacyDefaults } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('legacy-notice', {}, SLOW)).toBeVisible();
    await expect(within(canvas.getByTestId('resource-card-metal')).getByText('Capacidad: 100,0K')).toBeVisible();
    await expect(within(canvas.getByTestId('resource-card-deuterium')).getByText('Capacidad: 50,0K')).toBeVisible();
    await expect(canvas.getByTestId('resource-until-full-metal')).toHaveTextContent('Lleno en 15 min 0 s');
  },
};

/** Both forms fail: 'Error al obtener recursos del planeta', the rest of the dashboard stays. */
export const ResourcesError: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.resources.bothError } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Error al obtener recursos del planeta', {}, SLOW)).toBeVisible();
    await expect(canvas.getByTestId('resource-amount-metal')).toHaveTextContent('—');
    await expect(canvas.getByTestId('planet-summary')).toBeVisible();
  },
};

/** Every store at capacity: 'Lleno' (spec p1 §4). */
export const ResourceFull: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.resources.full } } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByText('Lleno')).toHaveLength(3), SLOW);
    await expect(canvas.getByTestId('resource-amount-metal')).toHaveTextContent('255.000');
  },
};

/** Metal fills in 10 minutes (shown); crystal in 30 hours (not shown, over 24 h). */
export const NearFull: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.resources.nearFull } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('resource-until-full-metal', {}, SLOW)).toHaveTextContent('Lleno en 10 min 0 s');
    await expect(canvas.queryByTestId('resource-until-full-crystal')).toBeNull();
  },
};

/** Negative and absurd figures from the server: shown as sent, never NaN. */
export const AbsurdValues: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.resources.absurd } } },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvas.getByTestId('resource-amount-metal')).toHaveTextContent('-500'), SLOW);
    await expect(canvas.getByTestId('resource-per-hour-metal')).toHaveTextContent('-12,6K/h');
    await expect(canvasElement.textContent).not.toContain('NaN');
  },
};

/** Twelve planets: the selector and the list hold them all. */
export const ManyPlanets: Story = {
  parameters: {
    msw: {
      handlers: {
        scenario: [
          http.get(api(routes.galaxy.planets), () => {
            const own = db.planets.findMany(undefined, { orderBy: { id: 'asc' } }).filter((planet) => planet.owner?.id === 1);
            const extra = Array.from({ length: 9 }, (_, i) => ({
              id: 500 + i,
              name: `Colonia ${['Alfa', 'Beta', 'Gamma', 'Delta', 'Épsilon', 'Zeta', 'Eta', 'Theta', 'Iota'][i]}`,
              coordinates: `3:${20 + i}:${i + 3}`,
              planet_type: ['desert', 'jungle', 'ice', 'gas'][i % 4],
              fields_used: 20 + i * 15,
              fields_total: 180,
              temperature_min: -40 + i * 10,
              temperature_max: i * 10,
              owner: { id: 1, display_name: 'Almirante Demo' },
              production_factor: { metal: 1, crystal: 0.9, deuterium: 0.8 },
            }));
            return HttpResponse.json([...own.map(({ galaxy: _g, system_number: _s, ...planet }) => planet), ...extra]);
          }),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const list = await canvas.findByTestId('planet-list', {}, SLOW);
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(12));
    await expect(within(list).getByText('12 planetas')).toBeVisible();
    await userEvent.click(within(list).getByRole('button', { name: /Colonia Delta/ }));
    await expect(within(canvas.getByTestId('planet-summary')).getByText('[3:23:6]')).toBeVisible();
    await expect(within(canvas.getByTestId('planet-summary')).getByText('Gaseoso')).toBeVisible();
  },
};

const ownPlanets = () => db.planets.findMany(undefined, { orderBy: { id: 'asc' } }).filter((planet) => planet.owner?.id === 1);

/** 'Imperio': every own planet, its figures read from the mock universe's own model. */
export const EmpireOverview: Story = {
  tags: ['en-light'],
  parameters: { route: '/dashboard?view=empire' },
  play: async ({ canvas }) => {
    const table = await canvas.findByTestId('empire-table', {}, SLOW);
    const planets = ownPlanets();
    await waitFor(() => expect(within(table).getAllByTestId('empire-row')).toHaveLength(planets.length), SLOW);
    for (const planet of planets) {
      const row = within(table)
        .getByRole('button', { name: new RegExp(planet.name ?? '') })
        .closest('tr')!;
      const economyRecord = db.planetEconomy.findFirst((q) => q.where({ planet_id: planet.id }));
      await waitFor(() => expect(row).toHaveTextContent(`${planet.fields_used}/${planet.fields_total}`), SLOW);
      if (economyRecord) {
        // Production per hour of the three resources, as the column shows them ('1,3K / 627 / 210').
        const { metal, crystal, deuterium } = economyRecord.production_per_hour;
        const production = [metal, crystal, deuterium].map((value) => formatCompact(Math.round(value), 'es')).join(' / ');
        await waitFor(() => expect(row).toHaveTextContent(production), SLOW);
      }
    }
  },
};

/** Sorting by a column reverses on a second press; a planet's name opens it on the 'Planeta activo' tab. */
export const EmpireOverviewSortAndOpen: Story = {
  parameters: { route: '/dashboard?view=empire' },
  play: async ({ canvas }) => {
    const table = await canvas.findByTestId('empire-table', {}, SLOW);
    await waitFor(() => expect(within(table).getAllByTestId('empire-row').length).toBeGreaterThan(1), SLOW);
    const names = () =>
      within(table)
        .getAllByTestId('empire-row')
        .map((row) => row.querySelector('th')?.textContent);
    await userEvent.click(within(table).getByRole('button', { name: 'Planeta' }));
    const ascending = names();
    await expect(within(table).getByRole('columnheader', { name: /Planeta/ })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(table).getByRole('button', { name: 'Planeta' }));
    await expect(names()).toEqual([...ascending].reverse());
    const last = ownPlanets().at(-1)!;
    await userEvent.click(within(table).getByRole('button', { name: new RegExp(last.name ?? '') }));
    await expect(canvas.getByRole('tab', { name: 'Planeta activo' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(within(canvas.getByTestId('planet-summary')).getByText(`[${last.coordinates}]`)).toBeVisible(), SLOW);
  },
};

export const EmpireOverviewInEnglish: Story = {
  parameters: { route: '/dashboard?view=empire' },
  globals: { locale: 'en', theme: 'light' },
  play: async ({ canvas }) => {
    const table = await canvas.findByTestId('empire-table', {}, SLOW);
    await expect(within(table).getByRole('button', { name: 'Production/h' })).toBeVisible();
  },
};

/** On a phone the table becomes one card per planet. */
export const EmpireOverviewPhone: Story = {
  parameters: { route: '/dashboard?view=empire' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const cards = await canvas.findAllByTestId('empire-card', {}, SLOW);
    await expect(cards).toHaveLength(ownPlanets().length);
  },
};
