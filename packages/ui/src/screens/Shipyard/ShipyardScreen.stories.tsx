import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { routes } from '@imperio/api-client';
import { requestSpy, scenarios } from '@imperio/mocks';
import { ShipyardScreen } from './ShipyardScreen';

const meta = {
  title: 'Screens/Shipyard',
  component: ShipyardScreen,
  parameters: { route: '/hangar', selectedPlanet: 101 },
} satisfies Meta<typeof ShipyardScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Errors arrive after the retry policy gives up on a 5xx (about 3 s). */
const slow = { timeout: 8000 };
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

async function cardNames(canvas: Canvas) {
  const list = await canvas.findByRole('list', { name: 'Tipos de naves' });
  return within(list).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
}

async function order(canvas: Canvas, unit: string, quantity: string) {
  await userEvent.click(await canvas.findByRole('button', { name: `Seleccionar ${unit}` }));
  const field = canvas.getByLabelText('Cantidad');
  await userEvent.clear(field);
  await userEvent.type(field, quantity);
  await userEvent.click(canvas.getByRole('button', { name: 'Construir' }));
}

export const AllShips: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Hangar Espacial' })).toBeVisible();
    await expect(await cardNames(canvas)).toHaveLength(12);
    await expect(canvas.getByRole('tab', { name: 'Todas' })).toHaveAttribute('aria-selected', 'true');
    // Σ attack × quantity of Nueva Esperanza's hangar: 60 + 20 + 1500 + 1200 + 1200 + 50 + 2 + 0
    await expect(canvas.getByTestId('power')).toHaveTextContent('Poder de combate total4.032');
    const cruiser = canvas.getByTestId('unit-cruiser');
    for (const text of ['Ataque400', 'Escudo50', 'Blindaje2.700', 'Capacidad de carga800', 'Velocidad15.000', 'Metal 20.000', 'Cristal 7.000', 'Deuterio 2.000', '5 min', 'Requiere hangar nivel 5']) {
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
    await expect(await cardNames(canvas)).toEqual(['Cazador ligero', 'Cazador pesado', 'Crucero', 'Nave de batalla', 'Bombardero', 'Destructor']);
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
  parameters: { selectedPlanet: 102 },
  play: async ({ canvas }) => {
    const queue = await canvas.findByTestId('queue');
    const items = await within(queue).findAllByTestId('queue-item');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('8 × Cazador ligero');
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
 * resource, 'Construir' waits, nothing is sent; 'Usar el máximo' offers what the stock pays.
 */
export const InsufficientResources: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Seleccionar Nave de batalla' }));
    const field = canvas.getByLabelText('Cantidad');
    await expect(field).toHaveFocus();
    await userEvent.clear(field);
    await userEvent.type(field, '10');
    await expect(canvas.getByTestId('build-total')).toHaveTextContent('Metal450.000');
    await expect(canvas.getByTestId('build-total')).toHaveTextContent('Cristal150.000');
    await expect(canvas.getByTestId('build-blocked')).toHaveTextContent(/^Recursos insuficientes: faltan [\d.]+ de metal y [\d.]+ de cristal\.$/);
    const build = canvas.getByRole('button', { name: 'Construir' });
    await expect(build).toBeDisabled();
    await expect(build).toHaveAccessibleDescription(/Recursos insuficientes/);
    await expect(canvas.getByLabelText('Cantidad')).toHaveValue(10);
    await userEvent.click(canvas.getByRole('button', { name: 'Usar el máximo: 1' }));
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
    await expect(canvas.queryByRole('button', { name: /Usar el máximo/ })).toBeNull();
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

const buildSpy = requestSpy('post', routes.ships.build);
/**
 * Presses with no pause between them: the second press arrives before the screen re-renders,
 * the worst case of a real double click (the default pause would let the button disable first).
 */
const fast = () => userEvent.setup({ delay: null });

/** A double click on 'Construir' queues one order (one request, one charge). */
export const BuildDoubleClick: Story = {
  parameters: { msw: { handlers: { scenario: buildSpy.handlers } } },
  play: async ({ canvas }) => {
    buildSpy.reset();
    await userEvent.click(await canvas.findByRole('button', { name: 'Seleccionar Sonda de espionaje' }));
    const field = canvas.getByLabelText('Cantidad');
    await userEvent.clear(field);
    await userEvent.type(field, '2');
    await fast().dblClick(canvas.getByRole('button', { name: 'Construir' }));
    await expect(await canvas.findByRole('button', { name: 'Enviando orden...' })).toBeDisabled();
    await expect(await canvas.findByText('Añadidas a la cola: 2 × Sonda de espionaje', {}, slow)).toBeVisible();
    await expect(buildSpy.count).toBe(1);
    await expect(await canvas.findAllByTestId('queue-item')).toHaveLength(1);
  },
};

/** Enter pressed three times in the quantity field queues one order. */
export const BuildRepeatedEnter: Story = {
  parameters: { msw: { handlers: { scenario: buildSpy.handlers } } },
  play: async ({ canvas }) => {
    buildSpy.reset();
    await userEvent.click(await canvas.findByRole('button', { name: 'Seleccionar Sonda de espionaje' }));
    const field = canvas.getByLabelText('Cantidad');
    await userEvent.clear(field);
    await userEvent.type(field, '3');
    await fast().type(field, '{Enter}{Enter}{Enter}');
    await expect(await canvas.findByText('Añadidas a la cola: 3 × Sonda de espionaje', {}, slow)).toBeVisible();
    await expect(buildSpy.count).toBe(1);
    await expect(await canvas.findAllByTestId('queue-item')).toHaveLength(1);
  },
};

const completeSpy = requestSpy('post', routes.ships.complete);

/** 'Completar' says it is working, then what it registered; a double click sends it once. */
export const CompleteWithResult: Story = {
  parameters: { msw: { handlers: { scenario: [...completeSpy.handlers, ...scenarios.ships.completeRegistered] } } },
  play: async ({ canvas }) => {
    await canvas.findAllByTestId('queue-item');
    completeSpy.reset();
    await fast().dblClick(canvas.getByRole('button', { name: 'Completar' }));
    await expect(await canvas.findByRole('button', { name: 'Completando...' })).toBeDisabled();
    await expect(await canvas.findByText('Cola actualizada: 1 orden terminada registrada.', {}, slow)).toBeVisible();
    await expect(completeSpy.count).toBe(1);
    await expect(canvas.getByRole('button', { name: 'Completar' })).toBeEnabled();
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

/** 'Completar' fails: the reason in a red box; the queue stays. */
export const CompleteError: Story = {
  parameters: { msw: { handlers: { scenario: [...scenarios.ships.completeError, ...scenarios.ships.queueCompleted] } } },
  play: async ({ canvas }) => {
    await canvas.findAllByTestId('queue-item');
    await userEvent.click(canvas.getByRole('button', { name: 'Completar' }));
    await expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent('No se pudo completar la cola de construcción.');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Completar' })).toBeEnabled());
    await expect(canvas.getAllByTestId('queue-item')).toHaveLength(2);
  },
};

/** A successful order: confirmation, the queue shows it building, the form stays on the type. */
export const BuildQueued: Story = {
  play: async ({ canvas }) => {
    await order(canvas, 'Sonda de espionaje', '3');
    await expect(await canvas.findByText('Añadidas a la cola: 3 × Sonda de espionaje')).toBeVisible();
    const [item] = await canvas.findAllByTestId('queue-item');
    await expect(item).toHaveTextContent('3 × Sonda de espionaje');
    await expect(item).toHaveTextContent('Construyendo...');
    await expect(item).toHaveTextContent('Siguiente unidad en 0:05');
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

export const BuildFirstFieldError: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.ships.buildFieldErrors } } },
  play: async ({ canvas }) => {
    await order(canvas, 'Cazador ligero', '5');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('La cola del hangar está llena.');
    await expect(alert).not.toHaveTextContent('Segundo error');
    await expect(canvas.getByLabelText('Cantidad')).toHaveValue(5);
  },
};

export const BuildMessageError: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.ships.buildMessage } } },
  play: async ({ canvas }) => {
    await order(canvas, 'Cazador ligero', '5');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('El hangar está en mantenimiento.');
  },
};

