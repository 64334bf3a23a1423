import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { routes } from '@imperio/api-client';
import { api, db, scenarios } from '@imperio/mocks';
import { formatCompact } from '../../lib/format';
import { storyTexts } from '../../workbench/play/storyTexts';
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

type PlayContext = { globals?: Record<string, unknown> };

/**
 * The dashboard's texts and figures in the story's language: `t` (dashboard), `number` ('48.250'
 * or '48,250'), `compact` ('48,3K' or '48.3K', signed for rates) and `exactly`, a pattern for an
 * element whose whole text is the given one.
 */
function texts(context: PlayContext) {
  const { t, number, locale } = storyTexts(context, 'dashboard');
  const compact = (value: number, signed = false) => formatCompact(value, locale, signed);
  const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  return { t, number, compact, exactly, locale };
}

/** The demo commander's home planet, live resources, missions and planets. */
export const Loaded: Story = {
  tags: ['en-light'],
  play: async ({ canvas, globals }) => {
    const { t, number, compact, exactly } = texts({ globals });
    const common = storyTexts({ globals }, 'common').t;
    await expect(canvas.getByRole('heading', { level: 1, name: common('screenTitles.dashboard') })).toBeVisible();
    await waitFor(() => expect(canvas.getByTestId('resource-amount-metal')).toHaveTextContent(number(48_250)), SLOW);
    await expect(canvas.getByTestId('ticker-metal')).toHaveTextContent(compact(48_250));
    // Grouped from four digits, as every other number.
    await expect(canvas.getByTestId('resource-amount-deuterium')).toHaveTextContent(number(9_870));
    // Energy is the buildings' balance: 3.685 produced − 3.270 consumed = 415, no deficit.
    await expect(canvas.getByTestId('resource-amount-energy')).toHaveTextContent('415');
    await waitFor(() => expect(canvas.getByTestId('energy-production')).toHaveTextContent(exactly(`+${number(3_685)}`)), SLOW);
    await expect(canvas.getByTestId('energy-consumption')).toHaveTextContent(exactly(`-${number(3_270)}`));
    await expect(canvas.queryByTestId('energy-deficit')).toBeNull();
    await expect(canvas.getByText(t('rankValue', { rank: 42 }))).toBeVisible();
    // The commander's score, as the header's chip shows it (15 750 points).
    await expect(canvas.getByTestId('total-score')).toHaveTextContent(common('score', { value: compact(15_750) }));
    await expect(within(canvas.getByTestId('planet-summary')).getByText('[1:42:7]')).toBeVisible();
    const cards = await canvas.findAllByTestId('mission-card', {}, SLOW);
    await expect(cards.length).toBeGreaterThan(0);
    await expect(cards.length).toBeLessThanOrEqual(3);
    const quick = [t('quick.build'), t('quick.fleet'), t('quick.research'), t('quick.alliance')];
    await expect(canvas.getAllByRole('link').filter((link) => quick.some((name) => link.textContent?.includes(name)))).toHaveLength(4);
  },
};

/** Forja Boreal consumes more energy than it produces: the balance in red, flagged on the card and the ticker. */
export const EnergyDeficit: Story = {
  tags: ['en-light'],
  parameters: { selectedPlanet: 102 },
  play: async ({ canvas, globals }) => {
    const { t, number, exactly } = texts({ globals });
    await waitFor(() => expect(canvas.getByTestId('resource-amount-energy')).toHaveTextContent('-164'), SLOW);
    await waitFor(() => expect(canvas.getByTestId('energy-production')).toHaveTextContent(exactly(`+${number(1_718)}`)), SLOW);
    await expect(canvas.getByTestId('energy-consumption')).toHaveTextContent(exactly(`-${number(1_882)}`));
    await expect(canvas.getByTestId('energy-deficit')).toHaveTextContent(t('resource.deficit'));
    await expect(canvas.getByTestId('ticker-energy-deficit')).toHaveTextContent(t('ticker.deficit'));
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
  tags: ['test-case'],
  play: async ({ canvas, globals }) => {
    const { t, number } = texts({ globals });
    await waitFor(() => expect(canvas.getByTestId('resource-amount-metal')).toHaveTextContent(number(48_250)), SLOW);
    await userEvent.click(within(canvas.getByTestId('planet-list')).getByRole('button', { name: /Forja Boreal/ }));
    await waitFor(() => expect(canvas.getByTestId('resource-amount-metal')).toHaveTextContent(number(31_400)), SLOW);
    await expect(canvas.getByTestId('resource-amount-crystal')).toHaveTextContent(number(99_200));
    await expect(within(canvas.getByTestId('planet-summary')).getByText('[1:44:4]')).toBeVisible();
    await expect(canvas.getByTestId('resource-until-full-crystal')).toHaveTextContent(
      t('resource.fullIn', { time: t('duration.ms', { minutes: 33, seconds: 20 }) }),
    );
    await expect(localStorage.getItem('imperio.selected_planet')).toBe('102');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.planets.loading } } },
  play: async ({ canvas, globals }) => {
    const common = storyTexts({ globals }, 'common').t;
    await expect(canvas.getByRole('status')).toHaveTextContent(common('loading'));
    await expect(canvas.getByRole('heading', { level: 1, name: common('screenTitles.dashboard') })).toBeVisible();
  },
};

