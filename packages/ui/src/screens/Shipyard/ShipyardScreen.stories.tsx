import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { routes } from '@imperio/api-client';
import { recordRequests, scenarioHelpers, scenarios } from '@imperio/mocks';
import { worker } from '@imperio/mocks/browser';
import { STORY_GLOBALS_EVENT } from '../../../../../.storybook/story-globals';
import { closeSheet, expectInViewport, openSheet, PHONE_390, unitBuildSheetPlay } from '../phoneSheetStory';
import { ShipyardScreen } from './ShipyardScreen';
import { cardNames as shipCards, order, selectAndType, slow, yardStories, yardSpy, type SpyTools, type YardCanvas } from './yardStories';

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
  title: 'Hangar Espacial',
  scenarios: scenarios.ships,
  noPlanets: scenarios.planets.empty,
  buildSpy: yardSpy(routes.ships.build, spyTools),
  completeSpy: yardSpy(routes.ships.complete, spyTools),
  cheapUnit: 'Sonda de espionaje',
  refusedUnit: 'Cazador ligero',
  loadError: 'Error al cargar datos de naves',
  buildError: 'Error al construir naves',
  fieldError: { unit: 'Cazador ligero', quantity: '5', text: 'La cola del hangar está llena.' },
  messageError: 'El hangar está en mantenimiento.',
});
const cardNames = (canvas: YardCanvas) => shipCards(canvas, 'Tipos de naves');

export const AllShips: Story = {
  // The whole list in the es-dark shot (tests/visual/visual-suite.tsx): the other states cut it at 1200 px.
  tags: ['full-height', 'en-light'],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Hangar Espacial' })).toBeVisible();
    await expect(await cardNames(canvas)).toHaveLength(12);
    await expect(canvas.getByRole('tab', { name: 'Todas' })).toHaveAttribute('aria-selected', 'true');
    // Σ attack × quantity of Nueva Esperanza's hangar: 60 + 20 + 1500 + 1200 + 1200 + 50 + 2 + 0
    await expect(canvas.getByTestId('power')).toHaveTextContent('Poder de combate total4.032');
    const cruiser = canvas.getByTestId('unit-cruiser');
    for (const text of [
      'Ataque400',
      'Escudo50',
      'Blindaje2.700',
      'Capacidad de carga800',
      'Velocidad15.000',
      'Metal 20.000',
      'Cristal 7.000',
      'Deuterio 2.000',
      '5 min',
      'Requiere hangar nivel 5',
    ]) {
      await expect(cruiser).toHaveTextContent(text);
    }
    await expect(within(canvas.getByTestId('stock')).getByText('Cazador ligero').nextSibling).toHaveTextContent('30');
    await expect(canvas.getByText('No hay nada en construcción')).toBeVisible();
  },
};

export const CivilTab: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Civil' }));
    await expect(await cardNames(canvas)).toEqual(['Nave pequeña de carga', 'Nave grande de carga']);
  },
};

export const CombatTab: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Combate' }));
    await expect(await cardNames(canvas)).toEqual([
      'Cazador ligero',
      'Cazador pesado',
      'Crucero',
      'Nave de batalla',
      'Bombardero',
      'Destructor',
    ]);
  },
};

export const SpecialTab: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Especiales' }));
    await expect(await cardNames(canvas)).toEqual(['Colonizador', 'Reciclador', 'Sonda de espionaje', 'Estrella de la muerte']);
  },
};

/** Marea Azul (103), a young colony: no ships, nothing queued. */
export const EmptyHangar: Story = {
  parameters: { selectedPlanet: 103 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No hay naves en este planeta')).toBeVisible();
    await expect(canvas.getByTestId('power')).toHaveTextContent('0');
    await expect(canvas.getByText('No hay nada en construcción')).toBeVisible();
  },
};

/** Forja Boreal (102): three orders, the first building with its countdown. */
export const QueueOfSeveral: Story = {
  tags: ['en-light'],
  parameters: { selectedPlanet: 102 },
  play: async ({ canvas }) => {
    const queue = await canvas.findByTestId('queue');
    const items = await within(queue).findAllByTestId('queue-item');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('8 × Cazador ligero');
    await expect(items[0]!.querySelector('[data-entity-icon="ship:light_fighter"]')).not.toBeNull();
    await expect(items[0]).toHaveTextContent('Construyendo...');
    await expect(items[0]).toHaveTextContent('Quedan 5 de 8');
    await expect(items[0]).toHaveTextContent('Siguiente unidad en 0:15');
    await expect(within(items[0]!).getByRole('progressbar')).toBeVisible();
    await expect(items[1]).toHaveTextContent('En cola');
    await expect(items[2]).toHaveTextContent('10 × Nave pequeña de carga');
    await expect(items[2]).toHaveTextContent('En cola');
  },
};

