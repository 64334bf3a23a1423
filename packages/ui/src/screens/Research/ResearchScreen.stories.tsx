import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { scenarios } from '@imperio/mocks';
import { storyTexts } from '../../workbench/play/storyTexts';
import { closeSheet, expectInViewport, openSheet, PHONE_390 } from '../phoneSheetStory';
import { ResearchScreen } from './ResearchScreen';

const meta = {
  title: 'Screens/Investigación',
  // The sidebar shows the game's name; the id stays the folder's, as the visual baselines are named by it.
  id: 'screens-research',
  component: ResearchScreen,
  parameters: { route: '/research', selectedPlanet: 101 },
} satisfies Meta<typeof ResearchScreen>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const wait = { timeout: 8000 };

type PlayContext = { globals?: Record<string, unknown> };

/**
 * The research screen's texts in the story's language: `t` (research), `errors`, `common`,
 * `tech(code)` (the technology's name), `number` ('8.000' or '8,000'), `locale` and `back`, the
 * phone sheet's back control.
 */
function texts(context: PlayContext) {
  const { t, number, locale } = storyTexts(context, 'research');
  const entities = storyTexts(context, 'entities').t;
  const common = storyTexts(context, 'common').t;
  return {
    t,
    number,
    locale,
    errors: storyTexts(context, 'errors').t,
    common,
    tech: (code: string): string => String(entities(`research.${code}` as never)),
    back: common('sheet.back'),
  };
}

/** The cost list's text: 'Metal8.000Cristal2.400Deuterio800' in Spanish. */
function costText(context: PlayContext, metal: number, crystal: number, deuterium: number) {
  const { common, number } = texts(context);
  return `${common('resources.metal')}${number(metal)}${common('resources.crystal')}${number(crystal)}${common('resources.deuterium')}${number(deuterium)}`;
}

/** A matcher for an accessible name that starts with `prefix` (a technology's card button). */
const startsWith = (prefix: string) => (name: string) => name.startsWith(prefix);

/**
 * A matcher for the detail's start button ('Investigar <tecnología> nivel <n>') of any technology
 * and level: the text before the name, which in a pseudo-locale is '[Íñṽééšŧíğááŕ' (the bare
 * 'detail.start' closes its bracket, so it is no prefix there).
 */
const startButton = (t: ReturnType<typeof texts>['t']) =>
  startsWith(t('detail.startName', { name: '\u0000', level: 0 }).split('\u0000')[0]!);

async function names(canvas: Canvas, context: PlayContext) {
  const list = await canvas.findByRole('list', { name: texts(context).t('listLabel') }, wait);
  return within(list)
    .getAllByTestId('research-card')
    .map((card) => card.firstElementChild?.firstElementChild?.textContent);
}

async function open(canvas: Canvas, context: PlayContext, name: string) {
  const list = await canvas.findByRole('list', { name: texts(context).t('listLabel') }, wait);
  await userEvent.click(within(list).getByRole('button', { name: startsWith(name) }));
  return canvas.findByTestId('research-detail');
}

/** Waits for a running research in 'Investigación Activa', presses 'Completar'; returns the panel. */
async function pressComplete(canvas: Canvas, context: PlayContext) {
  const { t } = texts(context);
  const panel = await canvas.findByRole('region', { name: t('active.title') }, wait);
  await waitFor(() => expect(within(panel).getAllByTestId('active-research').length).toBeGreaterThan(0), wait);
  await userEvent.click(within(panel).getByRole('button', { name: t('active.complete') }));
  return panel;
}

