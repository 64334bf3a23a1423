import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { scenarios } from '@imperio/mocks';
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

async function names(canvas: Canvas) {
  const list = await canvas.findByRole('list', { name: 'Tecnologías' }, wait);
  return within(list)
    .getAllByTestId('research-card')
    .map((card) => card.firstElementChild?.firstElementChild?.textContent);
}

async function open(canvas: Canvas, name: string) {
  const list = await canvas.findByRole('list', { name: 'Tecnologías' }, wait);
  await userEvent.click(within(list).getByRole('button', { name: new RegExp(`^${name}`) }));
  return canvas.findByTestId('research-detail');
}

/** Waits for a running research in 'Investigación Activa', presses 'Completar'; returns the panel. */
async function pressComplete(canvas: Canvas) {
  const panel = await canvas.findByRole('region', { name: 'Investigación Activa' }, wait);
  await waitFor(() => expect(within(panel).getAllByTestId('active-research').length).toBeGreaterThan(0), wait);
  await userEvent.click(within(panel).getByRole('button', { name: 'Completar' }));
  return panel;
}

async function tab(canvas: Canvas, name: string, expected: string[]) {
  await canvas.findByRole('list', { name: 'Tecnologías' }, wait);
  await userEvent.click(canvas.getByRole('tab', { name }));
  await expect(canvas.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
  await expect(await names(canvas)).toEqual(expected);
}

/**
 * The demo: energy technology is being researched (about a third done); espionage finished while
 * away and the complete call on load registered it (level 4, no longer active).
 */
export const ActiveResearch: Story = {
  tags: ['en-light'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Árbol Tecnológico' })).toBeVisible();
    await expect(await names(canvas)).toHaveLength(15);
    const panel = await canvas.findByRole('region', { name: 'Investigación Activa' }, wait);
    await waitFor(() => expect(within(panel).getAllByTestId('active-research')).toHaveLength(1), wait);
    const item = within(panel).getByTestId('active-research');
    await expect(item).toHaveTextContent('Tecnología de energía → nivel 6');
    await expect(item).toHaveTextContent('35 %');
    await expect(within(item).getByRole('progressbar', { name: 'Progreso de Tecnología de energía' })).toBeVisible();
    await expect(within(panel).getByRole('button', { name: 'Completar' })).toBeEnabled();
    await waitFor(() => expect(canvas.getByRole('button', { name: /^Tecnología de espionaje/ })).toHaveTextContent('Nivel 4 / 30'), wait);
  },
};

/** Nothing is being researched. */
export const Idle: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.research.idle } } },
  play: async ({ canvas }) => {
    const panel = await canvas.findByRole('region', { name: 'Investigación Activa' }, wait);
    await expect(await within(panel).findByText('No hay ninguna investigación en curso')).toBeVisible();
    await expect(within(panel).queryByRole('button', { name: 'Completar' })).toBeNull();
  },
};

/** At 100 % and the complete call has not registered it yet: highlighted 'Completada'. */
export const CompletedAwaitingComplete: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.research.completeNoop } } },
  play: async ({ canvas }) => {
    const panel = await canvas.findByRole('region', { name: 'Investigación Activa' }, wait);
    const items = await within(panel).findAllByTestId('active-research', {}, wait);
    const done = items.find((item) => item.textContent?.includes('Tecnología de espionaje'))!;
    await expect(done).toHaveAttribute('data-done', 'true');
    await expect(within(done).getByText('Completada')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Tecnología de espionaje/ })).toHaveTextContent('Completada');
    await userEvent.click(within(panel).getByRole('button', { name: 'Completar' }));
    // The server registered nothing: still 'Completada', the panel says so, and the button is back.
    await expect(await within(panel).findByTestId('complete-result', {}, wait)).toHaveTextContent(
      'Ninguna investigación ha terminado todavía',
    );
    await expect(await within(panel).findByRole('button', { name: 'Completar' }, wait)).toBeEnabled();
    await expect(within(done).getByText('Completada')).toBeVisible();
  },
};

