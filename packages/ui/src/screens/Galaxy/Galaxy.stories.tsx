import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useLocation } from 'react-router-dom';
import { routes } from '@imperio/api-client';
import { db, galaxyMap, recordRequests, scenarioHelpers, scenarios } from '@imperio/mocks';
import { worker } from '@imperio/mocks/browser';
import { storyTexts, type StoryTexts } from '../../workbench/play/storyTexts';
import { GalaxyScreen } from './Galaxy';

/** The first unexplored system of galaxy 3 in the generated universe (deterministic). */
const UNEXPLORED = (() => {
  for (let system = 1; system < 499; system++) if (!galaxyMap.isExplored(3, system)) return system;
  return 1;
})();

const meta = {
  title: 'Screens/Galaxia',
  // The sidebar shows the game's name; the id stays the folder's, as the visual baselines are named by it.
  id: 'screens-galaxy',
  component: GalaxyScreen,
  parameters: { layout: 'fullscreen', route: '/galaxy', selectedPlanet: 101 },
} satisfies Meta<typeof GalaxyScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const body = () => within(document.body);
const SLOW = { timeout: 10_000 };
type T = StoryTexts<'galaxy'>['t'];

/** Stands for an interpolated value in `like`. */
const ANY = '\u0000';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A pattern of a translated text whose `ANY` values are `fill` (any text by default). */
function like(text: string, fill = '.*'): RegExp {
  return new RegExp(text.split(ANY).map(escape).join(fill));
}
/** The same pattern, the whole text. */
function whole(text: string, fill = '.*'): RegExp {
  return new RegExp(`^${like(text, fill).source}$`);
}

async function grid(canvas: Canvas, t: T) {
  return canvas.findByRole('list', { name: like(t('grid.label', { coordinates: ANY }).split(ANY)[0]!) }, SLOW);
}

async function slotAt(canvas: Canvas, t: T, position: number) {
  const list = await grid(canvas, t);
  const slot = list.querySelector<HTMLButtonElement>(`button[data-position="${position}"]`);
  if (!slot) throw new Error(`no slot ${position}`);
  return slot;
}

/** 'Has colonizado <name> en [1:42:<position>].', the whole text. */
function colonised(t: T): RegExp {
  const text = t('colonized', { name: ANY, coordinates: '\u0001' });
  return new RegExp(
    `^${text
      .split(ANY)
      .map((part) => escape(part).replace('\u0001', '1:42:\\d+'))
      .join('.*')}$`,
  );
}

/** 'Misión enviada: <type> hacia [<destination>]' in the story's language. */
function sent(context: { globals?: Record<string, unknown> }, code: 'espionage' | 'recycle', destination: string): string {
  const { t } = storyTexts(context, 'fleet');
  return t('form.sent', { type: t(`missionTypes.${code}.name`), destination });
}

async function search(canvas: Canvas, t: T, text: string) {
  const box = canvas.getByPlaceholderText(t('search.placeholder'));
  await userEvent.clear(box);
  // '[' and '{' start key descriptors in user-event: doubled, they are typed as themselves.
  await userEvent.type(box, `${text.replace(/[[{]/g, (c) => c + c)}{Enter}`);
}

/** The demo home, 1:42 'Solaris': the selected planet's system. */
export const ExploredSystem: Story = {
  tags: ['en-light'],
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context, 'galaxy');
    await expect(await canvas.findByRole('heading', { level: 1, name: t('title', { galaxy: 1, system: 42 }) })).toBeVisible();
    const list = await grid(canvas, t);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(15);
    await expect(canvas.getByTestId('galaxy-banner')).toHaveTextContent(whole(t('banner.explored', { count: ANY }), '\\d+'));
    await expect(canvas.getByRole('heading', { name: 'Solaris' })).toBeVisible();
    await expect(canvas.getByTestId('stat-explored')).toHaveTextContent(t('panel.yes'));
    await expect(canvas.getByText(t('legend.title'))).toBeVisible();
    for (const entry of [t('legend.mine'), t('legend.occupied'), t('legend.free'), t('legend.empty')])
      await expect(canvas.getByText(entry)).toBeVisible();
  },
};

/** A 404 from the server: 15 free positions, no error. */
export const UnexploredSystem: Story = {
  parameters: { route: `/galaxy?g=3&s=${UNEXPLORED}` },
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context, 'galaxy');
    await expect(await canvas.findByText(t('banner.unexplored'), {}, SLOW)).toBeVisible();
    await expect(canvas.getAllByText(t('slot.empty')).length).toBeGreaterThanOrEqual(15);
    await expect(canvas.getAllByText(t('slot.needsColonyShip')).length).toBeGreaterThanOrEqual(15);
    await expect(canvas.getByText(`[3:${UNEXPLORED}:1]`)).toBeVisible();
    await expect(canvas.getByTestId('stat-explored')).toHaveTextContent(t('panel.no'));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** The commander's home planet: 'Tu planeta' in the slot and in the side panel. */