/** Opens the category tab `category` and checks that it lists the technologies of `codes`, in order. */
async function tab(canvas: Canvas, context: PlayContext, category: string, codes: string[]) {
  const { t, tech } = texts(context);
  const name = t(`categories.${category}` as never);
  await canvas.findByRole('list', { name: t('listLabel') }, wait);
  await userEvent.click(canvas.getByRole('tab', { name }));
  await expect(canvas.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
  await expect(await names(canvas, context)).toEqual(codes.map(tech));
}

/**
 * The demo: energy technology is being researched (about a third done); espionage finished while
 * away and the complete call on load registered it (level 4, no longer active).
 */
export const ActiveResearch: Story = {
  tags: ['en-light'],
  play: async ({ canvas, globals }) => {
    const { t, tech } = texts({ globals });
    await expect(canvas.getByRole('heading', { level: 1, name: t('title') })).toBeVisible();
    await expect(await names(canvas, { globals })).toHaveLength(15);
    const panel = await canvas.findByRole('region', { name: t('active.title') }, wait);
    await waitFor(() => expect(within(panel).getAllByTestId('active-research')).toHaveLength(1), wait);
    const item = within(panel).getByTestId('active-research');
    await expect(item).toHaveTextContent(t('active.toLevel', { name: tech('energy_technology'), level: 6 }));
    await expect(item).toHaveTextContent('35 %');
    await expect(within(item).getByRole('progressbar', { name: t('active.progress', { name: tech('energy_technology') }) })).toBeVisible();
    await expect(within(panel).getByRole('button', { name: t('active.complete') })).toBeEnabled();
    await waitFor(
      () =>
        expect(canvas.getByRole('button', { name: startsWith(tech('espionage_technology')) })).toHaveTextContent(
          t('levelOfMax', { level: 4, max: 30 }),
        ),
      wait,
    );
  },
};

/** Nothing is being researched. */
export const Idle: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.research.idle } } },
  play: async ({ canvas, globals }) => {
    const { t } = texts({ globals });
    const panel = await canvas.findByRole('region', { name: t('active.title') }, wait);
    await expect(await within(panel).findByText(t('active.none'))).toBeVisible();
    await expect(within(panel).queryByRole('button', { name: t('active.complete') })).toBeNull();
  },
};

/** At 100 % and the complete call has not registered it yet: highlighted 'Completada'. */
export const CompletedAwaitingComplete: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.research.completeNoop } } },
  play: async ({ canvas, globals }) => {
    const { t, tech } = texts({ globals });
    const panel = await canvas.findByRole('region', { name: t('active.title') }, wait);
    const items = await within(panel).findAllByTestId('active-research', {}, wait);
    const done = items.find((item) => item.textContent?.includes(tech('espionage_technology')))!;
    await expect(done).toHaveAttribute('data-done', 'true');
    await expect(within(done).getByText(t('completed'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: startsWith(tech('espionage_technology')) })).toHaveTextContent(t('completed'));
    await userEvent.click(within(panel).getByRole('button', { name: t('active.complete') }));
    // The server registered nothing: still 'Completada', the panel says so, and the button is back.
    await expect(await within(panel).findByTestId('complete-result', {}, wait)).toHaveTextContent(t('active.nothingDue'));
    await expect(await within(panel).findByRole('button', { name: t('active.complete') }, wait)).toBeEnabled();
    await expect(within(done).getByText(t('completed'))).toBeVisible();
  },
};

/** Next level cost = base × cost_factor^level: ion technology level 3 → 1000·2³, 300·2³, 100·2³. */
export const CostFollowsFormula: Story = {
  play: async ({ canvas, globals }) => {
    const { t, tech } = texts({ globals });
    const ion = tech('ion_technology');
    const detail = await open(canvas, { globals }, ion);
    await expect(within(detail).getByRole('heading', { name: ion })).toBeVisible();
    await expect(within(detail).getByTestId('research-cost')).toHaveTextContent(costText({ globals }, 8_000, 2_400, 800));
    await expect(detail).toHaveTextContent(t('detail.nextLevel', { level: 4 }));
    await expect(detail).toHaveTextContent(`${t('detail.requiredLab')}${t('detail.requiredLabValue', { level: 4 })}`);
    await expect(detail).toHaveTextContent(`${t('detail.maxLevel')}20`);
    await expect(within(detail).getByRole('button', { name: t('detail.startName', { name: ion, level: 4 }) })).toBeEnabled();
  },
};

/**
 * A phone (390×844): a tap on a technology opens its detail as a sheet in view, with the next
 * level's cost, the duration and 'Investigar'; 'Volver' returns the focus to the technology.
 * The shot shows the sheet open again.
 */
export const PhoneDetailSheet: Story = {
  ...PHONE_390,
  play: async ({ canvas, globals }) => {
    const { t, tech, back } = texts({ globals });
    const name = tech('ion_technology');
    const list = await canvas.findByRole('list', { name: t('listLabel') }, wait);
    const ion = within(list).getByRole('button', { name: startsWith(name) });
    const sheet = await openSheet(ion, name);
    await expect(within(sheet).getByTestId('research-cost')).toHaveTextContent(costText({ globals }, 8_000, 2_400, 800));
    await waitFor(() => expect(within(sheet).getByTestId('research-duration')).toHaveTextContent('1:09:20'), wait);
    const start = within(sheet).getByRole('button', { name: t('detail.startName', { name, level: 4 }) });
    await expect(start).toBeEnabled();
    await expectInViewport(start);
    await closeSheet(sheet, ion, back);
    await openSheet(ion, name);
  },
};