export const NoPlanets: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.planets.empty } } },
  play: async ({ canvas, globals }) => {
    const { t } = texts({ globals });
    await expect(await canvas.findByText(t('planets.empty'), {}, SLOW)).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('planets.toGalaxy') })).toHaveAttribute('href', '/galaxy');
    await expect(canvas.queryByTestId('resource-ticker')).toBeNull();
  },
};

export const PlanetsError: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.planets.error } } },
  play: async ({ canvas, globals }) => {
    const { t } = storyTexts({ globals }, 'errors');
    await expect(await canvas.findByRole('alert', {}, SLOW)).toHaveTextContent(t('planets.load'));
    await expect(canvas.getByRole('button', { name: storyTexts({ globals }, 'common').t('retry') })).toBeEnabled();
  },
};

export const MissionsError: Story = {
  tags: ['en-light'],
  parameters: { msw: { handlers: { scenario: scenarios.missions.error } } },
  play: async ({ canvas, globals }) => {
    const panel = await canvas.findByTestId('missions-panel', {}, SLOW);
    await expect(await within(panel).findByRole('alert', {}, SLOW)).toHaveTextContent(
      storyTexts({ globals }, 'errors').t('missions.active'),
    );
  },
};

export const MissionsEmpty: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.missions.empty } } },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByText(texts({ globals }).t('missions.empty'), {}, SLOW)).toBeVisible();
  },
};

/** Six missions: the panel shows the first 3 (spec p1 §9). */
export const ManyMissions: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.missions.many } } },
  play: async ({ canvas, globals }) => {
    const { t } = texts({ globals });
    const fleet = storyTexts({ globals }, 'fleet').t;
    await waitFor(() => expect(canvas.getAllByTestId('mission-card')).toHaveLength(3), SLOW);
    await expect(canvas.getByText(t('missions.more', { count: 3 }))).toBeVisible();
    await expect(canvas.getAllByTestId('mission-status').map((el) => el.textContent)).toEqual([
      fleet('status.traveling'),
      fleet('status.returning'),
      fleet('status.at_destination'),
    ]);
  },
};

/** The optimised call fails: the legacy form is used (per hour, storage capacity). */
export const LegacyFallback: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.resources.optimizedError } } },
  play: async ({ canvas, globals }) => {
    const { t, number, compact } = texts({ globals });
    await expect(await canvas.findByTestId('legacy-notice', {}, SLOW)).toBeVisible();
    await expect(canvas.getByTestId('resource-amount-metal')).toHaveTextContent(number(48_250));
    await expect(canvas.getByTestId('resource-per-hour-metal')).toHaveTextContent(t('resource.perHour', { value: compact(4_000, true) }));
  },
};

/** Legacy answer without storage capacity: the defaults of p1 §7.3 (100 000, 100 000, 50 000). */
export const LegacyDefaults: Story = {
  tags: ['test-case'],
  parameters: { msw: { handlers: { scenario: scenarios.resources.legacyDefaults } } },
  play: async ({ canvas, globals }) => {
    const { t, compact } = texts({ globals });
    await expect(await canvas.findByTestId('legacy-notice', {}, SLOW)).toBeVisible();
    await expect(
      within(canvas.getByTestId('resource-card-metal')).getByText(t('resource.capacity', { value: compact(100_000) })),
    ).toBeVisible();
    await expect(
      within(canvas.getByTestId('resource-card-deuterium')).getByText(t('resource.capacity', { value: compact(50_000) })),
    ).toBeVisible();
    await expect(canvas.getByTestId('resource-until-full-metal')).toHaveTextContent(
      t('resource.fullIn', { time: t('duration.ms', { minutes: 15, seconds: 0 }) }),
    );
  },
};

/** Both forms fail: 'Error al obtener recursos del planeta', the rest of the dashboard stays. */
export const ResourcesError: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.resources.bothError } } },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByText(storyTexts({ globals }, 'errors').t('resources.planet'), {}, SLOW)).toBeVisible();
    await expect(canvas.getByTestId('resource-amount-metal')).toHaveTextContent('—');
    await expect(canvas.getByTestId('planet-summary')).toBeVisible();
  },
};