export const OwnPlanet: Story = {
  tags: ['test-case'],
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context, 'galaxy');
    const home = await slotAt(canvas, t, 7);
    await expect(home).toHaveAttribute('data-kind', 'mine');
    await expect(home).toHaveAccessibleName(new RegExp(`^${escape(t('slot.positionPrefix'))} 7 .*Nueva Esperanza`));
    await expect(within(home).getAllByText(t('slot.yourPlanet')).length).toBeGreaterThan(0);
    await expect(within(home).getByText(like(t('slot.temperatureRange', { min: ANY, max: ANY })))).toBeVisible();
    const panel = canvas.getByRole('region', { name: t('panel.title') });
    await expect(within(panel).getByText('Nueva Esperanza')).toBeVisible();
    await expect(within(panel).getByText(t('slot.yourPlanet'))).toBeVisible();
  },
};

/** Debris at 1:42:9: amounts, 'Requiere naves recicladoras' and the recycle hand-over. */
export const SystemWithDebris: Story = {
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context, 'galaxy');
    const slot = await slotAt(canvas, t, 9);
    await waitFor(() => expect(within(slot).getByText(t('slot.needsRecyclers'))).toBeVisible(), SLOW);
    await expect(within(slot).getByText(like(t('slot.debrisValue', { metal: ANY, crystal: ANY, total: ANY })))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('panel.goTo', { coordinates: '1:42:9' }) })).toBeVisible();
    await userEvent.click(slot);
    const dialog = await body().findByRole('dialog', { name: t('details.title', { coordinates: '1:42:9' }) });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: t('details.recycle') })).toBeEnabled(), SLOW);
  },
};

/** 15 of 15 positions colonised: nothing free, not colonisable. */
export const FullSystem: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.galaxy.fullSystem } } },
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context, 'galaxy');
    await expect(await canvas.findByText(t('banner.explored', { count: 15 }), {}, SLOW)).toBeVisible();
    await expect(canvas.getByTestId('stat-free')).toHaveTextContent('0');
    await expect(canvas.getByTestId('stat-colonizable')).toHaveTextContent(t('panel.no'));
    await expect(canvas.queryByText(t('slot.available'))).toBeNull();
  },
};

/** A text search by owner name lists systems; a result opens its system. */
/**
 * 'Buscar' pressed from the keyboard: disabled while the search runs (Chromium then drops the
 * focus to the page's start), it gets the focus back with the results.
 */
export const SearchButtonKeepsFocus: Story = {
  tags: ['no-visual', 'test-case'],
  parameters: { msw: { handlers: { scenario: [scenarioHelpers.hold('get', routes.galaxy.search)] } } },
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context, 'galaxy');
    await grid(canvas, t);
    await userEvent.type(canvas.getByPlaceholderText(t('search.placeholder')), 'Nova Stark');
    const submit = canvas.getByRole('button', { name: t('search.submit') });
    submit.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: t('search.searching') })).toBeDisabled(), SLOW);
    await canvas.findByRole('region', { name: t('search.resultsTitle') }, SLOW);
    await waitFor(() => expect(canvas.getByRole('button', { name: t('search.submit') })).toHaveFocus(), SLOW);
  },
};

export const SearchResults: Story = {
  tags: ['en-light'],
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context, 'galaxy');
    await grid(canvas, t);
    await search(canvas, t, 'Nova Stark');
    const results = await canvas.findByRole('region', { name: t('search.resultsTitle') }, SLOW);
    await expect(within(results).getByRole('status')).toHaveTextContent(
      new RegExp(
        // The whole text for one or two results: a pseudo-locale's '[2 …]' keeps no text around a cut-out count.
        [1, 2].map((count) => escape(t('search.resultsCount', { count, query: 'Nova Stark' }))).join('|'),
      ),
    );
    const first = within(results)
      .getAllByRole('button')
      .find((button) => /\[\d+:\d+\]/.test(button.textContent ?? ''))!;
    const coords = /\[(\d+):(\d+)\]/.exec(first.textContent ?? '')!;
    await userEvent.click(first);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('title', { galaxy: coords[1], system: coords[2] }) }),
    ).toBeVisible();
  },
};

/** Coordinates jump and highlight the position; nothing is sent for blank text. */
export const SearchByCoordinates: Story = {
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context, 'galaxy');
    await grid(canvas, t);
    await search(canvas, t, ' 1:44:4 ');
    await expect(await canvas.findByRole('heading', { level: 1, name: t('title', { galaxy: 1, system: 44 }) })).toBeVisible();
    await waitFor(async () => expect(await slotAt(canvas, t, 4)).toHaveAttribute('aria-current', 'location'), SLOW);
    await search(canvas, t, '   ');
    await expect(canvas.queryByRole('region', { name: t('search.resultsTitle') })).toBeNull();
  },
};

