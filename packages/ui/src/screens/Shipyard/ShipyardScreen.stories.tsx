import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { routes } from '@imperio/api-client';
import { recordRequests, scenarioHelpers, scenarios } from '@imperio/mocks';
import { worker } from '@imperio/mocks/browser';
import { STORY_GLOBALS_EVENT } from '../../../../../.storybook/story-globals';
import { closeSheet, expectInViewport, openSheet, PHONE_390, unitBuildSheetPlay } from '../phoneSheetStory';
import { ShipyardScreen } from './ShipyardScreen';
import { formatDuration } from '../../lib/duration';
import type { AnyLocale } from '../../i18n/languages';
import {
  cardNames as shipCards,
  escapeRegExp,
  order,
  selectAndType,
  slow,
  yardStories,
  yardSpy,
  yardTexts,
  type SpyTools,
  type YardCanvas,
  type YardPlayContext,
} from './yardStories';

const spyTools: SpyTools = { hold: (route) => scenarioHelpers.hold('post', route), record: () => recordRequests(worker) };

const meta = {
  title: 'Screens/Hangar',
  // The sidebar shows the game's name; the id stays the folder's, as the visual baselines are named by it.
  id: 'screens-shipyard',
  component: ShipyardScreen,
  parameters: { route: '/hangar', selectedPlanet: 101 },
} satisfies Meta<typeof ShipyardScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const shared = yardStories({
  kind: 'ships',
  scenarios: scenarios.ships,
  noPlanets: scenarios.planets.empty,
  buildSpy: yardSpy(routes.ships.build, spyTools),
  completeSpy: yardSpy(routes.ships.complete, spyTools),
  cheapUnit: 'espionage_probe',
  refusedUnit: 'light_fighter',
  // The server's own refusals (the mock's answers of scenarios.ships), the same in every language.
  fieldError: { unit: 'light_fighter', quantity: '5', text: 'La cola del hangar está llena.' },
  messageError: 'El hangar está en mantenimiento.',
});
const cardNames = (canvas: YardCanvas, context: YardPlayContext) => shipCards(canvas, context, 'ships');
/** The hangar's texts in the story's language (see `yardTexts`). */
const texts = (context: YardPlayContext) => yardTexts(context, 'ships');

export const AllShips: Story = {
  // The whole list in the es-dark shot (tests/visual/visual-suite.tsx): the other states cut it at 1200 px.
  tags: ['full-height', 'en-light'],
  play: async ({ canvas, globals }) => {
    const { t, common, number, name, locale } = texts({ globals });
    await expect(await canvas.findByRole('heading', { level: 1, name: t('ships.title') })).toBeVisible();
    await expect(await cardNames(canvas, { globals })).toHaveLength(12);
    await expect(canvas.getByRole('tab', { name: t('ships.tabs.all') })).toHaveAttribute('aria-selected', 'true');
    // Σ attack × quantity of Nueva Esperanza's hangar: 60 + 20 + 1500 + 1200 + 1200 + 50 + 2 + 0
    await expect(canvas.getByTestId('power')).toHaveTextContent(`${t('ships.power')}${number(4032)}`);
    const cruiser = canvas.getByTestId('unit-cruiser');
    for (const text of [
      `${t('stats.attack')}${number(400)}`,
      `${t('stats.shield')}${number(50)}`,
      `${t('stats.armor')}${number(2700)}`,
      `${t('stats.cargo')}${number(800)}`,
      `${t('stats.speed')}${number(15000)}`,
      `${common('resources.metal')} ${number(20000)}`,
      `${common('resources.crystal')} ${number(7000)}`,
      `${common('resources.deuterium')} ${number(2000)}`,
      formatDuration(300, locale),
      t('card.requiredLevel', { level: 5 }),
    ]) {
      await expect(cruiser).toHaveTextContent(text);
    }
    await expect(within(canvas.getByTestId('stock')).getByText(name('light_fighter')).nextSibling).toHaveTextContent('30');
    await expect(canvas.getByText(t('queue.empty'))).toBeVisible();
  },
};

/** Opens the tab `tab` (its `shipyard:ships.tabs.*` key) and checks the cards it lists, by code, in order. */
function showTab(tab: 'civil' | 'combat' | 'special', codes: string[]): Story['play'] {
  return async ({ canvas, globals }) => {
    const { t, name } = texts({ globals });
    await userEvent.click(await canvas.findByRole('tab', { name: t(`ships.tabs.${tab}`) }));
    await expect(await cardNames(canvas, { globals })).toEqual(codes.map(name));
  };
}

