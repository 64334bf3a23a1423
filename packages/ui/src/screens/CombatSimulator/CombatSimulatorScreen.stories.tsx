import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CombatSimulatorScreen } from './CombatSimulatorScreen';
import { createInThreadRunner } from './inThreadRunner';
import { http, HttpResponse } from 'msw';
import { routes } from '@imperio/api-client';
import { api, scenarios } from '@imperio/mocks';
import { storyTexts } from '../../workbench/play/storyTexts';

/**
 * The stories use the in-thread runner (the same rules and answers as the worker, without a
 * Worker in the visual runner) and a fixed seed, so every run shows the same numbers.
 */
const meta = {
  title: 'Screens/Simulador',
  // The sidebar shows the game's name; the id stays the folder's, as the visual baselines are named by it.
  id: 'screens-combatsimulator',
  component: CombatSimulatorScreen,
  parameters: { route: '/simulator', selectedPlanet: 101 },
  args: { runner: createInThreadRunner(), seed: () => 1 },
} satisfies Meta<typeof CombatSimulatorScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story['play']>>[0];
type Canvas = Context['canvas'];

/** The simulator's texts in the story's language: its own, the unit and research names, the resources. */
function simulatorTexts(context: Context) {
  const { t, number } = storyTexts(context, 'simulator');
  const entities = storyTexts(context, 'entities').t;
  const common = storyTexts(context, 'common').t;
  return {
    t,
    number,
    ship: (code: string) => entities(`ship.${code}` as never),
    defense: (code: string) => entities(`defense.${code}` as never),
    research: (code: string) => entities(`research.${code}` as never),
    resource: (code: 'metal' | 'crystal' | 'deuterium') => common(`resources.${code}`),
  };
}
type Texts = ReturnType<typeof simulatorTexts>;

const side = async (canvas: Canvas, name: string) => within(await canvas.findByRole('group', { name }, { timeout: 8_000 }));

/** Empties the form, then types each count into its side's field (fields by their label). */
async function setFleets(canvas: Canvas, texts: Texts, attacker: Record<string, string>, defender: Record<string, string>) {
  await userEvent.click(await canvas.findByRole('button', { name: texts.t('clear') }, { timeout: 8_000 }));
  for (const [name, values] of [
    [texts.t('attacker'), attacker],
    [texts.t('defender'), defender],
  ] as const) {
    const group = await side(canvas, name);
    for (const [label, value] of Object.entries(values)) await userEvent.type(group.getByLabelText(label), value);
  }
}

export const SamplePreset: Story = {
  tags: ['en-light'],
  play: async (context) => {
    const { canvas } = context;
    const texts = simulatorTexts(context);
    const { t, ship, defense } = texts;
    await expect(canvas.getByRole('heading', { level: 1, name: t('title') })).toBeVisible();
    const attacker = await side(canvas, t('attacker'));
    await expect(attacker.getByLabelText(ship('light_fighter'))).toHaveValue(150);
    await expect(attacker.getByLabelText(ship('heavy_fighter'))).toHaveValue(50);
    await expect(attacker.getByLabelText(ship('cruiser'))).toHaveValue(25);
    await expect(attacker.getByLabelText(ship('battleship'))).toHaveValue(10);
    const defender = await side(canvas, t('defender'));
    await expect(defender.getByLabelText(defense('rocket_launcher'))).toHaveValue(200);
    await expect(defender.getByLabelText(defense('light_laser'))).toHaveValue(100);
    await expect(attacker.queryByLabelText(defense('rocket_launcher'))).toBeNull();
    await expect(canvas.getByTestId('combat-status')).toHaveTextContent(t('status.idle'));
    await expect(canvas.getByRole('button', { name: t('simulate') })).toBeEnabled();
  },
};