/** The placeholder's own form: '[1:2]' jumps; '[1:44:4]' jumps and puts the focus on position 4. */
export const SearchBracketedCoordinates: Story = {
  tags: ['test-case'],
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context, 'galaxy');
    await grid(canvas, t);
    await search(canvas, t, '[1:2]');
    await expect(await canvas.findByRole('heading', { level: 1, name: t('title', { galaxy: 1, system: 2 }) }, SLOW)).toBeVisible();
    await search(canvas, t, '[1:44:4]');
    await expect(await canvas.findByRole('heading', { level: 1, name: t('title', { galaxy: 1, system: 44 }) }, SLOW)).toBeVisible();
    await waitFor(async () => expect(await slotAt(canvas, t, 4)).toHaveFocus(), SLOW);
    await expect(await slotAt(canvas, t, 4)).toHaveAttribute('aria-current', 'location');
    await expect(canvas.queryByRole('region', { name: t('search.resultsTitle') })).toBeNull();
  },
};

/** Out-of-range coordinates are refused with a clear message, and nothing moves. */
export const SearchOutOfRange: Story = {
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context, 'galaxy');
    await grid(canvas, t);
    await search(canvas, t, '1:44:99');
    await expect(await canvas.findByText(t('search.outOfRange.position', { min: 1, max: 15 }))).toBeVisible();
    await expect(canvas.getByPlaceholderText(t('search.placeholder'))).toHaveAttribute('aria-invalid', 'true');
    await search(canvas, t, '0:0');
    await expect(await canvas.findByText(t('search.outOfRange.galaxy', { min: 1, max: 9 }))).toBeVisible();
    await search(canvas, t, '999:999');
    await expect(await canvas.findByText(t('search.outOfRange.galaxy', { min: 1, max: 9 }))).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t('title', { galaxy: 1, system: 42 }));
  },
};

/** A system past the last one: the system's range is named. */
export const SearchSystemOutOfRange: Story = {
  tags: ['test-case'],
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context, 'galaxy');
    await grid(canvas, t);
    await search(canvas, t, '[1:999]');
    await expect(await canvas.findByText(t('search.outOfRange.system', { min: 1, max: 499 }))).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t('title', { galaxy: 1, system: 42 }));
  },
};

/** Coordinates that cannot be read ('[1:2', '1:2:3:4') say how to write them instead of searching. */
export const SearchMalformed: Story = {
  tags: ['test-case'],
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context, 'galaxy');
    await grid(canvas, t);
    const text = t('search.malformed');
    await search(canvas, t, '[1:2');
    await expect(await canvas.findByText(text)).toBeVisible();
    await search(canvas, t, '1:2:3:4');
    await expect(await canvas.findByText(text)).toBeVisible();
    await expect(canvas.queryByRole('region', { name: t('search.resultsTitle') })).toBeNull();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t('title', { galaxy: 1, system: 42 }));
  },
};

/** 300 pasted characters: kept in the box (nothing cut) and refused with the limit, as they arrive. */
export const SearchTooLong: Story = {
  tags: ['test-case'],
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context, 'galaxy');
    await grid(canvas, t);
    const box = canvas.getByPlaceholderText(t('search.placeholder'));
    await userEvent.click(box);
    await userEvent.paste('x'.repeat(300));
    await expect(await canvas.findByText(t('search.tooLong', { max: 100 }))).toBeVisible();
    await expect(box).toHaveValue('x'.repeat(300));
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText(t('search.tooLong', { max: 100 }))).toBeVisible();
    await expect(canvas.queryByRole('region', { name: t('search.resultsTitle') })).toBeNull();
  },
};

export const SearchNoResults: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.galaxy.searchNoResults } } },
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context, 'galaxy');
    await grid(canvas, t);
    await search(canvas, t, 'Andrómeda perdida');
    await expect(await canvas.findByText(t('search.noResults', { query: 'Andrómeda perdida' }), {}, SLOW)).toBeVisible();
  },
};

/** The system cannot be loaded: the red line with the catalogue text. */
export const LoadError: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.galaxy.systemError } } },
  play: async (context) => {
    const { canvas } = context;
    const errors = storyTexts(context, 'errors').t;
    const common = storyTexts(context, 'common').t;
    const line = await canvas.findByRole('alert', {}, SLOW);
    await expect(line).toHaveTextContent(errors('galaxy.system'));
    await expect(within(line).getByRole('button', { name: common('retry') })).toBeEnabled();
  },
};

/** The server says why: its `detail` replaces the default. */
export const LoadErrorWithServerMessage: Story = {
  tags: ['test-case'],
  parameters: { msw: { handlers: { scenario: scenarios.galaxy.systemServerMessage } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, SLOW)).toHaveTextContent('El mapa galáctico está en mantenimiento.');
  },
};

