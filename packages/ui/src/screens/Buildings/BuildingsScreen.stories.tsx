import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { scenarios } from '@imperio/mocks';
import { localeOf } from '../../i18n/languages';
import { formatDecimal } from '../../lib/format';
import { storyTexts } from '../../workbench/play/storyTexts';
import { closeSheet, expectInViewport, openSheet, PHONE_390 } from '../phoneSheetStory';
import { BuildingsScreen } from './BuildingsScreen';

const meta = {
  title: 'Screens/Edificios',
  // The sidebar shows the game's name; the id stays the folder's, as the visual baselines are named by it.
  id: 'screens-buildings',
  component: BuildingsScreen,
  parameters: { route: '/buildings', selectedPlanet: 101 },
} satisfies Meta<typeof BuildingsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const wait = { timeout: 8000 };

type PlayContext = { globals?: Record<string, unknown> };

/**
 * The buildings screen's texts in the story's language: `t` (buildings), `errors`, `common`,
 * `building(code)` (the entity's name), `number` ('199.515' or '199,515'), `decimal` ('0,08' or
 * '0.08') and `back`, the phone sheet's back control.
 */
function texts(context: PlayContext) {
  const { t, number, locale } = storyTexts(context, 'buildings');
  const entities = storyTexts(context, 'entities').t;
  const common = storyTexts(context, 'common').t;
  return {
    t,
    number,
    errors: storyTexts(context, 'errors').t,
    common,
    building: (code: string): string => String(entities(`building.${code}` as never)),
    decimal: (value: number) => formatDecimal(value, localeOf(locale), 2),
    back: common('sheet.back'),
  };
}

async function cardNames(canvas: Canvas) {
  await canvas.findAllByTestId('building-card', {}, wait);
  return canvas.queryAllByTestId('building-card').map((card) => within(card).getByRole('heading', { level: 2 }).textContent);
}

async function card(canvas: Canvas, name: string) {
  const cards = await canvas.findAllByTestId('building-card', {}, wait);
  const found = cards.find((c) => within(c).queryByRole('heading', { level: 2, name }));
  if (!found) throw new Error(`no card ${name}`);
  return found;
}