export const Result: Story = {
  tags: ['full-height', 'en-light'],
  play: async (context) => {
    const { canvas } = context;
    const texts = simulatorTexts(context);
    const { t, number, ship, defense, resource } = texts;
    await setFleets(canvas, texts, { [ship('light_fighter')]: '200' }, { [defense('rocket_launcher')]: '2', [resource('metal')]: '10000' });
    await userEvent.click(canvas.getByRole('button', { name: t('simulate') }));
    const outcomes = await canvas.findByTestId('outcomes', {}, { timeout: 8_000 });
    await expect(outcomes).toHaveTextContent(t('attackerWins', { value: number(100) }));
    await expect(outcomes).toHaveTextContent(t('draw', { value: number(0) }));
    await expect(outcomes).toHaveTextContent(t('defenderWins', { value: number(0) }));
    await expect(canvas.getByTestId('losses-defender')).toHaveTextContent(defense('rocket_launcher'));
    await expect(canvas.getByTestId('debris')).toHaveTextContent(resource('metal'));
    // Half of the 10 000 metal, well within 200 light fighters' cargo.
    await expect(canvas.getByTestId('loot')).toHaveTextContent(`${resource('metal')}${number(5000)}`);
    await expect(within(canvas.getByTestId('rounds')).getAllByRole('row').length).toBeGreaterThan(1);
  },
};

export const Losing: Story = {
  tags: ['no-visual'],
  play: async (context) => {
    const { canvas } = context;
    const texts = simulatorTexts(context);
    const { t, number, ship, defense, resource } = texts;
    await setFleets(canvas, texts, { [ship('light_fighter')]: '2' }, { [defense('rocket_launcher')]: '200' });
    await userEvent.click(canvas.getByRole('button', { name: t('simulate') }));
    const outcomes = await canvas.findByTestId('outcomes', {}, { timeout: 8_000 });
    await expect(outcomes).toHaveTextContent(t('defenderWins', { value: number(100) }));
    await expect(canvas.getByTestId('debris')).toHaveTextContent(`${resource('metal')}${number(1800)}`);
    await expect(canvas.getByTestId('loot')).toHaveTextContent(t('lootUnknown'));
  },
};

export const Running: Story = {
  // The status and the progress sit under the two fieldsets: the whole page in the shot.
  tags: ['full-height'],
  args: { runner: createInThreadRunner({ holdAt: 40 }) },
  play: async (context) => {
    const { canvas } = context;
    const { t, number, ship } = simulatorTexts(context);
    await userEvent.click(await canvas.findByRole('button', { name: t('simulate') }, { timeout: 8_000 }));
    await waitFor(() =>
      expect(canvas.getByTestId('combat-status')).toHaveTextContent(t('status.running', { done: number(40), total: number(100) })),
    );
    await expect(canvas.getByRole('progressbar', { name: t('progress') })).toHaveAttribute('aria-valuenow', '40');
    await expect(canvas.getByRole('button', { name: t('cancel') })).toBeEnabled();
    await expect((await side(canvas, t('attacker'))).getByLabelText(ship('cruiser'))).toBeDisabled();
  },
};

export const Cancelled: Story = {
  tags: ['no-visual'],
  args: { runner: createInThreadRunner({ holdAt: 40 }) },
  play: async (context) => {
    const { canvas } = context;
    const { t, ship } = simulatorTexts(context);
    await userEvent.click(await canvas.findByRole('button', { name: t('simulate') }, { timeout: 8_000 }));
    await userEvent.click(await canvas.findByRole('button', { name: t('cancel') }));
    await expect(canvas.getByTestId('combat-status')).toHaveTextContent(t('status.cancelled'));
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.getByRole('button', { name: t('simulate') })).toBeEnabled();
    await expect((await side(canvas, t('attacker'))).getByLabelText(ship('cruiser'))).toBeEnabled();
  },
};

export const WorkerError: Story = {
  tags: ['full-height'],
  args: { runner: createInThreadRunner({ failWith: 'Out of memory' }) },
  play: async (context) => {
    const { canvas } = context;
    const { t } = simulatorTexts(context);
    await userEvent.click(await canvas.findByRole('button', { name: t('simulate') }, { timeout: 8_000 }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('status.error', { message: 'Out of memory' }));
    await expect(canvas.getByRole('button', { name: t('retry') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('simulate') })).toBeEnabled();
  },
};

export const InvalidCount: Story = {
  tags: ['no-visual'],
  play: async (context) => {
    const { canvas } = context;
    const { t, ship } = simulatorTexts(context);
    const attacker = await side(canvas, t('attacker'));
    await userEvent.clear(attacker.getByLabelText(ship('cruiser')));
    await userEvent.type(attacker.getByLabelText(ship('cruiser')), '-5');
    await userEvent.click(canvas.getByRole('button', { name: t('simulate') }));
    await expect(canvas.getByText(t('invalid'))).toBeVisible();
    await expect(attacker.getByLabelText(ship('cruiser'))).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByTestId('combat-status')).toHaveTextContent(t('status.idle'));
  },
};