export const CivilTab: Story = { play: showTab('civil', ['small_cargo', 'large_cargo']) };

export const CombatTab: Story = {
  play: showTab('combat', ['light_fighter', 'heavy_fighter', 'cruiser', 'battleship', 'bomber', 'destroyer']),
};

export const SpecialTab: Story = { play: showTab('special', ['colony_ship', 'recycler', 'espionage_probe', 'deathstar']) };

/** Marea Azul (103), a young colony: no ships, nothing queued. */
export const EmptyHangar: Story = {
  parameters: { selectedPlanet: 103 },
  play: async ({ canvas, globals }) => {
    const { t } = texts({ globals });
    await expect(await canvas.findByText(t('ships.stockEmpty'))).toBeVisible();
    await expect(canvas.getByTestId('power')).toHaveTextContent('0');
    await expect(canvas.getByText(t('queue.empty'))).toBeVisible();
  },
};

/** Forja Boreal (102): three orders, the first building with its countdown. */
export const QueueOfSeveral: Story = {
  tags: ['en-light'],
  parameters: { selectedPlanet: 102 },
  play: async ({ canvas, globals }) => {
    const { t, number, line } = texts({ globals });
    const queue = await canvas.findByTestId('queue');
    const items = await within(queue).findAllByTestId('queue-item');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent(line(8, 'light_fighter'));
    await expect(items[0]!.querySelector('[data-entity-icon="ship:light_fighter"]')).not.toBeNull();
    await expect(items[0]).toHaveTextContent(t('queue.building'));
    await expect(items[0]).toHaveTextContent(t('queue.remaining', { remaining: number(5), quantity: number(8) }));
    await expect(items[0]).toHaveTextContent(t('queue.next', { time: '0:15' }));
    await expect(within(items[0]!).getByRole('progressbar')).toBeVisible();
    await expect(items[1]).toHaveTextContent(t('queue.waiting'));
    await expect(items[2]).toHaveTextContent(line(10, 'small_cargo'));
    await expect(items[2]).toHaveTextContent(t('queue.waiting'));
  },
};

/** The first order ended a minute ago: 'Completada' until the complete call. */
export const CompletedAwaitingComplete: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.ships.queueCompleted } } },
  play: async ({ canvas, globals }) => {
    const { t, line, grouped } = texts({ globals });
    const items = await canvas.findAllByTestId('queue-item');
    await expect(items[0]).toHaveTextContent(line(5, 'espionage_probe'));
    await expect(items[0]).toHaveTextContent(t('queue.completed'));
    // No 'Quedan N de M' line, whatever the figures.
    const remaining = t('queue.remaining', { remaining: '\u0000', quantity: '\u0000' }).split('\u0000').map(escapeRegExp);
    await expect(items[0]).not.toHaveTextContent(new RegExp(remaining.join(grouped)));
    await expect(items[1]).toHaveTextContent(t('queue.building'));
    await expect(items[1]).toHaveTextContent(t('queue.next', { time: '0:35' }));
    await expect(canvas.getByRole('button', { name: t('queue.complete') })).toBeEnabled();
  },
};

/**
 * Ten battleships cost 450.000 metal; the planet has about 48.000: the shortfall is named per
 * resource, 'Construir' waits, nothing is sent; 'máx.' offers what the stock pays.
 */
export const InsufficientResources: Story = {
  tags: ['en-light'],
  play: async ({ canvas, globals }) => {
    const { t, common, number, select, shortfall, before } = texts({ globals });
    await userEvent.click(await canvas.findByRole('button', { name: select('battleship') }));
    const field = canvas.getByLabelText(t('panel.quantity'));
    await expect(field).toHaveFocus();
    await userEvent.clear(field);
    await userEvent.type(field, '10');
    await expect(canvas.getByTestId('build-total')).toHaveTextContent(`${common('resources.metal')}${number(450_000)}`);
    await expect(canvas.getByTestId('build-total')).toHaveTextContent(`${common('resources.crystal')}${number(150_000)}`);
    await expect(canvas.getByTestId('build-blocked')).toHaveTextContent(shortfall());
    const build = canvas.getByRole('button', { name: t('panel.submit') });
    await expect(build).toBeDisabled();
    await expect(build).toHaveAccessibleDescription(
      new RegExp(escapeRegExp(before((mark) => t('panel.shortfall', { list: mark })).trim())),
    );
    await expect(canvas.getByLabelText(t('panel.quantity'))).toHaveValue(10);
    await userEvent.click(canvas.getByRole('button', { name: t('panel.max', { max: number(1) }) }));
    await expect(canvas.getByLabelText(t('panel.quantity'))).toHaveValue(1);
    await expect(canvas.queryByTestId('build-blocked')).toBeNull();
    await expect(canvas.getByRole('button', { name: t('panel.submit') })).toBeEnabled();
  },
};