export const SearchError: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.galaxy.searchError } } },
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context, 'galaxy');
    const errors = storyTexts(context, 'errors').t;
    await grid(canvas, t);
    await search(canvas, t, 'Solaris');
    await expect(await canvas.findByRole('alert', {}, SLOW)).toHaveTextContent(errors('galaxy.search'));
    await expect(canvas.getByPlaceholderText(t('search.placeholder'))).toHaveValue('Solaris');
  },
};

/** Hover (or focus) opens a slot's tooltip. */
export const TooltipOpen: Story = {
  tags: ['en-light'],
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context, 'galaxy');
    const home = await slotAt(canvas, t, 7);
    await userEvent.hover(home);
    const tooltip = await body().findByRole('tooltip', {}, SLOW);
    await expect(tooltip).toHaveTextContent('Nueva Esperanza');
    await expect(tooltip).toHaveTextContent('[1:42:7]');
  },
};

/** Galaxy 1, system 1: both "previous" buttons are disabled. */
export const FirstSystem: Story = {
  tags: ['test-case'],
  parameters: { route: '/galaxy?g=1&s=1' },
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context, 'galaxy');
    await expect(await canvas.findByRole('heading', { level: 1, name: t('title', { galaxy: 1, system: 1 }) })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('nav.previousGalaxy') })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: t('nav.previousSystem') })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: t('nav.nextSystem') })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: t('nav.nextSystem') }));
    await expect(await canvas.findByRole('heading', { level: 1, name: t('title', { galaxy: 1, system: 2 }) })).toBeVisible();
  },
};

/** Arrow keys move between slots and, past the ends, between systems; typing is left alone. */
export const KeyboardNavigation: Story = {
  tags: ['test-case'],
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context, 'galaxy');
    const first = await slotAt(canvas, t, 1);
    first.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    await expect(await slotAt(canvas, t, 7)).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowLeft}');
    await expect(await canvas.findByRole('heading', { level: 1, name: t('title', { galaxy: 1, system: 41 }) })).toBeVisible();
    await waitFor(async () => expect(await slotAt(canvas, t, 15)).toHaveFocus(), SLOW);
    await userEvent.keyboard('{Enter}');
    await expect(await body().findByRole('dialog', { name: t('details.title', { coordinates: '1:41:15' }) })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    const box = canvas.getByPlaceholderText(t('search.placeholder'));
    await userEvent.type(box, '1:4{ArrowLeft}{ArrowRight}');
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t('title', { galaxy: 1, system: 41 }));
  },
};

/** Colonising a free planet fails: the catalogue text in the dialog, which stays open. */
export const ColoniseError: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.galaxy.colonizeError } } },
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context, 'galaxy');
    const errors = storyTexts(context, 'errors').t;
    const list = await grid(canvas, t);
    const free = list.querySelector<HTMLButtonElement>('button[data-kind="free"]')!;
    await userEvent.click(free);
    const dialog = await body().findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t('details.colonize') }));
    await expect(await within(dialog).findByRole('alert', {}, SLOW)).toHaveTextContent(errors('planets.colonize'));
    await expect(within(dialog).getByRole('button', { name: t('details.colonize') })).toBeEnabled();
  },
};

/** Colonising works in the demo universe: the slot becomes the player's. */
export const Colonise: Story = {
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context, 'galaxy');
    const list = await grid(canvas, t);
    const free = list.querySelector<HTMLButtonElement>('button[data-kind="free"]')!;
    const position = Number(free.dataset.position);
    await userEvent.click(free);
    await userEvent.click(within(await body().findByRole('dialog')).getByRole('button', { name: t('details.colonize') }));
    await expect(await canvas.findByText(colonised(t), {}, SLOW)).toBeVisible();
    await waitFor(async () => expect(await slotAt(canvas, t, position)).toHaveAttribute('data-kind', 'mine'), SLOW);
    // The dialog closed on success: the focus is back on the slot that opened it.
    await waitFor(async () => expect(await slotAt(canvas, t, position)).toHaveFocus(), SLOW);
  },
};

/** Abandoning asks first; confirming without a server message fails with the catalogue text. */
export const AbandonConfirmation: Story = {
  tags: ['en-light'],
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context, 'galaxy');
    await userEvent.click(await slotAt(canvas, t, 7));
    const dialog = await body().findByRole('dialog', { name: t('details.title', { coordinates: '1:42:7' }) });
    await userEvent.click(within(dialog).getByRole('button', { name: t('details.abandon') }));
    const confirm = await body().findByRole('alertdialog', { name: t('abandon.title', { name: 'Nueva Esperanza' }) });
    await expect(within(confirm).getByText(t('abandon.description', { coordinates: '1:42:7' }))).toBeVisible();
    await expect(within(confirm).getByRole('button', { name: t('abandon.cancel') })).toHaveFocus();
    await expect(within(confirm).getByRole('button', { name: t('abandon.confirm') })).toBeEnabled();
  },
};

