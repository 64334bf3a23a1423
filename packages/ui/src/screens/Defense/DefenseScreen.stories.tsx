import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { routes } from '@imperio/api-client';
import { recordRequests, scenarioHelpers, scenarios } from '@imperio/mocks';
import { worker } from '@imperio/mocks/browser';
import { closeSheet, expectInViewport, openSheet, PHONE_390, unitBuildSheetPlay } from '../phoneSheetStory';
import { DefenseScreen } from './DefenseScreen';
import { cardNames as defenseCards, order, yardStories, yardSpy, type SpyTools, type YardCanvas } from '../Shipyard/yardStories';

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
  title: 'Sistema de Defensa',
  scenarios: scenarios.defenses,
  noPlanets: scenarios.planets.empty,
  buildSpy: yardSpy(routes.defenses.build, spyTools),
  completeSpy: yardSpy(routes.defenses.complete, spyTools),
  cheapUnit: 'Lanzamisiles',
  refusedUnit: 'Láser pequeño',
  loadError: 'Error al cargar datos de defensas',
  buildError: 'Error al construir defensas',
  fieldError: { unit: 'Cúpula pequeña de protección', quantity: '2', text: 'Solo se puede construir una cúpula de cada tipo.' },
  messageError: 'El sistema de defensa está en mantenimiento.',
});
const cardNames = (canvas: YardCanvas) => defenseCards(canvas, 'Tipos de defensas');

async function showTab(canvas: YardCanvas, tab: string, expected: string[]) {
  await userEvent.click(await canvas.findByRole('tab', { name: tab }));
  await expect(canvas.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  await expect(await cardNames(canvas)).toEqual(expected);
}

export const AllDefenses: Story = {
  // The whole list in the es-dark shot (tests/visual/visual-suite.tsx): the other states cut it at 1200 px.
  tags: ['full-height', 'en-light'],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sistema de Defensa' })).toBeVisible();
    await expect(await cardNames(canvas)).toHaveLength(10);
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Todas',
      'Láser',
      'Proyectil',
      'Iónico',
      'Plasma',
      'Escudo',
      'Misil',
    ]);
    // Σ attack × quantity: 3200 + 2500 + 1500 + 2200 + 600 + 1 + 10
    await expect(canvas.getByTestId('power')).toHaveTextContent('Poder defensivo total10.011');
    const gauss = canvas.getByTestId('unit-gauss_cannon');
    for (const text of [
      'Ataque1.100',
      'Escudo200',
      'Blindaje3.500',
      'Metal 20.000',
      'Cristal 15.000',
      'Deuterio 2.000',
      '10 min',
      'Requiere hangar nivel 6',
    ]) {
      await expect(gauss).toHaveTextContent(text);
    }
    await expect(gauss).not.toHaveTextContent('Velocidad');
    await expect(within(canvas.getByTestId('stock')).getByText('Lanzamisiles').nextSibling).toHaveTextContent('40');
  },
};

export const LaserTab: Story = { play: ({ canvas }) => showTab(canvas, 'Láser', ['Láser pequeño', 'Láser grande']) };
export const ProjectileTab: Story = { play: ({ canvas }) => showTab(canvas, 'Proyectil', ['Lanzamisiles', 'Cañón Gauss']) };
export const IonTab: Story = { play: ({ canvas }) => showTab(canvas, 'Iónico', ['Cañón iónico']) };
export const PlasmaTab: Story = { play: ({ canvas }) => showTab(canvas, 'Plasma', ['Cañón de plasma']) };
export const ShieldTab: Story = {
  play: ({ canvas }) => showTab(canvas, 'Escudo', ['Cúpula pequeña de protección', 'Cúpula grande de protección']),
};
export const MissileTab: Story = { play: ({ canvas }) => showTab(canvas, 'Misil', ['Misil de intercepción', 'Misil interplanetario']) };

/** Marea Azul (103) has no defences yet. */
export const NoDefenses: Story = {
  parameters: { selectedPlanet: 103 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No hay defensas en este planeta')).toBeVisible();
    await expect(canvas.getByTestId('power')).toHaveTextContent('Poder defensivo total0');
  },
};

export const QueueOfSeveral: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.defenses.queueSeveral } } },
  play: async ({ canvas }) => {
    const items = await canvas.findAllByTestId('queue-item');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('10 × Láser pequeño');
    await expect(items[0]).toHaveTextContent('Construyendo...');
    await expect(items[0]).toHaveTextContent('Quedan 6 de 10');
    await expect(items[0]).toHaveTextContent('Siguiente unidad en 0:12');
    await expect(items[1]).toHaveTextContent('En cola');
    await expect(items[2]).toHaveTextContent('En cola');
  },
};