/** Next level cost = base × cost_factor^level: ion technology level 3 → 1000·2³, 300·2³, 100·2³. */
export const CostFollowsFormula: Story = {
  play: async ({ canvas }) => {
    const detail = await open(canvas, 'Tecnología iónica');
    await expect(within(detail).getByRole('heading', { name: 'Tecnología iónica' })).toBeVisible();
    await expect(within(detail).getByTestId('research-cost')).toHaveTextContent('Metal8.000Cristal2.400Deuterio800');
    await expect(detail).toHaveTextContent('Coste del nivel 4');
    await expect(detail).toHaveTextContent('Laboratorio requeridoNivel 4');
    await expect(detail).toHaveTextContent('Nivel máximo20');
    await expect(within(detail).getByRole('button', { name: 'Investigar Tecnología iónica nivel 4' })).toBeEnabled();
  },
};

/**
 * A phone (390×844): a tap on a technology opens its detail as a sheet in view, with the next
 * level's cost, the duration and 'Investigar'; 'Volver' returns the focus to the technology.
 * The shot shows the sheet open again.
 */
export const PhoneDetailSheet: Story = {
  ...PHONE_390,
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Tecnologías' }, wait);
    const ion = within(list).getByRole('button', { name: /^Tecnología iónica/ });
    const sheet = await openSheet(ion, 'Tecnología iónica');
    await expect(within(sheet).getByTestId('research-cost')).toHaveTextContent('Metal8.000Cristal2.400Deuterio800');
    await waitFor(() => expect(within(sheet).getByTestId('research-duration')).toHaveTextContent('1:09:20'), wait);
    const start = within(sheet).getByRole('button', { name: 'Investigar Tecnología iónica nivel 4' });
    await expect(start).toBeEnabled();
    await expectInViewport(start);
    await closeSheet(sheet, ion);
    await openSheet(ion, 'Tecnología iónica');
  },
};

/**
 * A phone: 'Investigación Activa' is a strip under the title (energy technology → level 6 and
 * its countdown) that opens the panel with 'Completar'; closing it returns the focus to the strip.
 */
export const PhoneActiveStrip: Story = {
  ...PHONE_390,
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    const strip = await canvas.findByTestId('queue-strip', {}, wait);
    await waitFor(() => expect(strip).toHaveTextContent('Tecnología de energía → nivel 6'), wait);
    await expect(strip).toHaveTextContent(/\d+:\d\d:\d\d/);
    await expect(strip).not.toHaveTextContent('en cola');
    await expectInViewport(strip);
    const sheet = await openSheet(strip, 'Investigación Activa');
    await expect(within(sheet).getByTestId('active-research')).toHaveTextContent('35 %');
    await expect(within(sheet).getByRole('button', { name: 'Completar' })).toBeEnabled();
    await closeSheet(sheet, strip);
  },
};

/** A player starts a research: the message and the active panel follow. */
export const StartResearch: Story = {
  play: async ({ canvas }) => {
    const detail = await open(canvas, 'Tecnología iónica');
    // The duration needs the laboratory's level, which arrives with the buildings query.
    await waitFor(() => expect(within(detail).getByTestId('research-duration')).toHaveTextContent('1:09:20'), wait);
    await userEvent.click(within(detail).getByRole('button', { name: 'Investigar Tecnología iónica nivel 4' }));
    // The answer shows beside the button, in the panel of the technology it was for.
    await expect(await within(detail).findByText('Investigación iniciada: Tecnología iónica nivel 4', {}, wait)).toBeVisible();
    const panel = canvas.getByRole('region', { name: 'Investigación Activa' });
    await waitFor(() => expect(panel).toHaveTextContent('Tecnología iónica → nivel 4'), wait);
    await expect(within(detail).getByTestId('research-reason')).toHaveTextContent('Esta tecnología ya se está investigando');
    // 'Investigar' stays disabled: the focus went to the answer, not to the page's start.
    await waitFor(() => expect(within(detail).getByTestId('research-message')).toHaveFocus(), wait);
  },
};