/**
 * A phone: 'Investigación Activa' is a strip under the title (energy technology → level 6 and
 * its countdown) that opens the panel with 'Completar'; closing it returns the focus to the strip.
 */
export const PhoneActiveStrip: Story = {
  ...PHONE_390,
  tags: ['no-visual'],
  play: async ({ canvas, globals }) => {
    const { t, tech, common, back } = texts({ globals });
    const strip = await canvas.findByTestId('queue-strip', {}, wait);
    await waitFor(() => expect(strip).toHaveTextContent(t('active.toLevel', { name: tech('energy_technology'), level: 6 })), wait);
    await expect(strip).toHaveTextContent(/\d+:\d\d:\d\d/);
    // No '+N en cola': only one research runs at a time.
    const more = common('queueStrip.more', { count: 2 }).replace('+2', '').trim();
    await expect(strip).not.toHaveTextContent(more);
    await expectInViewport(strip);
    const sheet = await openSheet(strip, t('active.title'));
    await expect(within(sheet).getByTestId('active-research')).toHaveTextContent('35 %');
    await expect(within(sheet).getByRole('button', { name: t('active.complete') })).toBeEnabled();
    await closeSheet(sheet, strip, back);
  },
};

/** A player starts a research: the message and the active panel follow. */
export const StartResearch: Story = {
  play: async ({ canvas, globals }) => {
    const { t, tech } = texts({ globals });
    const ion = tech('ion_technology');
    const detail = await open(canvas, { globals }, ion);
    // The duration needs the laboratory's level, which arrives with the buildings query.
    await waitFor(() => expect(within(detail).getByTestId('research-duration')).toHaveTextContent('1:09:20'), wait);
    await userEvent.click(within(detail).getByRole('button', { name: t('detail.startName', { name: ion, level: 4 }) }));
    // The answer shows beside the button, in the panel of the technology it was for.
    await expect(await within(detail).findByText(t('detail.started', { name: ion, level: 4 }), {}, wait)).toBeVisible();
    const panel = canvas.getByRole('region', { name: t('active.title') });
    await waitFor(() => expect(panel).toHaveTextContent(t('active.toLevel', { name: ion, level: 4 })), wait);
    await expect(within(detail).getByTestId('research-reason')).toHaveTextContent(t('detail.reasonResearching'));
    // 'Investigar' stays disabled: the focus went to the answer, not to the page's start.
    await waitFor(() => expect(within(detail).getByTestId('research-message')).toHaveFocus(), wait);
  },
};

export const AlreadyResearching: Story = {
  play: async ({ canvas, globals }) => {
    const { t, tech } = texts({ globals });
    const detail = await open(canvas, { globals }, tech('energy_technology'));
    await expect(within(detail).getByTestId('research-reason')).toHaveTextContent(t('detail.reasonResearching'));
    await expect(within(detail).getByRole('button', { name: startButton(t) })).toBeDisabled();
  },
};

/** Laser technology is at its maximum level 12. */
export const AtMaxLevel: Story = {
  play: async ({ canvas, globals }) => {
    const { t, tech } = texts({ globals });
    await names(canvas, { globals });
    await expect(canvas.getByRole('button', { name: startsWith(tech('laser_technology')) })).toHaveTextContent(t('maxLevel'));
    const detail = await open(canvas, { globals }, tech('laser_technology'));
    await expect(within(detail).getByTestId('research-reason')).toHaveTextContent(t('detail.reasonMax'));
    await expect(within(detail).getByRole('button', { name: startButton(t) })).toBeDisabled();
    await expect(within(detail).queryByTestId('research-cost')).toBeNull();
  },
};

export const NoPlanetSelected: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.planets.empty } } },
  play: async ({ canvas, globals }) => {
    const { t, tech } = texts({ globals });
    const detail = await open(canvas, { globals }, tech('ion_technology'));
    await expect(within(detail).getByTestId('research-reason')).toHaveTextContent(t('detail.reasonNoPlanet'));
    await expect(within(detail).getByRole('button', { name: startButton(t) })).toBeDisabled();
  },
};