/** Opens the category tab `category` and checks that it lists the buildings of `codes`, in order. */
async function tab(canvas: Canvas, context: PlayContext, category: string, codes: string[]) {
  const { t, building } = texts(context);
  const name = t(`categories.${category}` as never);
  await canvas.findAllByTestId('building-card', {}, wait);
  await userEvent.click(canvas.getByRole('tab', { name }));
  await expect(canvas.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
  await expect(await cardNames(canvas)).toEqual(codes.map(building));
}

/** Nueva Esperanza: every building, fields 125/163, the detail placeholder, an empty queue. */
export const AllBuildings: Story = {
  // The whole list in the es-dark shot (tests/visual/visual-suite.tsx): the other states cut it at 1200 px.
  tags: ['full-height', 'en-light'],
  play: async ({ canvas, globals }) => {
    const { t, common, number, building } = texts({ globals });
    await expect(canvas.getByRole('heading', { level: 1, name: t('title') })).toBeVisible();
    await expect(await cardNames(canvas)).toHaveLength(17);
    await expect(canvas.getByRole('tab', { name: t('categories.all') })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByTestId('planet-fields')).toHaveTextContent('125/163');
    await expect(canvas.getByTestId('planet-fields')).toHaveTextContent(t('fieldsAvailable', { count: 38 }));
    // No note of fields reserved by the queue, in either plural form.
    for (const count of [1, 2]) {
      await expect(canvas.getByTestId('planet-fields')).not.toHaveTextContent(
        t('fieldsReserved', { count }).replace(String(count), '').trim(),
      );
    }
    const mine = await card(canvas, building('metal_mine'));
    await expect(mine).toHaveTextContent(t('levelOfMax', { level: 20, max: 60 }));
    await expect(within(mine).getByRole('list', { name: t('production') })).toHaveTextContent(
      `${common('resources.metal')}${number(4_036)}/h`,
    );
    await expect(within(mine).getByRole('list', { name: t('upgradeCost') })).toHaveTextContent(
      `${common('resources.metal')}${number(199_515)}`,
    );
    await expect(await canvas.findByText(t('queue.empty'))).toBeVisible();
  },
};

export const ProductionTab: Story = {
  play: async ({ canvas, globals }) =>
    tab(canvas, { globals }, 'production', ['metal_mine', 'crystal_mine', 'deuterium_synthesizer', 'solar_plant', 'fusion_reactor']),
};
export const StorageTab: Story = {
  play: async ({ canvas, globals }) => tab(canvas, { globals }, 'storage', ['metal_storage', 'crystal_storage', 'deuterium_tank']),
};
export const FacilitiesTab: Story = {
  play: async ({ canvas, globals }) => tab(canvas, { globals }, 'facility', ['robotics_factory', 'nanite_factory']),
};
export const ResearchTab: Story = {
  play: async ({ canvas, globals }) => tab(canvas, { globals }, 'research', ['research_lab']),
};
export const ShipyardTab: Story = {
  play: async ({ canvas, globals }) => tab(canvas, { globals }, 'shipyard', ['shipyard', 'space_dock']),
};
export const DefenseTab: Story = {
  play: async ({ canvas, globals }) => tab(canvas, { globals }, 'defense', ['missile_silo', 'shield_generator']),
};
export const SpecialTab: Story = {
  play: async ({ canvas, globals }) => tab(canvas, { globals }, 'special', ['terraformer', 'alliance_depot']),
};

/**
 * Forja Boreal: the metal mine is upgrading (countdown) and two more wait in the queue; their
 * cards say 'En cola' with the same positions as the queue list (one source of truth), and the
 * free fields agree with used/total (140 − 81 = 59) while the queue's 3 are shown apart.
 */
export const UpgradingWithQueue: Story = {
  parameters: { selectedPlanet: 102 },
  play: async ({ canvas, globals }) => {
    const { t, building } = texts({ globals });
    const mine = await card(canvas, building('metal_mine'));
    const countdown = within(mine).getByTestId('building-countdown');
    await expect(countdown).toHaveTextContent(t('upgrading', { level: 17 }));
    await expect(countdown.textContent).toMatch(/\d+:\d\d:\d\d$/);
    await expect(within(mine).queryByRole('button', { name: t('upgradeName', { level: 17, name: building('metal_mine') }) })).toBeNull();
    const items = await canvas.findAllByTestId('queue-item', {}, wait);
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent(building('metal_mine'));
    await expect(items[0]).toHaveTextContent(t('queue.targetLevel', { level: 17 }));
    await expect(items[0]).toHaveTextContent(t('queue.building'));
    await expect(items[1]).toHaveTextContent(building('crystal_mine'));
    await expect(items[2]).toHaveTextContent(building('research_lab'));
    await expect(items[2]).toHaveTextContent(t('queue.waiting'));
    await expect(within(items[2]!).getByLabelText(t('queue.position', { position: 3 }))).toBeVisible();
    const crystal = await card(canvas, building('crystal_mine'));
    await expect(within(crystal).getByTestId('building-queued')).toHaveTextContent(t('queuedAt', { level: 16, position: 2 }));
    await expect(within(crystal).queryByTestId('building-countdown')).toBeNull();
    const lab = await card(canvas, building('research_lab'));
    await expect(within(lab).getByTestId('building-queued')).toHaveTextContent(t('queuedAt', { level: 6, position: 3 }));
    await expect(items[1]).toHaveTextContent(t('queue.waiting'));
    const fields = canvas.getByTestId('planet-fields');
    await expect(fields).toHaveTextContent('81/140');
    await expect(fields).toHaveTextContent(`${t('fieldsAvailable', { count: 59 })} · ${t('fieldsReserved', { count: 3 })}`);
    // The detail panel agrees with the card.
    await userEvent.click(within(crystal).getByRole('button', { name: t('detailsOf', { name: building('crystal_mine') }) }));
    await expect(await canvas.findByTestId('building-detail')).toHaveTextContent(t('queuedAt', { level: 16, position: 2 }));
  },
};

/** A player starts an upgrade: the message, the countdown and the queue follow; the focus stays on the card. */
export const UpgradeStarts: Story = {
  tags: ['en-light'],
  play: async ({ canvas, globals }) => {
    const { t, building } = texts({ globals });
    const name = building('space_dock');
    const dock = await card(canvas, name);
    await userEvent.click(within(dock).getByRole('button', { name: t('upgradeName', { level: 1, name }) }));
    await expect(await canvas.findByText(t('upgradeStartedOf', { name, level: 1 }), {}, wait)).toBeVisible();
    await waitFor(() => expect(within(dock).getByTestId('building-countdown')).toHaveTextContent(t('upgrading', { level: 1 })), wait);
    await expect(await canvas.findByTestId('queue-item', {}, wait)).toHaveTextContent(name);
    // The pressed button gave way to the countdown: the focus stays on the card, on 'Detalles'.
    await waitFor(() => expect(within(dock).getByRole('button', { name: t('detailsOf', { name }) })).toHaveFocus(), wait);
  },
};

/** An upgrade started from the side panel: its button gives way to the countdown, the focus stays in the panel. */
export const UpgradeFromDetail: Story = {
  tags: ['no-visual', 'test-case'],
  play: async ({ canvas, globals }) => {
    const { t, building } = texts({ globals });
    const dock = await card(canvas, building('space_dock'));
    await userEvent.click(within(dock).getByRole('button', { name: t('detailsOf', { name: building('space_dock') }) }));
    const panel = await canvas.findByTestId('building-detail');
    await userEvent.click(within(panel).getByRole('button', { name: t('upgrade', { level: 1 }) }));
    await waitFor(() => expect(panel).toHaveTextContent(t('upgrading', { level: 1 })), wait);
    await waitFor(() => expect(within(panel).getByRole('button', { name: t('detail.close') })).toHaveFocus(), wait);
  },
};

/** The side panel: build time and acceleration (robotics 10 → 1/11, nanite 2 → 1/4). */
export const DetailPanel: Story = {
  tags: ['test-case'],
  play: async ({ canvas, globals }) => {
    const { t, building, decimal } = texts({ globals });
    const dock = await card(canvas, building('space_dock'));
    await userEvent.click(within(dock).getByRole('button', { name: t('detailsOf', { name: building('space_dock') }) }));
    const panel = await canvas.findByTestId('building-detail');
    await expect(within(panel).getByRole('heading', { name: building('space_dock') })).toBeVisible();
    await expect(await within(panel).findByTestId('build-time', {}, wait)).toHaveTextContent('0:07');
    await expect(panel).toHaveTextContent(t('detail.factorLevel', { level: 10, factor: '1/11' }));
    await expect(panel).toHaveTextContent(t('detail.factorLevel', { level: 2, factor: '1/4' }));
    await expect(within(panel).getByTestId('base-hours')).toHaveTextContent(t('detail.hours', { value: decimal(0.08) }));
    await expect(panel).toHaveTextContent(t('detail.speedUp', { value: decimal(44) }));
    await userEvent.click(within(panel).getByRole('button', { name: t('detail.close') }));
    await expect(canvas.queryByTestId('building-detail')).toBeNull();
  },
};

/**
 * A phone (390×844): 'Detalles' opens the building's detail as a sheet in view, with the cost,
 * the build time and 'Mejorar'; 'Volver' and the browser's Back close it and the focus returns to
 * 'Detalles'; the page stays. The shot shows the sheet open again.
 */
export const PhoneDetailSheet: Story = {
  ...PHONE_390,
  play: async ({ canvas, globals }) => {
    const { t, common, building, back } = texts({ globals });
    const name = building('space_dock');
    const dock = await card(canvas, name);
    const details = within(dock).getByRole('button', { name: t('detailsOf', { name }) });
    const sheet = await openSheet(details, name);
    const detail = within(sheet).getByTestId('building-detail');
    await expect(within(detail).getByRole('list', { name: t('upgradeCost') })).toHaveTextContent(
      // The name is escaped: a pseudo-locale text is '[Ḿééŧááļ]', a character class unescaped.
      new RegExp(`${common('resources.metal').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\\d.,]+`),
    );
    await expect(await within(detail).findByTestId('build-time', {}, wait)).toHaveTextContent('0:07');
    const upgrade = within(detail).getByRole('button', { name: t('upgrade', { level: 1 }) });
    await expect(upgrade).toBeEnabled();
    await expectInViewport(upgrade);
    await closeSheet(sheet, details, back);
    // The browser's Back closes the sheet before it leaves the page.
    await openSheet(details, name);
    window.history.back();
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull(), wait);
    await waitFor(() => expect(details).toHaveFocus(), wait);
    await expect(canvas.getByRole('heading', { level: 1, name: t('title') })).toBeVisible();
    await openSheet(details, name);
  },
};