export const FromReport: Story = {
  tags: ['no-visual'],
  parameters: { route: '/simulator?from=report&defender=rocket_launcher:12,gauss_cannon:2&defenderTech=3,2,1&metal=4000' },
  play: async (context) => {
    const { canvas } = context;
    const { t, defense, research, resource } = simulatorTexts(context);
    const defender = await side(canvas, t('defender'));
    await expect(defender.getByLabelText(defense('rocket_launcher'))).toHaveValue(12);
    await expect(defender.getByLabelText(defense('gauss_cannon'))).toHaveValue(2);
    await expect(defender.getByLabelText(research('weapons_technology'))).toHaveValue(3);
    await expect(defender.getByLabelText(resource('metal'))).toHaveValue(4000);
    await expect(canvas.getByText(t('fromReport'))).toBeVisible();
  },
};

/** The ship and defence types never arrive: the loading line, and no form yet. */
export const Loading: Story = {
  tags: ['no-visual'],
  parameters: { msw: { handlers: { scenario: scenarios.ships.loading } } },
  play: async (context) => {
    const { canvas } = context;
    const { t } = simulatorTexts(context);
    await expect(await canvas.findByRole('status', {}, { timeout: 8_000 })).toHaveTextContent(t('loading'));
    await expect(canvas.queryByRole('button', { name: t('simulate') })).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** While true, the ship types answer 500 (the query's own retries included); the play clears it before 'Reintentar'. */
let shipTypesFail = true;
const shipTypesFailUntilRetry = [
  // Nothing returned once cleared: the demo universe's handler answers.
  http.get(api(routes.ships.types), () => (shipTypesFail ? HttpResponse.json({}, { status: 500 }) : undefined)),
];

/** The ship types fail (500, also on the query's two retries): the catalogue's error text and 'Reintentar', which loads the form. */
export const LoadError: Story = {
  tags: ['no-visual'],
  parameters: { msw: { handlers: { scenario: shipTypesFailUntilRetry } } },
  loaders: [
    async () => {
      shipTypesFail = true;
      return {};
    },
  ],
  play: async (context) => {
    const { canvas } = context;
    const { t } = simulatorTexts(context);
    const common = storyTexts(context, 'common').t;
    // The query retries a 500 twice (1 s, then 2 s) before it shows the error.
    const alert = await canvas.findByRole('alert', {}, { timeout: 20_000 });
    await expect(alert).toHaveTextContent(t('loadError'));
    await expect(canvas.queryByRole('button', { name: t('simulate') })).toBeNull();
    shipTypesFail = false;
    await userEvent.click(within(alert).getByRole('button', { name: common('retry') }));
    await expect(await canvas.findByRole('button', { name: t('simulate') }, { timeout: 20_000 })).toBeEnabled();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const EnglishResult: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Combat Simulator' })).toBeVisible();
    await expect(await canvas.findByRole('group', { name: 'Attacker' }, { timeout: 8_000 })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Defender' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Simulate' }));
    const outcomes = await canvas.findByTestId('outcomes', {}, { timeout: 8_000 });
    await expect(outcomes).toHaveTextContent(/Attacker wins [\d.]+%/);
    await expect(outcomes).toHaveTextContent(/Draw [\d.]+%/);
    await expect(outcomes).toHaveTextContent(/Defender wins [\d.]+%/);
    await expect(canvas.getByTestId('combat-status')).toHaveTextContent('100 simulations finished');
  },
};

/** A running simulation in English, then 'Cancel': progress and status in English, the form usable again. */
export const RunningThenCancelEnglish: Story = {
  tags: ['no-visual'],
  globals: { locale: 'en' },
  args: { runner: createInThreadRunner({ holdAt: 40 }) },
  play: async (context) => {
    const { canvas } = context;
    const { t } = simulatorTexts(context);
    await userEvent.click(await canvas.findByRole('button', { name: t('simulate') }, { timeout: 8_000 }));
    await waitFor(() => expect(canvas.getByTestId('combat-status')).toHaveTextContent(t('status.running', { done: '40', total: '100' })));
    await expect(canvas.getByRole('progressbar', { name: t('progress') })).toHaveAttribute('aria-valuenow', '40');
    await userEvent.click(canvas.getByRole('button', { name: t('cancel') }));
    await expect(canvas.getByTestId('combat-status')).toHaveTextContent(t('status.cancelled'));
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.getByRole('button', { name: t('simulate') })).toBeEnabled();
  },
};