export const WeaponsTab: Story = {
  play: async ({ canvas, globals }) =>
    tab(canvas, { globals }, 'weapons', ['weapons_technology', 'laser_technology', 'ion_technology', 'plasma_technology']),
};
export const ShieldsTab: Story = {
  play: async ({ canvas, globals }) => tab(canvas, { globals }, 'shielding', ['shielding_technology', 'armour_technology']),
};
export const PropulsionTab: Story = {
  play: async ({ canvas, globals }) => tab(canvas, { globals }, 'propulsion', ['combustion_drive', 'impulse_drive', 'hyperspace_drive']),
};
export const EnergyTab: Story = {
  play: async ({ canvas, globals }) => tab(canvas, { globals }, 'energy', ['energy_technology', 'hyperspace_technology']),
};
export const ComputingTab: Story = {
  play: async ({ canvas, globals }) =>
    tab(canvas, { globals }, 'computer', ['computer_technology', 'astrophysics', 'intergalactic_research_network']),
};
export const EspionageTab: Story = {
  play: async ({ canvas, globals }) => tab(canvas, { globals }, 'espionage', ['espionage_technology']),
};

export const Loading: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.research.loading } } },
  play: async ({ canvas, globals }) => expect(await canvas.findByText(texts({ globals }).t('loading'))).toBeVisible(),
};

export const TypesLoadError: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.research.typesError } } },
  play: async ({ canvas, globals }) => {
    const { errors, common } = texts({ globals });
    await expect(await canvas.findByText(errors('research.load'), {}, wait)).toBeVisible();
    await expect(canvas.getByRole('button', { name: common('retry') })).toBeEnabled();
  },
};

export const UserResearchLoadError: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.research.userError } } },
  play: async ({ canvas, globals }) =>
    waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(texts({ globals }).errors('research.load')), wait),
};

export const StartFails: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.research.startError } } },
  play: async ({ canvas, globals }) => {
    const { t, tech, errors } = texts({ globals });
    const start = t('detail.startName', { name: tech('ion_technology'), level: 4 });
    const detail = await open(canvas, { globals }, tech('ion_technology'));
    await userEvent.click(within(detail).getByRole('button', { name: start }));
    await expect(await within(detail).findByRole('alert', {}, wait)).toHaveTextContent(errors('research.start'));
    await expect(within(detail).getByRole('button', { name: start })).toBeEnabled();
    // Enabled again: the focus is back on it, for another try.
    await waitFor(() => expect(within(detail).getByRole('button', { name: start })).toHaveFocus(), wait);
  },
};

export const StartRefused: Story = {
  tags: ['en-light', 'test-case'],
  parameters: { msw: { handlers: { scenario: scenarios.research.startRefused } } },
  play: async ({ canvas, globals }) => {
    const { t, tech } = texts({ globals });
    const detail = await open(canvas, { globals }, tech('ion_technology'));
    await userEvent.click(within(detail).getByRole('button', { name: t('detail.startName', { name: tech('ion_technology'), level: 4 }) }));
    // Beside the card, not at the top of the page; the server's refusal, shown as sent.
    await expect(await within(detail).findByRole('alert', {}, wait)).toHaveTextContent('Recursos insuficientes en el planeta seleccionado');
    await expect(canvas.getAllByRole('alert')).toHaveLength(1);
    // Another technology does not carry the refusal.
    const weapons = await open(canvas, { globals }, tech('weapons_technology'));
    await expect(within(weapons).queryByRole('alert')).toBeNull();
  },
};

/**
 * The planet cannot pay: the intergalactic research network (240.000 metal, 400.000 crystal,
 * 160.000 deuterium) is beyond Nueva Esperanza's stock; 'Investigar' is disabled and the
 * shortfall is named beside it.
 */