export const AlreadyResearching: Story = {
  play: async ({ canvas }) => {
    const detail = await open(canvas, 'Tecnología de energía');
    await expect(within(detail).getByTestId('research-reason')).toHaveTextContent('Esta tecnología ya se está investigando');
    await expect(within(detail).getByRole('button', { name: /^Investigar/ })).toBeDisabled();
  },
};

/** Laser technology is at its maximum level 12. */
export const AtMaxLevel: Story = {
  play: async ({ canvas }) => {
    await names(canvas);
    await expect(canvas.getByRole('button', { name: /^Tecnología láser/ })).toHaveTextContent('Nivel máximo');
    const detail = await open(canvas, 'Tecnología láser');
    await expect(within(detail).getByTestId('research-reason')).toHaveTextContent('Nivel máximo alcanzado');
    await expect(within(detail).getByRole('button', { name: /^Investigar/ })).toBeDisabled();
    await expect(within(detail).queryByTestId('research-cost')).toBeNull();
  },
};

export const NoPlanetSelected: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.planets.empty } } },
  play: async ({ canvas }) => {
    const detail = await open(canvas, 'Tecnología iónica');
    await expect(within(detail).getByTestId('research-reason')).toHaveTextContent('Selecciona un planeta para investigar');
    await expect(within(detail).getByRole('button', { name: /^Investigar/ })).toBeDisabled();
  },
};

export const WeaponsTab: Story = {
  play: async ({ canvas }) =>
    tab(canvas, 'Armas', ['Tecnología de armas', 'Tecnología láser', 'Tecnología iónica', 'Tecnología de plasma']),
};
export const ShieldsTab: Story = {
  play: async ({ canvas }) => tab(canvas, 'Escudos', ['Tecnología de escudos', 'Tecnología de blindaje']),
};
export const PropulsionTab: Story = {
  play: async ({ canvas }) => tab(canvas, 'Propulsión', ['Motor de combustión', 'Motor de impulso', 'Propulsor hiperespacial']),
};
export const EnergyTab: Story = {
  play: async ({ canvas }) => tab(canvas, 'Energía', ['Tecnología de energía', 'Tecnología de hiperespacio']),
};
export const ComputingTab: Story = {
  play: async ({ canvas }) =>
    tab(canvas, 'Computación', ['Tecnología de computación', 'Astrofísica', 'Red de investigación intergaláctica']),
};
export const EspionageTab: Story = {
  play: async ({ canvas }) => tab(canvas, 'Espionaje', ['Tecnología de espionaje']),
};

export const Loading: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.research.loading } } },
  play: async ({ canvas }) => expect(await canvas.findByText('Cargando investigaciones...')).toBeVisible(),
};

export const TypesLoadError: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.research.typesError } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Error al cargar datos de investigación', {}, wait)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reintentar' })).toBeEnabled();
  },
};

export const UserResearchLoadError: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.research.userError } } },
  play: async ({ canvas }) =>
    waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Error al cargar datos de investigación'), wait),
};

export const StartFails: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.research.startError } } },
  play: async ({ canvas }) => {
    const detail = await open(canvas, 'Tecnología iónica');
    await userEvent.click(within(detail).getByRole('button', { name: 'Investigar Tecnología iónica nivel 4' }));
    await expect(await within(detail).findByRole('alert', {}, wait)).toHaveTextContent('Error al iniciar investigación');
    await expect(within(detail).getByRole('button', { name: 'Investigar Tecnología iónica nivel 4' })).toBeEnabled();
    // Enabled again: the focus is back on it, for another try.
    await waitFor(() => expect(within(detail).getByRole('button', { name: 'Investigar Tecnología iónica nivel 4' })).toHaveFocus(), wait);
  },
};