/**
 * A phone: the metal mine's next level costs more than Nueva Esperanza holds; its sheet shows
 * the cost and the shortfall, with 'Mejorar' disabled, all within the viewport.
 */
export const PhoneDetailShortfall: Story = {
  ...PHONE_390,
  tags: ['no-visual', 'test-case'],
  play: async ({ canvas, globals }) => {
    const { t, common, number, building, errors } = texts({ globals });
    const name = building('metal_mine');
    const mine = await card(canvas, name);
    const sheet = await openSheet(within(mine).getByRole('button', { name: t('detailsOf', { name }) }), name);
    await expect(within(sheet).getByRole('list', { name: t('upgradeCost') })).toHaveTextContent(
      `${common('resources.metal')}${number(199_515)}`,
    );
    // The shortfall in the client's words (the cost beyond the planet's stock), not the server's.
    const prefix = errors('codes.insufficient_resources', { missing: '§' }).split('§')[0]!;
    const short = await within(sheet).findByText(
      (text) => text.startsWith(prefix) && text.includes(errors('codes.resources.metal')),
      {},
      wait,
    );
    await expectInViewport(short);
    const upgrade = within(sheet).getByRole('button', { name: t('upgrade', { level: 21 }) });
    await expect(upgrade).toBeDisabled();
    await expectInViewport(upgrade);
  },
};