/** The Estrella de la muerte needs shipyard 12; Nueva Esperanza has 8: named, and not ordered. */
export const ShipyardLevelTooLow: Story = {
  play: async ({ canvas, globals }) => {
    const { t, select, list, before } = texts({ globals });
    const card = await canvas.findByTestId('unit-deathstar');
    await expect(await within(card).findByTestId('requirement-unmet')).toHaveTextContent(
      t('card.requiredLevelUnmet', { level: 12, current: 8 }),
    );
    await expect(within(canvas.getByTestId('unit-cruiser')).queryByTestId('requirement-unmet')).toBeNull();
    await userEvent.click(await canvas.findByRole('button', { name: select('deathstar') }));
    const blocked = await canvas.findByTestId('build-blocked');
    await expect(blocked).toHaveTextContent(
      t('panel.requirements', { list: list([t('panel.requirement', { required: 12, current: 8 })]) }),
    );
    await expect(canvas.getByRole('button', { name: t('panel.submit') })).toBeDisabled();
    await expect(
      canvas.queryByRole('button', { name: new RegExp(`^${escapeRegExp(before((max) => t('panel.max', { max })))}`) }),
    ).toBeNull();
  },
};

/** A huge order: over 1000 is refused; 1000 cruisers take days, not '1111111 h'. */
export const HugeOrder: Story = {
  tags: ['test-case'],
  play: async ({ canvas, globals }) => {
    const { t, number, select, locale } = texts({ globals });
    await userEvent.click(await canvas.findByRole('button', { name: select('cruiser') }));
    const field = canvas.getByLabelText(t('panel.quantity'));
    await userEvent.clear(field);
    await userEvent.type(field, '4000000');
    await expect(canvas.getByText(t('quantityProblem.aboveMax', { max: number(1000) }))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('panel.submit') })).toBeDisabled();
    await userEvent.clear(field);
    await userEvent.type(field, '1000');
    // 1000 × 5 min = 300 000 s: '3 d 11 h', not '83 h'.
    await expect(canvas.getByTestId('build-time')).toHaveTextContent(formatDuration(300_000, locale));
    await expect(canvas.getByRole('button', { name: t('panel.submit') })).toBeDisabled();
  },
};

/** Nothing had finished: 'Completar' says so instead of doing nothing visible. */
export const CompleteNothingFinished: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.ships.queueSeveral } } },
  play: async ({ canvas, globals }) => {
    const { t } = texts({ globals });
    await canvas.findAllByTestId('queue-item');
    await userEvent.click(canvas.getByRole('button', { name: t('queue.complete') }));
    await expect(await canvas.findByText(t('queue.nothingToComplete'), {}, slow)).toBeVisible();
  },
};

/** A successful order: confirmation, the queue shows it building, the form stays on the type and no shortfall beside the confirmation. */
export const BuildQueued: Story = {
  play: async ({ canvas, globals }) => {
    const { t, line, queued } = texts({ globals });
    await order(canvas, { globals }, 'ships', 'espionage_probe', '3');
    await expect(await canvas.findByText(queued(3, 'espionage_probe'), {}, slow)).toBeVisible();
    const [item] = await canvas.findAllByTestId('queue-item');
    await expect(item).toHaveTextContent(line(3, 'espionage_probe'));
    await expect(item).toHaveTextContent(t('queue.building'));
    await expect(item).toHaveTextContent(t('queue.next', { time: '0:05' }));
    // Disabled while the order was out, 'Construir' has the focus back for the next one.
    await waitFor(() => expect(canvas.getByRole('button', { name: t('panel.submit') })).toHaveFocus());
    // No red shortfall stands beside the confirmation.
    await expect(canvas.queryByTestId('build-blocked')).toBeNull();
  },
};