export const StartRefused: Story = {
  tags: ['en-light'],
  parameters: { msw: { handlers: { scenario: scenarios.research.startRefused } } },
  play: async ({ canvas }) => {
    const detail = await open(canvas, 'Tecnología iónica');
    await userEvent.click(within(detail).getByRole('button', { name: 'Investigar Tecnología iónica nivel 4' }));
    // Beside the card, not at the top of the page.
    await expect(await within(detail).findByRole('alert', {}, wait)).toHaveTextContent('Recursos insuficientes en el planeta seleccionado');
    await expect(canvas.getAllByRole('alert')).toHaveLength(1);
    // Another technology does not carry the refusal.
    const weapons = await open(canvas, 'Tecnología de armas');
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
  play: async ({ canvas }) => {
    const detail = await open(canvas, 'Red de investigación intergaláctica');
    const short = await within(detail).findByTestId('research-shortfall', {}, wait);
    await expect(short).toHaveTextContent(
      /^Recursos insuficientes: faltan 19\d\.\d{3} de metal, 37\d\.\d{3} de cristal y 15\d\.\d{3} de deuterio$/,
    );
    await expect(within(detail).getByRole('button', { name: 'Investigar Red de investigación intergaláctica nivel 1' })).toBeDisabled();
    await waitFor(() => expect(within(detail).getByTestId('research-duration')).toHaveTextContent('2d 23:06:40'), wait);
  },
};

/** The start call is on its way: 'Iniciando...', disabled; a second press sends nothing. */
export const StartPending: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.research.startPending } } },
  play: async ({ canvas }) => {
    const detail = await open(canvas, 'Tecnología iónica');
    await userEvent.click(within(detail).getByRole('button', { name: 'Investigar Tecnología iónica nivel 4' }));
    const button = await within(detail).findByRole('button', { name: 'Iniciando...' }, wait);
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

/** 'Completar' is on its way: 'Completando...', disabled. */
export const CompletePending: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.research.completePending } } },
  play: async ({ canvas }) => {
    const panel = await pressComplete(canvas);
    const button = await within(panel).findByRole('button', { name: 'Completando...' });
    await expect(button).toBeDisabled();
  },
};

/** 'Completar' registered a research: the panel says how many. */
export const CompleteRegisters: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.research.completeOne } } },
  play: async ({ canvas }) => {
    const panel = await pressComplete(canvas);
    await expect(await within(panel).findByTestId('complete-result', {}, wait)).toHaveTextContent('1 investigación completada');
  },
};

/** 'Completar' fails: the panel says so (the automatic call stays silent) and the button is back. */
export const CompleteFails: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.research.completeError } } },
  play: async ({ canvas }) => {
    const panel = await pressComplete(canvas);
    await expect(await within(panel).findByRole('alert', {}, wait)).toHaveTextContent('No se pudo completar la investigación');
    await expect(within(panel).getByRole('button', { name: 'Completar' })).toBeEnabled();
  },
};

/** The automatic complete call fails: nothing is shown. */
export const AutoCompleteFailsSilently: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.research.completeError } } },
  play: async ({ canvas }) => {
    await expect(await names(canvas)).toHaveLength(15);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Bad input: cost_factor 1 keeps the base cost; max level 0; missing costs. */
export const OddCatalogue: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.research.oddCatalogue } } },
  play: async ({ canvas }) => {
    const weapons = await open(canvas, 'Tecnología de armas');
    await expect(within(weapons).getByTestId('research-cost')).toHaveTextContent('Metal800Cristal200Deuterio0');
    const ion = await open(canvas, 'Tecnología iónica');
    await expect(within(ion).getByTestId('research-reason')).toHaveTextContent('Nivel máximo alcanzado');
    const plasma = await open(canvas, 'Tecnología de plasma');
    await expect(within(plasma).getByTestId('research-cost')).toHaveTextContent('Metal0Cristal0Deuterio0');
  },
};