export const AbandonError: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.galaxy.abandonError } } },
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context, 'galaxy');
    const errors = storyTexts(context, 'errors').t;
    await userEvent.click(await slotAt(canvas, t, 7));
    await userEvent.click(within(await body().findByRole('dialog')).getByRole('button', { name: t('details.abandon') }));
    await userEvent.click(within(await body().findByRole('alertdialog')).getByRole('button', { name: t('abandon.confirm') }));
    await expect(await canvas.findByRole('alert', {}, SLOW)).toHaveTextContent(errors('planets.abandon'));
    await expect(await slotAt(canvas, t, 7)).toHaveAttribute('data-kind', 'mine');
    // The confirmation closed: the focus is back on the slot (its own opener, the slot's dialog, is gone).
    await waitFor(async () => expect(await slotAt(canvas, t, 7)).toHaveFocus(), SLOW);
  },
};

/** Nearby debris fails: silently none, the system still shows. */
export const DebrisFailing: Story = {
  tags: ['test-case'],
  parameters: { msw: { handlers: { scenario: scenarios.galaxy.debrisError } } },
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context, 'galaxy');
    await expect(await canvas.findByText(t('panel.noDebris'), {}, SLOW)).toBeVisible();
    await expect(canvas.queryByText(t('slot.needsRecyclers'))).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.galaxy.systemLoading } } },
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context, 'galaxy');
    await expect(await canvas.findByRole('heading', { level: 1, name: t('title', { galaxy: 1, system: 42 }) }, SLOW)).toBeVisible();
    await expect(canvas.getByText(t('loading'))).toBeVisible();
  },
};

const holdColonize = [scenarioHelpers.hold('post', routes.galaxy.colonize(':id'))];
/** Presses with no pause between them (before any re-render): the worst case of a double click. */
const fast = () => userEvent.setup({ delay: null });

/** A double click on 'Colonizar' sends one request; the button waits while it is pending. */
export const ColoniseDoubleClick: Story = {
  tags: ['test-case'],
  parameters: { msw: { handlers: { scenario: holdColonize } } },
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context, 'galaxy');
    const log = recordRequests(worker);
    const list = await grid(canvas, t);
    const free = list.querySelector<HTMLButtonElement>('button[data-kind="free"]')!;
    await userEvent.click(free);
    const button = within(await body().findByRole('dialog')).getByRole('button', { name: t('details.colonize') });
    await fast().dblClick(button);
    await expect(await within(await body().findByRole('dialog')).findByRole('button', { name: t('details.colonizing') })).toBeDisabled();
    await expect(await canvas.findByText(colonised(t), {}, SLOW)).toBeVisible();
    await expect(log.count('POST', routes.galaxy.colonize(':id'))).toBe(1);
    log.stop();
  },
};

const holdAbandon = [scenarioHelpers.hold('post', routes.galaxy.abandon(':id'))];

/** A double click on the confirmation's 'Abandonar' sends one request. */
export const AbandonDoubleClick: Story = {
  tags: ['test-case'],
  parameters: { msw: { handlers: { scenario: [...holdAbandon, ...scenarios.galaxy.abandonError] } } },
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context, 'galaxy');
    const errors = storyTexts(context, 'errors').t;
    const log = recordRequests(worker);
    await userEvent.click(await slotAt(canvas, t, 7));
    await userEvent.click(within(await body().findByRole('dialog')).getByRole('button', { name: t('details.abandon') }));
    const confirm = await body().findByRole('alertdialog');
    await fast().dblClick(within(confirm).getByRole('button', { name: t('abandon.confirm') }));
    await expect(await canvas.findByRole('alert', {}, SLOW)).toHaveTextContent(errors('planets.abandon'));
    await expect(log.count('POST', routes.galaxy.abandon(':id'))).toBe(1);
    log.stop();
  },
};

// ---- phones -----------------------------------------------------------------------------------

const PHONE = { viewport: { value: 'phone', isRotated: false } };

/** Checks what a thumb needs: no sideways scroll, 44 px rows, text of at least 14 px. */
async function expectPhoneFriendly(list: HTMLElement) {
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  for (const row of within(list).getAllByRole('button')) {
    await expect(row.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(parseFloat(getComputedStyle(row).fontSize)).toBeGreaterThanOrEqual(14);
  }
}

/** Below 768 px: 15 rows (position, planet, owner, debris marker, action); the panel is a sheet. */
export const PhoneList: Story = {
  globals: PHONE,
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context, 'galaxy');
    const list = await grid(canvas, t);
    await expect(list).toHaveAttribute('data-layout', 'list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(15);
    await expectPhoneFriendly(list);
    const home = await slotAt(canvas, t, 7);
    await expect(home).toHaveTextContent('Nueva Esperanza');
    await expect(home).toHaveTextContent(t('slot.yourPlanet'));
    await waitFor(async () => expect(within(await slotAt(canvas, t, 9)).getByText(t('slot.debris'))).toBeInTheDocument(), SLOW);
    // The side panel is not beside the list: a button opens it as a sheet.
    await expect(canvas.queryByRole('region', { name: t('panel.title') })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('panel.title') }));
    const sheet = await body().findByRole('dialog', { name: t('panel.title') });
    await expect(within(sheet).getByRole('heading', { name: 'Solaris' })).toBeVisible();
    await expect(within(sheet).getByText(t('legend.title'))).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** The phone list in light theme and English: a row opens the slot's actions. */