export const InvalidQuantity: Story = {
  play: async ({ canvas, globals }) => {
    const { t, select } = texts({ globals });
    await userEvent.click(await canvas.findByRole('button', { name: select('cruiser') }));
    const field = canvas.getByLabelText(t('panel.quantity'));
    await userEvent.clear(field);
    await userEvent.type(field, '2.5');
    await expect(canvas.getByText(t('quantityProblem.notInteger'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('panel.submit') })).toBeDisabled();
    await userEvent.clear(field);
    await userEvent.type(field, '0');
    await expect(canvas.getByText(t('quantityProblem.belowMin'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('panel.submit') })).toBeDisabled();
    await userEvent.clear(field);
    await expect(canvas.getByText(t('quantityProblem.required'))).toBeVisible();
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

/** Re-renders the open story in another language, as the toolbar (and the visual suite) does. */
const switchLanguage = (locale: AnyLocale) => window.dispatchEvent(new CustomEvent(STORY_GLOBALS_EVENT, { detail: { locale } }));

/**
 * Switching the language keeps the selected type and what was typed, and re-words the error
 * already shown; 'máx.' reads 'max' in English. The story switches from its own language to the
 * other of Spanish and English, and back.
 */
export const LanguageSwitchKeepsQuantity: Story = {
  tags: ['test-case'],
  play: async ({ canvas, globals }) => {
    const own = texts({ globals });
    const otherLocale: AnyLocale = own.locale === 'en' ? 'es' : 'en';
    const other = texts({ globals: { locale: otherLocale } });
    const field = await selectAndType(canvas, { globals }, 'ships', 'cruiser', '2.5');
    await expect(field).toHaveValue(2.5);
    await expect(canvas.getByText(own.t('quantityProblem.notInteger'))).toBeVisible();
    try {
      switchLanguage(otherLocale);
      await expect(await canvas.findByText(other.t('quantityProblem.notInteger'))).toBeVisible();
      await expect(canvas.getByLabelText(other.t('panel.quantity'))).toHaveValue(2.5);
      await expect(canvas.getByTestId('build-unit')).toHaveTextContent(other.name('cruiser'));
      await userEvent.clear(canvas.getByLabelText(other.t('panel.quantity')));
      await userEvent.type(canvas.getByLabelText(other.t('panel.quantity')), '2');
      const max = other.before((value) => other.t('panel.max', { max: value }));
      await expect(canvas.getByRole('button', { name: new RegExp(`^${escapeRegExp(max)}`) })).toBeVisible();
    } finally {
      switchLanguage(own.locale);
    }
    await expect(await canvas.findByLabelText(own.t('panel.quantity'))).toHaveValue(2);
    await expect(canvas.getByRole('button', { name: own.t('panel.submit') })).toBeEnabled();
  },
};

/**
 * A phone (390×844): 'Seleccionar' opens the build panel as a sheet in view: ten of them name
 * the shortfall, the total cost and the time, and 'Construir' waits; 'Volver' returns the focus
 * to 'Seleccionar'. The shot shows the sheet open again.
 */
export const PhoneBuildSheet: Story = {
  ...PHONE_390,
  play: unitBuildSheetPlay('ships', 'battleship'),
};

/**
 * A phone: the queue is a strip under the title (the order building now, its countdown,
 * '+2 en cola') that opens the whole queue with 'Completar'; closing it returns the focus to the strip.
 */
export const PhoneQueueStrip: Story = {
  ...PHONE_390,
  tags: ['no-visual'],
  parameters: { ...PHONE_390.parameters, selectedPlanet: 102 },
  play: async ({ canvas, globals }) => {
    const { t, common, name } = texts({ globals });
    const strip = await canvas.findByTestId('queue-strip', {}, { timeout: 8000 });
    // The strip writes the remaining units as a bare figure: '5 × Cazador ligero'.
    await expect(strip).toHaveTextContent(`5 × ${name('light_fighter')}`);
    await expect(strip).toHaveTextContent(/\d+:\d\d/);
    await expect(strip).toHaveTextContent(common('queueStrip.more', { count: 2 }));
    await expectInViewport(strip);
    const sheet = await openSheet(strip, t('queue.title'));
    await expect(within(sheet).getAllByTestId('queue-item')).toHaveLength(3);
    await expect(within(sheet).getByRole('button', { name: t('queue.complete') })).toBeVisible();
    await closeSheet(sheet, strip, { globals });
  },
};