/**
 * A phone, Forja Boreal: the queue is a strip under the title (the metal mine building, its
 * countdown, '+2 en cola') that opens the whole queue; closing it returns the focus to the strip.
 */
export const PhoneQueueStrip: Story = {
  ...PHONE_390,
  tags: ['no-visual'],
  parameters: { ...PHONE_390.parameters, selectedPlanet: 102 },
  play: async ({ canvas, globals }) => {
    const { t, common, building, back } = texts({ globals });
    const strip = await canvas.findByTestId('queue-strip', {}, wait);
    await waitFor(() => expect(strip).toHaveTextContent(`${building('metal_mine')} · ${t('queue.targetLevel', { level: 17 })}`), wait);
    await expect(strip).toHaveTextContent(/\d+:\d\d:\d\d/);
    await expect(strip).toHaveTextContent(common('queueStrip.more', { count: 2 }));
    await expectInViewport(strip);
    const sheet = await openSheet(strip, t('queue.title'));
    await expect(within(sheet).getAllByTestId('queue-item')).toHaveLength(3);
    await closeSheet(sheet, strip, back);
  },
};

/** `can_upgrade: false` everywhere: each card says why (the server's reasons, as sent) and its button is disabled. */
export const CannotUpgrade: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.buildings.cannotUpgrade } } },
  play: async ({ canvas, globals }) => {
    const { t, building, errors } = texts({ globals });
    const dock = await card(canvas, building('space_dock'));
    // A reason the client has no words for: the server's, as sent, marked as the server's text.
    const dockReason = within(dock).getByTestId('upgrade-reason');
    await expect(dockReason).toHaveTextContent('Energía insuficiente: amplía la planta de energía solar');
    await expect(within(dockReason).getByText(/^Energía insuficiente/)).toHaveAttribute('data-server-text');
    await expect(within(dock).getByRole('button', { name: t('upgradeName', { level: 1, name: building('space_dock') }) })).toBeDisabled();
    // A shortfall the client sees in the planet's stock: in its own words, in the player's language.
    const short = errors('codes.insufficient_resources', { missing: '§' }).split('§')[0]!;
    // (Once the planet's stock has arrived: until then the server's reason shows.)
    for (const code of ['metal_mine', 'nanite_factory']) {
      const reason = within(await card(canvas, building(code))).getByTestId('upgrade-reason');
      await waitFor(() => expect(reason.textContent?.slice(0, short.length)).toBe(short), wait);
      await expect(reason.querySelector('[data-server-text]')).toBeNull();
    }
  },
};

/** The planetary shield is at its maximum level 5/5. */
export const MaxLevel: Story = {
  play: async ({ canvas, globals }) => {
    const { t, building } = texts({ globals });
    await canvas.findAllByTestId('building-card', {}, wait);
    await userEvent.click(canvas.getByRole('tab', { name: t('categories.defense') }));
    const shield = await card(canvas, building('shield_generator'));
    await expect(shield).toHaveTextContent(t('levelOfMax', { level: 5, max: 5 }));
    // The client's own words for it, whatever the server sent.
    await expect(within(shield).getByTestId('upgrade-reason')).toHaveTextContent(t('maxLevel'));
    // No upgrade button of any level ('Mejorar a nivel …').
    const upgradePrefix = t('upgrade', { level: '§' }).split('§')[0]!;
    await expect(within(shield).queryByRole('button', { name: (name) => name.startsWith(upgradePrefix) })).toBeNull();
  },
};