/** A failing worker in English: the alert with its message, 'Retry', and a retry that fails again the same way. */
export const WorkerErrorEnglish: Story = {
  tags: ['no-visual', 'test-case'],
  globals: { locale: 'en' },
  args: { runner: createInThreadRunner({ failWith: 'Out of memory' }) },
  play: async (context) => {
    const { canvas } = context;
    const { t } = simulatorTexts(context);
    await userEvent.click(await canvas.findByRole('button', { name: t('simulate') }, { timeout: 8_000 }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('status.error', { message: 'Out of memory' }));
    await userEvent.click(canvas.getByRole('button', { name: t('retry') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('status.error', { message: 'Out of memory' }));
    await expect(canvas.queryByTestId('outcomes')).toBeNull();
  },
};

// ——— Phone (390 × 844) ———

/** The phone preset (390 × 844), for a story to spread. */
const PHONE = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  // The visual suite already shoots every screen story at 390 px (mode es-dark-390): a phone shot would repeat its twin's.
  tags: ['no-visual'],
};

/** The phone's one column (below 481 px, CombatSimulator.css.ts): 'Defensor' below 'Atacante', as wide; nothing scrolls sideways. */
async function expectSidesStacked(canvas: Canvas, { t }: Texts) {
  const attacker = (await canvas.findByRole('group', { name: t('attacker') }, { timeout: 8_000 })).getBoundingClientRect();
  const defender = canvas.getByRole('group', { name: t('defender') }).getBoundingClientRect();
  await expect(defender.top).toBeGreaterThanOrEqual(attacker.bottom);
  await expect(Math.abs(defender.left - attacker.left)).toBeLessThanOrEqual(1);
  await expect(Math.abs(defender.width - attacker.width)).toBeLessThanOrEqual(1);
  const page = document.documentElement;
  await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
}

/** Phone: the sample preset's form, the two sides stacked, 'Simular' ready below them. */
export const SamplePresetPhone: Story = {
  ...PHONE,
  play: async (context) => {
    const { canvas } = context;
    const texts = simulatorTexts(context);
    await expectSidesStacked(canvas, texts);
    await expect((await side(canvas, texts.t('attacker'))).getByLabelText(texts.ship('light_fighter'))).toHaveValue(150);
    const simulate = canvas.getByRole('button', { name: texts.t('simulate') });
    await expect(simulate).toBeEnabled();
    await expect(simulate.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      canvas.getByRole('group', { name: texts.t('defender') }).getBoundingClientRect().bottom,
    );
  },
};

/** Phone: a won battle's result below the stacked sides, its rounds table within the phone's width. */
export const ResultPhone: Story = {
  ...PHONE,
  play: async (context) => {
    const { canvas } = context;
    const texts = simulatorTexts(context);
    const { t, number, ship, defense } = texts;
    await setFleets(canvas, texts, { [ship('light_fighter')]: '200' }, { [defense('rocket_launcher')]: '2' });
    await userEvent.click(canvas.getByRole('button', { name: t('simulate') }));
    const outcomes = await canvas.findByTestId('outcomes', {}, { timeout: 8_000 });
    await expect(outcomes).toHaveTextContent(t('attackerWins', { value: number(100) }));
    await expectSidesStacked(canvas, texts);
    const defender = canvas.getByRole('group', { name: t('defender') }).getBoundingClientRect();
    await expect(canvas.getByTestId('simulation-result').getBoundingClientRect().top).toBeGreaterThanOrEqual(defender.bottom);
    // The seven columns fit 390 px: nothing to scroll sideways inside the table's own box either.
    const rounds = canvas.getByTestId('rounds').parentElement!;
    await expect(rounds.scrollWidth).toBeLessThanOrEqual(rounds.clientWidth);
  },
};