/** Forja Boreal's own queue from the demo universe: two orders. */
export const PlanetQueue: Story = {
  parameters: { selectedPlanet: 102 },
  play: async ({ canvas }) => {
    const items = await canvas.findAllByTestId('queue-item');
    await expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Construyendo...'),
      expect.stringContaining('En cola'),
    ]);
  },
};

export const CompletedAwaitingComplete: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.defenses.queueCompleted } } },
  play: async ({ canvas }) => {
    const items = await canvas.findAllByTestId('queue-item');
    await expect(items[0]).toHaveTextContent('10 × Lanzamisiles');
    await expect(items[0]).toHaveTextContent('Completada');
    await expect(items[1]).toHaveTextContent('Construyendo...');
    await expect(canvas.getByRole('button', { name: 'Completar' })).toBeEnabled();
  },
};

/** Ten large shield domes cost 500.000 metal and crystal: the shortfall is named, nothing is sent. */
export const InsufficientResources: Story = {
  tags: ['en-light'],
  play: async ({ canvas }) => {
    await order(canvas, 'Cúpula grande de protección', '10');
    await expect(canvas.getByTestId('build-total')).toHaveTextContent('Metal500.000');
    await expect(canvas.getByTestId('build-blocked')).toHaveTextContent(
      /^Recursos insuficientes: faltan [\d.]+ de metal y [\d.]+ de cristal\.$/,
    );
    await expect(canvas.getByRole('button', { name: 'Construir' })).toBeDisabled();
    await expect(canvas.getByLabelText('Cantidad')).toHaveValue(10);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Forja Boreal's shipyard is level 5; the plasma turret needs 8: named before any order. */
export const ShipyardLevelTooLow: Story = {
  parameters: { selectedPlanet: 102 },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Seleccionar Cañón de plasma' }));
    await expect(await canvas.findByTestId('build-blocked')).toHaveTextContent('Requisitos no cumplidos: hangar nivel 8 (tienes nivel 5).');
    await expect(canvas.getByRole('button', { name: 'Construir' })).toBeDisabled();
  },
};

export const BuildQueued: Story = {
  play: async ({ canvas }) => {
    await order(canvas, 'Lanzamisiles', '4');
    await expect(await canvas.findByText('Añadidas a la cola: 4 × Lanzamisiles')).toBeVisible();
    const [item] = await canvas.findAllByTestId('queue-item');
    await expect(item).toHaveTextContent('4 × Lanzamisiles');
    await expect(item).toHaveTextContent('Siguiente unidad en 0:08');
  },
};

export const BuildDoubleClick: Story = shared.BuildDoubleClick;
export const BuildRepeatedEnter: Story = shared.BuildRepeatedEnter;
export const CompleteWithResult: Story = shared.CompleteWithResult;
export const CompleteError: Story = shared.CompleteError;
export const BuildFirstFieldError: Story = shared.BuildFirstFieldError;
export const BuildMessageError: Story = shared.BuildMessageError;
export const BuildErrorField: Story = shared.BuildErrorField;
export const BuildServerError: Story = shared.BuildServerError;
export const BuildNetworkError: Story = shared.BuildNetworkError;
export const Loading: Story = shared.Loading;
export const TypesLoadError: Story = shared.TypesLoadError;
export const StockLoadError: Story = shared.StockLoadError;
export const QueueLoadError: Story = shared.QueueLoadError;
export const UnreadableAnswer: Story = shared.UnreadableAnswer;
export const NoPlanet: Story = shared.NoPlanet;

/**
 * A phone (390×844): 'Seleccionar' opens the build panel as a sheet in view: ten of them name
 * the shortfall, the total cost and the time, and 'Construir' waits; 'Volver' returns the focus
 * to 'Seleccionar'. The shot shows the sheet open again.
 */
export const PhoneBuildSheet: Story = {
  ...PHONE_390,
  play: unitBuildSheetPlay('Cúpula grande de protección'),
};

/**
 * A phone: the queue is a strip under the title (the order building now, its countdown,
 * '+2 en cola') that opens the whole queue with 'Completar'; closing it returns the focus to the strip.
 */
export const PhoneQueueStrip: Story = {
  ...PHONE_390,
  tags: ['no-visual'],
  parameters: { ...PHONE_390.parameters, msw: { handlers: { scenario: scenarios.defenses.queueSeveral } } },
  play: async ({ canvas }) => {
    const strip = await canvas.findByTestId('queue-strip', {}, { timeout: 8000 });
    await expect(strip).toHaveTextContent('6 × Láser pequeño');
    await expect(strip).toHaveTextContent(/\d+:\d\d/);
    await expect(strip).toHaveTextContent('+2 en cola');
    await expectInViewport(strip);
    const sheet = await openSheet(strip, 'Cola de construcción');
    await expect(within(sheet).getAllByTestId('queue-item')).toHaveLength(3);
    await expect(within(sheet).getByRole('button', { name: 'Completar' })).toBeVisible();
    await closeSheet(sheet, strip);
  },
};