export const FieldsAlmostFull: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.buildings.fieldsAlmostFull } } },
  play: async ({ canvas, globals }) => {
    const { t } = texts({ globals });
    const fields = await canvas.findByTestId('planet-fields', {}, wait);
    await expect(fields).toHaveTextContent('162/163');
    await expect(fields).toHaveTextContent(t('fieldsAvailable', { count: 1 }));
    await expect(within(fields).getByRole('progressbar', { name: t('fieldsLabel') })).toHaveAttribute(
      'aria-valuenow',
      String((162 / 163) * 100),
    );
  },
};

export const FieldsFull: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.buildings.fieldsFull } } },
  play: async ({ canvas, globals }) => {
    const { building } = texts({ globals });
    await expect(await canvas.findByTestId('planet-fields', {}, wait)).toHaveTextContent('163/163');
    const mine = await card(canvas, building('metal_mine'));
    // The server's reason, shown as sent.
    await expect(within(mine).getByTestId('upgrade-reason')).toHaveTextContent('No hay campos libres en el planeta');
  },
};

export const NoPlanetSelected: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.planets.empty } } },
  play: async ({ canvas, globals }) => {
    const { t } = texts({ globals });
    await expect(await canvas.findByText(t('selectPlanet'), {}, wait)).toBeVisible();
    await expect(canvas.queryByTestId('building-card')).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.buildings.planetLoading } } },
  play: async ({ canvas, globals }) => expect(await canvas.findByText(texts({ globals }).t('loading'), {}, wait)).toBeVisible(),
};

/** No token stored. */
export const NoToken: Story = {
  parameters: { session: 'visitor' },
  play: async ({ canvas, globals }) =>
    expect(await canvas.findByRole('alert')).toHaveTextContent(texts({ globals }).errors('buildings.noToken')),
};

/** 401 on building types and the refresh fails: both tokens are removed. */
export const SessionExpired: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.buildings.sessionExpired } } },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByText(texts({ globals }).errors('buildings.sessionExpired'), {}, wait)).toBeVisible();
    await expect(localStorage.getItem('imperio.access_token')).toBeNull();
    await expect(localStorage.getItem('imperio.refresh_token')).toBeNull();
  },
};

/** Types answered with something that is not an array; the retry button asks again. */
export const TypesNotArray: Story = {
  tags: ['test-case'],
  parameters: { msw: { handlers: { scenario: scenarios.buildings.typesNotArray } } },
  play: async ({ canvas, globals }) => {
    const { errors } = texts({ globals });
    await expect(await canvas.findByText(errors('buildings.typesInvalid'), {}, wait)).toBeVisible();
    const retry = canvas.getByRole('button', { name: errors('buildings.retryTypes') });
    await userEvent.click(retry);
    await expect(await canvas.findByText(errors('buildings.typesInvalid'), {}, wait)).toBeVisible();
    // The buildings themselves still show.
    await expect(await cardNames(canvas)).toHaveLength(17);
  },
};

/** Types answered with text that is not JSON: the service's unexpected-format message as the detail. */
export const TypesMalformed: Story = {
  tags: ['test-case'],
  parameters: { msw: { handlers: { scenario: scenarios.buildings.typesMalformed } } },
  play: async ({ canvas, globals }) => {
    const { errors } = texts({ globals });
    await expect(await canvas.findByText(errors('buildings.typesDetail', { detail: errors('unexpectedFormat') }), {}, wait)).toBeVisible();
    await expect(canvas.getByRole('button', { name: errors('buildings.retryTypes') })).toBeVisible();
  },
};

/** The server's own detail ('Catálogo de edificios no disponible') is shown as sent. */
const TYPES_ERROR_DETAIL = 'Catálogo de edificios no disponible';

export const TypesError: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.buildings.typesError } } },
  play: async ({ canvas, globals }) => {
    const { errors } = texts({ globals });
    await expect(await canvas.findByText(errors('buildings.typesDetail', { detail: TYPES_ERROR_DETAIL }), {}, wait)).toBeVisible();
    await expect(canvas.getByRole('button', { name: errors('buildings.retryTypes') })).toBeEnabled();
  },
};