/** The first order ended a minute ago: 'Completada' until the complete call. */
export const CompletedAwaitingComplete: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.ships.queueCompleted } } },
  play: async ({ canvas }) => {
    const items = await canvas.findAllByTestId('queue-item');
    await expect(items[0]).toHaveTextContent('5 × Sonda de espionaje');
    await expect(items[0]).toHaveTextContent('Completada');
    await expect(items[0]).not.toHaveTextContent('Quedan');
    await expect(items[1]).toHaveTextContent('Construyendo...');
    await expect(items[1]).toHaveTextContent('Siguiente unidad en 0:35');
    await expect(canvas.getByRole('button', { name: 'Completar' })).toBeEnabled();
  },
};

/**
 * Ten battleships cost 450.000 metal; the planet has about 48.000: the shortfall is named per
 * resource, 'Construir' waits, nothing is sent; 'máx.' offers what the stock pays.
 */
export const InsufficientResources: Story = {
  tags: ['en-light'],
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Seleccionar Nave de batalla' }));
    const field = canvas.getByLabelText('Cantidad');
    await expect(field).toHaveFocus();
    await userEvent.clear(field);
    await userEvent.type(field, '10');
    await expect(canvas.getByTestId('build-total')).toHaveTextContent('Metal450.000');
    await expect(canvas.getByTestId('build-total')).toHaveTextContent('Cristal150.000');
    await expect(canvas.getByTestId('build-blocked')).toHaveTextContent(
      /^Recursos insuficientes: faltan [\d.]+ de metal y [\d.]+ de cristal\.$/,
    );
    const build = canvas.getByRole('button', { name: 'Construir' });
    await expect(build).toBeDisabled();
    await expect(build).toHaveAccessibleDescription(/Recursos insuficientes/);
    await expect(canvas.getByLabelText('Cantidad')).toHaveValue(10);
    await userEvent.click(canvas.getByRole('button', { name: 'máx. 1' }));
    await expect(canvas.getByLabelText('Cantidad')).toHaveValue(1);
    await expect(canvas.queryByTestId('build-blocked')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Construir' })).toBeEnabled();
  },
};

/** The Estrella de la muerte needs shipyard 12; Nueva Esperanza has 8: named, and not ordered. */
export const ShipyardLevelTooLow: Story = {
  play: async ({ canvas }) => {
    const card = await canvas.findByTestId('unit-deathstar');
    await expect(await within(card).findByTestId('requirement-unmet')).toHaveTextContent('Requiere hangar nivel 12 (tienes nivel 8)');
    await expect(within(canvas.getByTestId('unit-cruiser')).queryByTestId('requirement-unmet')).toBeNull();
    await userEvent.click(await canvas.findByRole('button', { name: 'Seleccionar Estrella de la muerte' }));
    const blocked = await canvas.findByTestId('build-blocked');
    await expect(blocked).toHaveTextContent('Requisitos no cumplidos: hangar nivel 12 (tienes nivel 8).');
    await expect(canvas.getByRole('button', { name: 'Construir' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: /^máx\./ })).toBeNull();
  },
};

/** A huge order: over 1000 is refused; 1000 cruisers take days, not '1111111 h'. */
export const HugeOrder: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Seleccionar Crucero' }));
    const field = canvas.getByLabelText('Cantidad');
    await userEvent.clear(field);
    await userEvent.type(field, '4000000');
    await expect(canvas.getByText('La cantidad máxima es 1.000 por orden')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Construir' })).toBeDisabled();
    await userEvent.clear(field);
    await userEvent.type(field, '1000');
    // 1000 × 5 min = 300 000 s.
    await expect(canvas.getByTestId('build-time')).toHaveTextContent('3 d 11 h');
    await expect(canvas.getByRole('button', { name: 'Construir' })).toBeDisabled();
  },
};

/** Nothing had finished: 'Completar' says so instead of doing nothing visible. */
export const CompleteNothingFinished: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.ships.queueSeveral } } },
  play: async ({ canvas }) => {
    await canvas.findAllByTestId('queue-item');
    await userEvent.click(canvas.getByRole('button', { name: 'Completar' }));
    await expect(await canvas.findByText('No había órdenes terminadas: la cola sigue igual.', {}, slow)).toBeVisible();
  },
};

