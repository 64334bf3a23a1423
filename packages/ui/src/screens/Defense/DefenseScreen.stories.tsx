import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { routes } from '@imperio/api-client';
import { recordRequests, scenarioHelpers, scenarios } from '@imperio/mocks';
import { worker } from '@imperio/mocks/browser';
import { closeSheet, expectInViewport, openSheet, PHONE_390, unitBuildSheetPlay } from '../phoneSheetStory';
import { DefenseScreen } from './DefenseScreen';
import { formatDuration } from '../../lib/duration';
import {
  cardNames as defenseCards,
  order,
  slow,
  yardStories,
  yardSpy,
  yardTexts,
  type SpyTools,
  type YardCanvas,
  type YardPlayContext,
} from '../Shipyard/yardStories';

const spyTools: SpyTools = { hold: (route) => scenarioHelpers.hold('post', route), record: () => recordRequests(worker) };

const meta = {
  title: 'Screens/Defensa',
  // The sidebar shows the game's name; the id stays the folder's, as the visual baselines are named by it.
  id: 'screens-defense',
  component: DefenseScreen,
  parameters: { route: '/defense', selectedPlanet: 101 },
} satisfies Meta<typeof DefenseScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const shared = yardStories({
  kind: 'defenses',
  scenarios: scenarios.defenses,
  noPlanets: scenarios.planets.empty,
  buildSpy: yardSpy(routes.defenses.build, spyTools),
  completeSpy: yardSpy(routes.defenses.complete, spyTools),
  cheapUnit: 'rocket_launcher',
  refusedUnit: 'light_laser',
  // The server's own refusals (the mock's answers of scenarios.defenses), the same in every language.
  fieldError: { unit: 'small_shield_dome', quantity: '2', text: 'Solo se puede construir una cúpula de cada tipo.' },
  messageError: 'El sistema de defensa está en mantenimiento.',
});
const cardNames = (canvas: YardCanvas, context: YardPlayContext) => defenseCards(canvas, context, 'defenses');
/** The defence screen's texts in the story's language (see `yardTexts`). */
const texts = (context: YardPlayContext) => yardTexts(context, 'defenses');

type Tab = 'laser' | 'projectile' | 'ion' | 'plasma' | 'shield' | 'missile';