/** Every store at capacity: 'Lleno' (spec p1 §4). */
export const ResourceFull: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.resources.full } } },
  play: async ({ canvas, globals }) => {
    const { t, number } = texts({ globals });
    await waitFor(() => expect(canvas.getAllByText(t('resource.full'))).toHaveLength(3), SLOW);
    await expect(canvas.getByTestId('resource-amount-metal')).toHaveTextContent(number(255_000));
  },
};

/** Metal fills in 10 minutes (shown); crystal in 30 hours (not shown, over 24 h). */
export const NearFull: Story = {
  tags: ['test-case'],
  parameters: { msw: { handlers: { scenario: scenarios.resources.nearFull } } },
  play: async ({ canvas, globals }) => {
    const { t } = texts({ globals });
    await expect(await canvas.findByTestId('resource-until-full-metal', {}, SLOW)).toHaveTextContent(
      t('resource.fullIn', { time: t('duration.ms', { minutes: 10, seconds: 0 }) }),
    );
    await expect(canvas.queryByTestId('resource-until-full-crystal')).toBeNull();
  },
};

/** Negative and absurd figures from the server: shown as sent, never NaN. */
export const AbsurdValues: Story = {
  tags: ['test-case'],
  parameters: { msw: { handlers: { scenario: scenarios.resources.absurd } } },
  play: async ({ canvas, canvasElement, globals }) => {
    const { t, compact } = texts({ globals });
    await waitFor(() => expect(canvas.getByTestId('resource-amount-metal')).toHaveTextContent('-500'), SLOW);
    await expect(canvas.getByTestId('resource-per-hour-metal')).toHaveTextContent(t('resource.perHour', { value: compact(-12_600) }));
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
  play: async ({ canvas, globals }) => {
    const { t } = texts({ globals });
    const list = await canvas.findByTestId('planet-list', {}, SLOW);
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(12));
    await expect(within(list).getByText(t('planets.count', { count: 12 }))).toBeVisible();
    await userEvent.click(within(list).getByRole('button', { name: /Colonia Delta/ }));
    await expect(within(canvas.getByTestId('planet-summary')).getByText('[3:23:6]')).toBeVisible();
    await expect(within(canvas.getByTestId('planet-summary')).getByText(t('planetTypes.gas'))).toBeVisible();
  },
};

const ownPlanets = () => db.planets.findMany(undefined, { orderBy: { id: 'asc' } }).filter((planet) => planet.owner?.id === 1);

/** 'Imperio': every own planet, its figures read from the mock universe's own model. */
export const EmpireOverview: Story = {
  tags: ['en-light'],
  parameters: { route: '/dashboard?view=empire' },
  play: async ({ canvas, globals }) => {
    const { compact } = texts({ globals });
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
        const production = [metal, crystal, deuterium].map((value) => compact(Math.round(value))).join(' / ');
        await waitFor(() => expect(row).toHaveTextContent(production), SLOW);
      }
    }
  },
};

/** Sorting by a column reverses on a second press; a planet's name opens it on the 'Planeta activo' tab. */
export const EmpireOverviewSortAndOpen: Story = {
  tags: ['test-case'],
  parameters: { route: '/dashboard?view=empire' },
  play: async ({ canvas, globals }) => {
    const { t, exactly } = texts({ globals });
    const table = await canvas.findByTestId('empire-table', {}, SLOW);
    await waitFor(() => expect(within(table).getAllByTestId('empire-row').length).toBeGreaterThan(1), SLOW);
    const names = () =>
      within(table)
        .getAllByTestId('empire-row')
        .map((row) => row.querySelector('th')?.textContent);
    const planetColumn = t('empire.columns.name');
    await userEvent.click(within(table).getByRole('button', { name: planetColumn }));
    const ascending = names();
    await expect(within(table).getByRole('columnheader', { name: new RegExp(exactly(planetColumn).source.slice(1, -1)) })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await userEvent.click(within(table).getByRole('button', { name: planetColumn }));
    await expect(names()).toEqual([...ascending].reverse());
    const last = ownPlanets().at(-1)!;
    await userEvent.click(within(table).getByRole('button', { name: new RegExp(last.name ?? '') }));
    await expect(canvas.getByRole('tab', { name: t('views.command') })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(within(canvas.getByTestId('planet-summary')).getByText(`[${last.coordinates}]`)).toBeVisible(), SLOW);
  },
};

export const EmpireOverviewInEnglish: Story = {
  parameters: { route: '/dashboard?view=empire' },
  globals: { locale: 'en', theme: 'light' },
  play: async ({ canvas, globals }) => {
    const table = await canvas.findByTestId('empire-table', {}, SLOW);
    await expect(within(table).getByRole('button', { name: texts({ globals }).t('empire.columns.production') })).toBeVisible();
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