export const CannotAfford: Story = {
  tags: ['en-light'],
  play: async ({ canvas, globals }) => {
    const { t, tech, number, locale } = texts({ globals });
    const network = tech('intergalactic_research_network');
    const detail = await open(canvas, { globals }, network);
    const short = await within(detail).findByTestId('research-shortfall', {}, wait);
    // The amounts drift with production: only their leading digits are fixed ('19x.xxx').
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const group = escape(number(1_000).charAt(1));
    const item = (lead: string, resource: 'metal' | 'crystal' | 'deuterium') =>
      escape(t('detail.shortItem', { amount: `§${lead}§`, resource: t(`detail.resource.${resource}`) })).replace(
        `§${lead}§`,
        `${lead}\\d${group}\\d{3}`,
      );
    // Joined as the detail joins them, with the interface language's own code (a pseudo-locale too).
    const list = new Intl.ListFormat(locale, { type: 'conjunction' });
    const parts = [item('19', 'metal'), item('37', 'crystal'), item('15', 'deuterium')];
    // The list's own joiners (', ' and ' y ') are escaped around the already-escaped items.
    const joined = list
      .formatToParts(['\u0001', '\u0002', '\u0003'])
      .map((part) => (part.type === 'element' ? parts[part.value.charCodeAt(0) - 1] : escape(part.value)))
      .join('');
    const [before, after] = t('detail.short', { list: '\u0000' }).split('\u0000');
    await expect(short).toHaveTextContent(new RegExp(`^${escape(before!)}${joined}${escape(after!)}$`));
    await expect(within(detail).getByRole('button', { name: t('detail.startName', { name: network, level: 1 }) })).toBeDisabled();
    await waitFor(() => expect(within(detail).getByTestId('research-duration')).toHaveTextContent('2d 23:06:40'), wait);
  },
};

/** The start call is on its way: 'Iniciando...', disabled; a second press sends nothing. */
export const StartPending: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.research.startPending } } },
  play: async ({ canvas, globals }) => {
    const { t, tech } = texts({ globals });
    const detail = await open(canvas, { globals }, tech('ion_technology'));
    await userEvent.click(within(detail).getByRole('button', { name: t('detail.startName', { name: tech('ion_technology'), level: 4 }) }));
    const button = await within(detail).findByRole('button', { name: t('detail.starting') }, wait);
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

/** 'Completar' is on its way: 'Completando...', disabled. */
export const CompletePending: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.research.completePending } } },
  play: async ({ canvas, globals }) => {
    const panel = await pressComplete(canvas, { globals });
    const button = await within(panel).findByRole('button', { name: texts({ globals }).t('active.completing') });
    await expect(button).toBeDisabled();
  },
};

/** 'Completar' registered a research: the panel says how many. */
export const CompleteRegisters: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.research.completeOne } } },
  play: async ({ canvas, globals }) => {
    const panel = await pressComplete(canvas, { globals });
    await expect(await within(panel).findByTestId('complete-result', {}, wait)).toHaveTextContent(
      texts({ globals }).t('active.completedCount', { count: 1 }),
    );
  },
};

/** 'Completar' fails: the panel says so (the automatic call stays silent) and the button is back. */
export const CompleteFails: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.research.completeError } } },
  play: async ({ canvas, globals }) => {
    const { t } = texts({ globals });
    const panel = await pressComplete(canvas, { globals });
    await expect(await within(panel).findByRole('alert', {}, wait)).toHaveTextContent(t('active.completeError'));
    await expect(within(panel).getByRole('button', { name: t('active.complete') })).toBeEnabled();
  },
};

/** The automatic complete call fails: nothing is shown. */
export const AutoCompleteFailsSilently: Story = {
  tags: ['test-case'],
  parameters: { msw: { handlers: { scenario: scenarios.research.completeError } } },
  play: async ({ canvas, globals }) => {
    await expect(await names(canvas, { globals })).toHaveLength(15);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Bad input: cost_factor 1 keeps the base cost; max level 0; missing costs. */
export const OddCatalogue: Story = {
  tags: ['test-case'],
  parameters: { msw: { handlers: { scenario: scenarios.research.oddCatalogue } } },
  play: async ({ canvas, globals }) => {
    const { t, tech } = texts({ globals });
    const weapons = await open(canvas, { globals }, tech('weapons_technology'));
    await expect(within(weapons).getByTestId('research-cost')).toHaveTextContent(costText({ globals }, 800, 200, 0));
    const ion = await open(canvas, { globals }, tech('ion_technology'));
    await expect(within(ion).getByTestId('research-reason')).toHaveTextContent(t('detail.reasonMax'));
    const plasma = await open(canvas, { globals }, tech('plasma_technology'));
    await expect(within(plasma).getByTestId('research-cost')).toHaveTextContent(costText({ globals }, 0, 0, 0));
  },
};