/** Opens the tab `tab` (its `shipyard:defenses.tabs.*` key) and checks the cards it lists, by code, in order. */
function showTab(tab: Tab, codes: string[]): Story['play'] {
  return async ({ canvas, globals }) => {
    const { t, name } = texts({ globals });
    const label = t(`defenses.tabs.${tab}`);
    await userEvent.click(await canvas.findByRole('tab', { name: label }));
    await expect(canvas.getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
    await expect(await cardNames(canvas, { globals })).toEqual(codes.map(name));
  };
}

export const AllDefenses: Story = {
  // The whole list in the es-dark shot (tests/visual/visual-suite.tsx): the other states cut it at 1200 px.
  tags: ['full-height', 'en-light'],
  play: async ({ canvas, globals }) => {
    const { t, common, number, name, locale } = texts({ globals });
    await expect(await canvas.findByRole('heading', { level: 1, name: t('defenses.title') })).toBeVisible();
    await expect(await cardNames(canvas, { globals })).toHaveLength(10);
    const tabs = (['all', 'laser', 'projectile', 'ion', 'plasma', 'shield', 'missile'] as const).map((tab) => t(`defenses.tabs.${tab}`));
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(tabs);
    // Σ attack × quantity: 3200 + 2500 + 1500 + 2200 + 600 + 1 + 10
    await expect(canvas.getByTestId('power')).toHaveTextContent(`${t('defenses.power')}${number(10_011)}`);
    const gauss = canvas.getByTestId('unit-gauss_cannon');
    for (const text of [
      `${t('stats.attack')}${number(1100)}`,
      `${t('stats.shield')}${number(200)}`,
      `${t('stats.armor')}${number(3500)}`,
      `${common('resources.metal')} ${number(20_000)}`,
      `${common('resources.crystal')} ${number(15_000)}`,
      `${common('resources.deuterium')} ${number(2000)}`,
      formatDuration(600, locale),
      t('card.requiredLevel', { level: 6 }),
    ]) {
      await expect(gauss).toHaveTextContent(text);
    }
    await expect(gauss).not.toHaveTextContent(t('stats.speed'));
    await expect(within(canvas.getByTestId('stock')).getByText(name('rocket_launcher')).nextSibling).toHaveTextContent('40');
  },
};

export const LaserTab: Story = { play: showTab('laser', ['light_laser', 'heavy_laser']) };
export const ProjectileTab: Story = { play: showTab('projectile', ['rocket_launcher', 'gauss_cannon']) };
export const IonTab: Story = { play: showTab('ion', ['ion_cannon']) };
export const PlasmaTab: Story = { play: showTab('plasma', ['plasma_turret']) };
export const ShieldTab: Story = { play: showTab('shield', ['small_shield_dome', 'large_shield_dome']) };
export const MissileTab: Story = { play: showTab('missile', ['anti_ballistic_missile', 'interplanetary_missile']) };

/** Marea Azul (103) has no defences yet. */
export const NoDefenses: Story = {
  parameters: { selectedPlanet: 103 },
  play: async ({ canvas, globals }) => {
    const { t } = texts({ globals });
    await expect(await canvas.findByText(t('defenses.stockEmpty'))).toBeVisible();
    await expect(canvas.getByTestId('power')).toHaveTextContent(`${t('defenses.power')}0`);
  },
};

export const QueueOfSeveral: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.defenses.queueSeveral } } },
  play: async ({ canvas, globals }) => {
    const { t, number, line } = texts({ globals });
    const items = await canvas.findAllByTestId('queue-item');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent(line(10, 'light_laser'));
    await expect(items[0]).toHaveTextContent(t('queue.building'));
    await expect(items[0]).toHaveTextContent(t('queue.remaining', { remaining: number(6), quantity: number(10) }));
    await expect(items[0]).toHaveTextContent(t('queue.next', { time: '0:12' }));
    await expect(items[1]).toHaveTextContent(t('queue.waiting'));
    await expect(items[2]).toHaveTextContent(t('queue.waiting'));
  },
};

/** Forja Boreal's own queue from the demo universe: two orders. */
export const PlanetQueue: Story = {
  tags: ['test-case'],
  parameters: { selectedPlanet: 102 },
  play: async ({ canvas, globals }) => {
    const { t } = texts({ globals });
    const items = await canvas.findAllByTestId('queue-item');
    await expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining(t('queue.building')),
      expect.stringContaining(t('queue.waiting')),
    ]);
  },
};

export const CompletedAwaitingComplete: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.defenses.queueCompleted } } },
  play: async ({ canvas, globals }) => {
    const { t, line } = texts({ globals });
    const items = await canvas.findAllByTestId('queue-item');
    await expect(items[0]).toHaveTextContent(line(10, 'rocket_launcher'));
    await expect(items[0]).toHaveTextContent(t('queue.completed'));
    await expect(items[1]).toHaveTextContent(t('queue.building'));
    await expect(canvas.getByRole('button', { name: t('queue.complete') })).toBeEnabled();
  },
};