export const PhoneListEnglishLight: Story = {
  globals: { ...PHONE, theme: 'light', locale: 'en' },
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context, 'galaxy');
    const list = await grid(canvas, t);
    await expectPhoneFriendly(list);
    const empty = list.querySelector<HTMLButtonElement>('button[data-kind="empty"]');
    if (empty) {
      await expect(empty).toHaveTextContent(t('slot.empty'));
      await userEvent.click(empty);
      const dialog = await body().findByRole('dialog');
      await expect(within(dialog).getByRole('button', { name: t('details.sendColonyShip') })).toBeVisible();
    }
    await expect(canvas.getByRole('button', { name: t('panel.title') })).toBeVisible();
  },
};

// ---- fleet missions from a slot ---------------------------------------------------------------

/** Shows where the app went (the story renders the screen at every path). */
function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}
const withLocation: NonNullable<Story['decorators']> = [
  (Story) => (
    <>
      <Story />
      <Where />
    </>
  ),
];

/** A foreign planet: spy, attack, transport and a message; 'Espiar…' (more options) opens the prefilled form. */
export const ForeignSlotMissions: Story = {
  decorators: withLocation,
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context, 'galaxy');
    const list = await grid(canvas, t);
    const foreign = list.querySelector<HTMLButtonElement>('button[data-kind="occupied"]')!;
    const position = foreign.dataset.position;
    await userEvent.click(foreign);
    const dialog = await body().findByRole('dialog', { name: t('details.title', { coordinates: `1:42:${position}` }) });
    const fleet = within(dialog).getByRole('group', { name: t('details.sendFleet') });
    const missions = within(fleet)
      .getAllByRole('button')
      .map((button) => button.textContent);
    await expect(missions.slice(0, 3)).toEqual([
      t('details.missions.espionage'),
      t('details.missions.attack'),
      t('details.missions.transport'),
    ]);
    await expect(within(fleet).queryByRole('button', { name: t('details.missions.deploy') })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: t('quick.inForm', { mission: t('details.missions.espionage') }) }));
    await expect(canvas.getByTestId('location')).toHaveTextContent(`/fleet?g=1&s=42&p=${position}&type=planet&mission=espionage`);
  },
};

/** 'Enviar mensaje' opens compose with the owner's username (Orión Vale at 1:42:2 is the player 'orion'). */
export const MessageOwner: Story = {
  tags: ['test-case'],
  decorators: withLocation,
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context, 'galaxy');
    await userEvent.click(await slotAt(canvas, t, 2));
    const dialog = await body().findByRole('dialog', { name: t('details.title', { coordinates: '1:42:2' }) });
    await expect(within(dialog).getByText('Orión Vale')).toBeVisible();
    await userEvent.click(await within(dialog).findByRole('button', { name: t('details.message') }, SLOW));
    await expect(canvas.getByTestId('location')).toHaveTextContent('/messages?compose=orion');
  },
};

/** An owner the recipient search does not know (a commander of the map, not a player): no 'Enviar mensaje'. */
export const NoMessageToUnknownOwner: Story = {
  tags: ['test-case'],
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context, 'galaxy');
    await userEvent.click(await slotAt(canvas, t, 9));
    const dialog = await body().findByRole('dialog', { name: t('details.title', { coordinates: '1:42:9' }) });
    await expect(within(dialog).getByText('Marek Doss')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: t('details.missions.espionage') })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(within(dialog).queryByRole('button', { name: t('details.message') })).toBeNull();
  },
};

/** The selected planet (the origin) offers no fleet mission to itself; debris there offers recycle. */
export const OwnSlotMissions: Story = {
  tags: ['test-case'],
  decorators: withLocation,
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context, 'galaxy');
    await userEvent.click(await slotAt(canvas, t, 7));
    const dialog = await body().findByRole('dialog', { name: t('details.title', { coordinates: '1:42:7' }) });
    await expect(within(dialog).queryByRole('group', { name: t('details.sendFleet') })).toBeNull();
    await expect(within(dialog).queryByRole('button', { name: t('details.message') })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(await slotAt(canvas, t, 9));
    const debris = await body().findByRole('dialog', { name: t('details.title', { coordinates: '1:42:9' }) });
    await expect(await within(debris).findByRole('button', { name: t('details.recycle') })).toBeVisible();
    await userEvent.click(
      within(within(debris).getByRole('group', { name: t('quick.moreOptions') })).getByRole('button', {
        name: t('quick.inForm', { mission: t('details.recycle') }),
      }),
    );
    await expect(canvas.getByTestId('location')).toHaveTextContent('/fleet?g=1&s=42&p=9&type=debris&mission=recycle');
  },
};