export const BuildErrorField: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.ships.buildErrorField } } },
  play: async ({ canvas }) => {
    await order(canvas, 'Cazador ligero', '5');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Planeta bloqueado por modo vacaciones.');
  },
};

export const BuildServerError: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.ships.buildServerError } } },
  play: async ({ canvas }) => {
    await order(canvas, 'Cazador ligero', '5');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Error al construir naves');
    await expect(canvas.getByLabelText('Cantidad')).toHaveValue(5);
  },
};

export const BuildNetworkError: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.ships.buildNetworkError } } },
  play: async ({ canvas }) => {
    await order(canvas, 'Cazador ligero', '5');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Error al construir naves');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.ships.loading } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Cargando...')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Hangar Espacial' })).toBeVisible();
  },
};

export const TypesLoadError: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.ships.typesError } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent('Error al cargar datos de naves');
    await expect(canvas.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  },
};

export const StockLoadError: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.ships.stockError } } },
  play: async ({ canvas }) => expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent('Error al cargar datos de naves'),
};

export const QueueLoadError: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.ships.queueError } } },
  play: async ({ canvas }) => expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent('Error al cargar datos de naves'),
};

export const UnreadableAnswer: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.ships.typesWrongShape } } },
  play: async ({ canvas }) => expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent('Error al cargar datos de naves'),
};

export const NoPlanet: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.planets.empty } } },
  play: async ({ canvas }) => expect(await canvas.findByText('Selecciona un Planeta')).toBeVisible(),
};