/** Ten large shield domes cost 500.000 metal and crystal: the shortfall is named, nothing is sent. */
export const InsufficientResources: Story = {
  tags: ['en-light'],
  play: async ({ canvas, globals }) => {
    const { t, common, number, shortfall } = texts({ globals });
    await order(canvas, { globals }, 'defenses', 'large_shield_dome', '10');
    await expect(canvas.getByTestId('build-total')).toHaveTextContent(`${common('resources.metal')}${number(500_000)}`);
    await expect(canvas.getByTestId('build-blocked')).toHaveTextContent(shortfall());
    await expect(canvas.getByRole('button', { name: t('panel.submit') })).toBeDisabled();
    await expect(canvas.getByLabelText(t('panel.quantity'))).toHaveValue(10);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Forja Boreal's shipyard is level 5; the plasma turret needs 8: named before any order. */
export const ShipyardLevelTooLow: Story = {
  parameters: { selectedPlanet: 102 },
  play: async ({ canvas, globals }) => {
    const { t, select, list } = texts({ globals });
    await userEvent.click(await canvas.findByRole('button', { name: select('plasma_turret') }));
    await expect(await canvas.findByTestId('build-blocked')).toHaveTextContent(
      t('panel.requirements', { list: list([t('panel.requirement', { required: 8, current: 5 })]) }),
    );
    await expect(canvas.getByRole('button', { name: t('panel.submit') })).toBeDisabled();
  },
};

export const BuildQueued: Story = {
  play: async ({ canvas, globals }) => {
    const { t, line, queued } = texts({ globals });
    await order(canvas, { globals }, 'defenses', 'rocket_launcher', '4');
    await expect(await canvas.findByText(queued(4, 'rocket_launcher'), {}, slow)).toBeVisible();
    const [item] = await canvas.findAllByTestId('queue-item');
    await expect(item).toHaveTextContent(line(4, 'rocket_launcher'));
    await expect(item).toHaveTextContent(t('queue.next', { time: '0:08' }));
  },
};

export const BuildDoubleClick: Story = { ...shared.BuildDoubleClick, tags: ['test-case'] };
export const BuildRepeatedEnter: Story = { ...shared.BuildRepeatedEnter, tags: ['test-case'] };
export const CompleteWithResult: Story = shared.CompleteWithResult;
export const CompleteError: Story = shared.CompleteError;
export const BuildFirstFieldError: Story = { ...shared.BuildFirstFieldError, tags: ['test-case'] };
export const BuildMessageError: Story = { ...shared.BuildMessageError, tags: ['test-case'] };
export const BuildErrorField: Story = { ...shared.BuildErrorField, tags: ['test-case'] };
export const BuildServerError: Story = shared.BuildServerError;
export const BuildNetworkError: Story = { ...shared.BuildNetworkError, tags: ['test-case'] };
export const Loading: Story = shared.Loading;
export const TypesLoadError: Story = shared.TypesLoadError;
export const StockLoadError: Story = { ...shared.StockLoadError, tags: ['test-case'] };
export const QueueLoadError: Story = { ...shared.QueueLoadError, tags: ['test-case'] };
export const UnreadableAnswer: Story = { ...shared.UnreadableAnswer, tags: ['test-case'] };
export const NoPlanet: Story = shared.NoPlanet;

/**
 * A phone (390×844): 'Seleccionar' opens the build panel as a sheet in view: ten of them name
 * the shortfall, the total cost and the time, and 'Construir' waits; 'Volver' returns the focus
 * to 'Seleccionar'. The shot shows the sheet open again.
 */
export const PhoneBuildSheet: Story = {
  ...PHONE_390,
  play: unitBuildSheetPlay('defenses', 'large_shield_dome'),
};

/**
 * A phone: the queue is a strip under the title (the order building now, its countdown,
 * '+2 en cola') that opens the whole queue with 'Completar'; closing it returns the focus to the strip.
 */
export const PhoneQueueStrip: Story = {
  ...PHONE_390,
  tags: ['no-visual'],
  parameters: { ...PHONE_390.parameters, msw: { handlers: { scenario: scenarios.defenses.queueSeveral } } },
  play: async ({ canvas, globals }) => {
    const { t, common, name } = texts({ globals });
    const strip = await canvas.findByTestId('queue-strip', {}, { timeout: 8000 });
    // The strip writes the remaining units as a bare figure: '6 × Láser pequeño'.
    await expect(strip).toHaveTextContent(`6 × ${name('light_laser')}`);
    await expect(strip).toHaveTextContent(/\d+:\d\d/);
    await expect(strip).toHaveTextContent(common('queueStrip.more', { count: 2 }));
    await expectInViewport(strip);
    const sheet = await openSheet(strip, t('queue.title'));
    await expect(within(sheet).getAllByTestId('queue-item')).toHaveLength(3);
    await expect(within(sheet).getByRole('button', { name: t('queue.complete') })).toBeVisible();
    await closeSheet(sheet, strip, { globals });
  },
};