/** The missions in English. */
export const SlotMissionsEnglish: Story = {
  globals: { locale: 'en', theme: 'light' },
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context, 'galaxy');
    const list = await grid(canvas, t);
    await userEvent.click(list.querySelector<HTMLButtonElement>('button[data-kind="occupied"]')!);
    const fleet = within(await body().findByRole('dialog')).getByRole('group', { name: t('details.sendFleet') });
    for (const name of [t('details.missions.espionage'), t('details.missions.attack'), t('details.missions.transport')])
      await expect(within(fleet).getByRole('button', { name })).toBeVisible();
  },
};

// ---- two clicks: spy and recycle sent at once -------------------------------------------------

const CREATE = routes.fleet.create;
/** The occupied slot the e2e spies on. */
const SPY_TARGET = 4;

/** Opens a slot's dialog and returns its quick button once the origin's ships are known. */
async function quickButton(canvas: Canvas, t: T, position: number, name: string) {
  await userEvent.click(await slotAt(canvas, t, position));
  const dialog = await body().findByRole('dialog', { name: t('details.title', { coordinates: `1:42:${position}` }) });
  const button = within(within(dialog).getByRole('group', { name: t('details.sendFleet') })).getByRole('button', { name });
  await waitFor(() => expect(button).toBeEnabled(), SLOW);
  return { dialog, button };
}

/** 'Espiar' sends one probe from the selected planet at once: the dialog closes and the notice gives the arrival and a way to Flota. */
export const SpySent: Story = {
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context, 'galaxy');
    const log = recordRequests(worker);
    const { button } = await quickButton(canvas, t, SPY_TARGET, t('details.missions.espionage'));
    await userEvent.click(button);
    const notice = await canvas.findByTestId('quick-sent', {}, SLOW);
    await expect(notice).toHaveTextContent(`${sent(context, 'espionage', `1:42:${SPY_TARGET}`)}. ${t('quick.arrival')}`);
    // A clock time, alone or with its city as the language words it ('14:00:03 (Madrid)').
    const inZone = storyTexts(context, 'common').t('time.inZone', { time: ANY, city: ANY });
    const clockTime = '\\d{2}:\\d{2}:\\d{2}';
    const [head, between, tail] = inZone.split(ANY).map(escape);
    await expect(within(notice).getByTestId('quick-arrival')).toHaveTextContent(
      new RegExp(`^(${clockTime}|${head}${clockTime}${between}.+${tail})$`),
    );
    await expect(canvas.getByRole('link', { name: t('quick.viewInFleet') })).toHaveAttribute('href', '/fleet');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    // The focus is back on the slot that opened the dialog (not lost to the page).
    await waitFor(async () => expect(await slotAt(canvas, t, SPY_TARGET)).toHaveFocus(), SLOW);
    await expect(log.count('POST', CREATE)).toBe(1);
    await expect(log.matching('POST', CREATE)[0]!.body).toMatchObject({
      mission_type: 'espionage',
      origin_planet_id: 101,
      destination_galaxy: 1,
      destination_system: 42,
      destination_position: SPY_TARGET,
      destination_type: 'planet',
      ships: [{ espionage_probe: 1 }],
    });
    log.stop();
  },
};

/** A double click on 'Espiar' sends one fleet: the button reads 'Enviando...' and waits while the request is out. */
export const SpySending: Story = {
  tags: ['test-case'],
  parameters: { msw: { handlers: { scenario: [scenarioHelpers.hold('post', CREATE, 1_500)] } } },
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context, 'galaxy');
    const log = recordRequests(worker);
    const { dialog, button } = await quickButton(canvas, t, SPY_TARGET, t('details.missions.espionage'));
    await userEvent.setup({ delay: null }).dblClick(button);
    await expect(await within(dialog).findByRole('button', { name: t('quick.sending') })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: t('details.missions.attack') })).toBeEnabled();
    await expect(await canvas.findByTestId('quick-sent', {}, SLOW)).toHaveTextContent(sent(context, 'espionage', `1:42:${SPY_TARGET}`));
    await expect(log.count('POST', CREATE)).toBe(1);
    log.stop();
  },
};

/** The server refuses (not enough deuterium): its text in the dialog, which stays open; Enter pressed twice sent one request; 'Espiar' can be tried again. */
export const SpyFailed: Story = {
  parameters: {
    msw: {
      handlers: {
        scenario: [scenarioHelpers.failWith('post', CREATE, 400, { error: 'Deuterio insuficiente: el viaje necesita 3 de combustible.' })],
      },
    },
  },
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context, 'galaxy');
    const errors = storyTexts(context, 'errors').t;
    const log = recordRequests(worker);
    const { dialog, button } = await quickButton(canvas, t, SPY_TARGET, t('details.missions.espionage'));
    button.focus();
    await userEvent.setup({ delay: null }).keyboard('{Enter}{Enter}');
    await expect(await within(dialog).findByRole('alert', {}, SLOW)).toHaveTextContent(
      errors('fleet.create', { message: 'Deuterio insuficiente: el viaje necesita 3 de combustible.' }),
    );
    await waitFor(() => expect(within(dialog).getByRole('button', { name: t('details.missions.espionage') })).toBeEnabled());
    await expect(canvas.queryByTestId('quick-sent')).toBeNull();
    await expect(log.count('POST', CREATE)).toBe(1);
    log.stop();
  },
};