/** The types are still loading: the buildings show, their upgrade buttons wait for the types. */
export const TypesNotLoaded: Story = {
  tags: ['test-case'],
  parameters: { msw: { handlers: { scenario: scenarios.buildings.typesLoading } } },
  play: async ({ canvas, globals }) => {
    const { t, building } = texts({ globals });
    const dock = await card(canvas, building('space_dock'));
    await expect(within(dock).getByRole('button', { name: t('upgradeName', { level: 1, name: building('space_dock') }) })).toBeDisabled();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Upgrade pressed after the types failed to load: the spec's 'not loaded yet' message, no request. */
export const UpgradeWithoutTypes: Story = {
  tags: ['test-case'],
  parameters: { msw: { handlers: { scenario: scenarios.buildings.typesError } } },
  play: async ({ canvas, globals }) => {
    const { t, errors, building } = texts({ globals });
    await canvas.findByText(errors('buildings.typesDetail', { detail: TYPES_ERROR_DETAIL }), {}, wait);
    const dock = await card(canvas, building('space_dock'));
    await userEvent.click(within(dock).getByRole('button', { name: t('upgradeName', { level: 1, name: building('space_dock') }) }));
    await expect(await canvas.findByText(errors('buildings.typesNotLoaded'))).toBeVisible();
  },
};

export const TypeNotFound: Story = {
  tags: ['test-case'],
  parameters: { msw: { handlers: { scenario: scenarios.buildings.typeMissing } } },
  play: async ({ canvas, globals }) => {
    const { t, errors, building } = texts({ globals });
    const dock = await card(canvas, building('space_dock'));
    const upgrade = within(dock).getByRole('button', { name: t('upgradeName', { level: 1, name: building('space_dock') }) });
    // Enabled once the catalogue is there; a press then names the missing code.
    await waitFor(() => expect(upgrade).toBeEnabled(), wait);
    await userEvent.click(upgrade);
    await expect(await canvas.findByRole('alert', {}, wait)).toHaveTextContent(errors('buildings.typeNotFound', { code: 'space_dock' }));
  },
};

export const PlanetDataError: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.buildings.planetError } } },
  play: async ({ canvas, globals }) => {
    const { errors, common } = texts({ globals });
    await expect(await canvas.findByText(errors('buildings.planetData'), {}, wait)).toBeVisible();
    await expect(canvas.getByRole('button', { name: common('retry') })).toBeEnabled();
  },
};

/** The construct call fails without a message: the catalogue text, and the screen stays usable. */
export const UpgradeFails: Story = {
  tags: ['test-case'],
  parameters: { msw: { handlers: { scenario: scenarios.buildings.upgradeError } } },
  play: async ({ canvas, globals }) => {
    const { t, errors, building } = texts({ globals });
    const upgradeName = t('upgradeName', { level: 1, name: building('space_dock') });
    const dock = await card(canvas, building('space_dock'));
    await userEvent.click(within(dock).getByRole('button', { name: upgradeName }));
    await expect(await canvas.findByRole('alert', {}, wait)).toHaveTextContent(errors('buildings.upgrade'));
    await expect(within(dock).getByRole('button', { name: upgradeName })).toBeEnabled();
    await userEvent.click(canvas.getByRole('tab', { name: t('categories.production') }));
    await expect(await cardNames(canvas)).toHaveLength(5);
  },
};

export const UpgradeRefused: Story = {
  tags: ['en-light'],
  parameters: { msw: { handlers: { scenario: scenarios.buildings.upgradeRefused } } },
  play: async ({ canvas, globals }) => {
    const { t, building } = texts({ globals });
    const dock = await card(canvas, building('space_dock'));
    await userEvent.click(within(dock).getByRole('button', { name: t('upgradeName', { level: 1, name: building('space_dock') }) }));
    // The server's refusal, shown as sent.
    await expect(await canvas.findByRole('alert', {}, wait)).toHaveTextContent('Recursos insuficientes: faltan 1.200 de cristal');
  },
};

/** Bad input: an end time in the past, null production, missing costs, max level 0. */
export const BadInput: Story = {
  tags: ['test-case'],
  parameters: { msw: { handlers: { scenario: scenarios.buildings.badInput } } },
  play: async ({ canvas, globals }) => {
    const { t, building } = texts({ globals });
    const mine = await card(canvas, building('metal_mine'));
    await expect(within(mine).getByTestId('building-countdown')).toHaveTextContent(t('finishing'));
    const crystal = await card(canvas, building('crystal_mine'));
    await expect(crystal).toHaveTextContent(t('noProduction'));
    const deuterium = await card(canvas, building('deuterium_synthesizer'));
    await expect(deuterium).toHaveTextContent(t('noProduction'));
    await expect(deuterium).toHaveTextContent(t('noCost'));
    const solar = await card(canvas, building('solar_plant'));
    await expect(solar).toHaveTextContent(t('levelOfMax', { level: 22, max: 0 }));
    await expect(within(solar).getByTestId('upgrade-reason')).toHaveTextContent(t('maxLevel'));
  },
};