/** A successful order: confirmation, the queue shows it building, the form stays on the type and no shortfall beside the confirmation. */
export const BuildQueued: Story = {
  play: async ({ canvas }) => {
    await order(canvas, 'Sonda de espionaje', '3');
    await expect(await canvas.findByText('Añadidas a la cola: 3 × Sonda de espionaje')).toBeVisible();
    const [item] = await canvas.findAllByTestId('queue-item');
    await expect(item).toHaveTextContent('3 × Sonda de espionaje');
    await expect(item).toHaveTextContent('Construyendo...');
    await expect(item).toHaveTextContent('Siguiente unidad en 0:05');
    // Disabled while the order was out, 'Construir' has the focus back for the next one.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Construir' })).toHaveFocus());
    // No red shortfall stands beside the confirmation.
    await expect(canvas.queryByTestId('build-blocked')).toBeNull();
  },
};

export const InvalidQuantity: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Seleccionar Crucero' }));
    const field = canvas.getByLabelText('Cantidad');
    await userEvent.clear(field);
    await userEvent.type(field, '2.5');
    await expect(canvas.getByText('La cantidad debe ser un número entero')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Construir' })).toBeDisabled();
    await userEvent.clear(field);
    await userEvent.type(field, '0');
    await expect(canvas.getByText('La cantidad mínima es 1')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Construir' })).toBeDisabled();
    await userEvent.clear(field);
    await expect(canvas.getByText('Indica una cantidad')).toBeVisible();
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

/** Re-renders the open story in another language, as the toolbar (and the visual suite) does. */
const switchLanguage = (locale: 'es' | 'en') => window.dispatchEvent(new CustomEvent(STORY_GLOBALS_EVENT, { detail: { locale } }));

/**
 * Switching the language keeps the selected type and what was typed, and re-words the error
 * already shown; 'máx.' reads 'max' in English.
 */
export const LanguageSwitchKeepsQuantity: Story = {
  play: async ({ canvas }) => {
    const field = await selectAndType(canvas, 'Crucero', '2.5');
    await expect(field).toHaveValue(2.5);
    await expect(canvas.getByText('La cantidad debe ser un número entero')).toBeVisible();
    try {
      switchLanguage('en');
      await expect(await canvas.findByText('The quantity must be a whole number')).toBeVisible();
      await expect(canvas.getByLabelText('Quantity')).toHaveValue(2.5);
      await expect(canvas.getByTestId('build-unit')).toHaveTextContent('Cruiser');
      await userEvent.clear(canvas.getByLabelText('Quantity'));
      await userEvent.type(canvas.getByLabelText('Quantity'), '2');
      await expect(canvas.getByRole('button', { name: /^max / })).toBeVisible();
    } finally {
      switchLanguage('es');
    }
    await expect(await canvas.findByLabelText('Cantidad')).toHaveValue(2);
    await expect(canvas.getByRole('button', { name: 'Construir' })).toBeEnabled();
  },
};

/**
 * A phone (390×844): 'Seleccionar' opens the build panel as a sheet in view: ten of them name
 * the shortfall, the total cost and the time, and 'Construir' waits; 'Volver' returns the focus
 * to 'Seleccionar'. The shot shows the sheet open again.
 */
export const PhoneBuildSheet: Story = {
  ...PHONE_390,
  play: unitBuildSheetPlay('Nave de batalla'),
};

/**
 * A phone: the queue is a strip under the title (the order building now, its countdown,
 * '+2 en cola') that opens the whole queue with 'Completar'; closing it returns the focus to the strip.
 */
export const PhoneQueueStrip: Story = {
  ...PHONE_390,
  tags: ['no-visual'],
  parameters: { ...PHONE_390.parameters, selectedPlanet: 102 },
  play: async ({ canvas }) => {
    const strip = await canvas.findByTestId('queue-strip', {}, { timeout: 8000 });
    await expect(strip).toHaveTextContent('5 × Cazador ligero');
    await expect(strip).toHaveTextContent(/\d+:\d\d/);
    await expect(strip).toHaveTextContent('+2 en cola');
    await expectInViewport(strip);
    const sheet = await openSheet(strip, 'Cola de construcción');
    await expect(within(sheet).getAllByTestId('queue-item')).toHaveLength(3);
    await expect(within(sheet).getByRole('button', { name: 'Completar' })).toBeVisible();
    await closeSheet(sheet, strip);
  },
};