/** A 500 without a body, then an answer the client cannot read: readable texts, never a crash. */
export const SpyServerErrorAndMalformed: Story = {
  tags: ['test-case'],
  parameters: { msw: { handlers: { scenario: scenarios.missions.createBare } } },
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context, 'galaxy');
    const errors = storyTexts(context, 'errors').t;
    const { dialog, button } = await quickButton(canvas, t, SPY_TARGET, t('details.missions.espionage'));
    await userEvent.click(button);
    await expect(await within(dialog).findByRole('alert', {}, SLOW)).toHaveTextContent(
      errors('fleet.create', { message: storyTexts(context, 'fleet').t('form.unknownError') }),
    );
    worker.use(scenarioHelpers.wrongShape('post', CREATE));
    await userEvent.click(within(dialog).getByRole('button', { name: t('details.missions.espionage') }));
    await expect(await within(dialog).findByText(t('quick.malformed'), {}, SLOW)).toBeVisible();
  },
};

/** Forja Boreal has no probe: 'Espiar' is disabled and says why; 'Espiar…' still opens the fleet form. */
export const NoProbes: Story = {
  decorators: withLocation,
  parameters: { route: '/galaxy?g=1&s=42', selectedPlanet: 102 },
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context, 'galaxy');
    await userEvent.click(await slotAt(canvas, t, SPY_TARGET));
    const dialog = await body().findByRole('dialog', { name: t('details.title', { coordinates: `1:42:${SPY_TARGET}` }) });
    const reason = await within(dialog).findByText(
      t('quick.noShip', { planet: 'Forja Boreal', ship: storyTexts(context, 'entities').t('ship.espionage_probe') }),
      {},
      SLOW,
    );
    const spy = within(dialog).getByRole('button', { name: t('details.missions.espionage') });
    await expect(spy).toBeDisabled();
    await expect(spy).toHaveAccessibleDescription(reason.textContent);
    await userEvent.click(within(dialog).getByRole('button', { name: t('quick.inForm', { mission: t('details.missions.espionage') }) }));
    await expect(canvas.getByTestId('location')).toHaveTextContent(`/fleet?g=1&s=42&p=${SPY_TARGET}&type=planet&mission=espionage`);
  },
};

/** 'Enviar recicladores' sends the recyclers that carry the whole field (at most the 2 on the planet). */
export const RecycleSent: Story = {
  tags: ['test-case'],
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context, 'galaxy');
    const log = recordRequests(worker);
    const field = db.debrisFields.findFirst((q) => q.where({ galaxy: 1, system: 42, position: 9 }))!;
    const needed = Math.min(2, Math.ceil((field.metal_amount + field.crystal_amount) / 20_000));
    const { button } = await quickButton(canvas, t, 9, t('details.recycle'));
    await userEvent.click(button);
    await expect(await canvas.findByTestId('quick-sent', {}, SLOW)).toHaveTextContent(
      `${sent(context, 'recycle', '1:42:9')}. ${t('quick.arrival')}`,
    );
    await expect(log.matching('POST', CREATE)[0]!.body).toMatchObject({
      mission_type: 'recycle',
      destination_type: 'debris',
      destination_position: 9,
      ships: [{ recycler: needed }],
    });
    await expect(log.count('POST', CREATE)).toBe(1);
    log.stop();
  },
};

/** The confirmation on a phone, light theme, English: above the tab bar, with its link to Fleet. */
export const SpySentPhoneEnglishLight: Story = {
  globals: { ...PHONE, theme: 'light', locale: 'en' },
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context, 'galaxy');
    const list = await grid(canvas, t);
    await userEvent.click(list.querySelector<HTMLButtonElement>(`button[data-position="${SPY_TARGET}"]`)!);
    const dialog = await body().findByRole('dialog');
    const spy = within(dialog).getByRole('button', { name: t('details.missions.espionage') });
    await waitFor(() => expect(spy).toBeEnabled(), SLOW);
    await expect(
      within(dialog).getByRole('button', { name: t('quick.inForm', { mission: t('details.missions.espionage') }) }),
    ).toBeVisible();
    await userEvent.click(spy);
    await expect(await canvas.findByTestId('quick-sent', {}, SLOW)).toHaveTextContent(
      `${sent(context, 'espionage', `1:42:${SPY_TARGET}`)}. ${t('quick.arrival')}`,
    );
    await expect(canvas.getByRole('link', { name: t('quick.viewInFleet') })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
