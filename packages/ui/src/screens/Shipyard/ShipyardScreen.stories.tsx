import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { scenarios } from '@imperio/mocks';
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

/** Ten battleships cost 450.000 metal; the planet has 48.250: the server refuses, the form stays. */
export const InsufficientResources: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Seleccionar Nave de batalla' }));
    const field = canvas.getByLabelText('Cantidad');
    await expect(field).toHaveFocus();
    await userEvent.clear(field);
    await userEvent.type(field, '10');
    await expect(canvas.getByTestId('build-total')).toHaveTextContent('Metal450.000');
    await expect(canvas.getByTestId('build-total')).toHaveTextContent('Cristal150.000');
    // The planet's stock is shown beside each cost and the shortfall is flagged before sending.
    await expect(await canvas.findByText('Faltan recursos en el planeta: Metal, Cristal.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Construir' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/^Recursos insuficientes: faltan .* de metal, .* de cristal\.$/);
    await expect(canvas.getByLabelText('Cantidad')).toHaveValue(10);
    await expect(canvas.getByTestId('build-unit')).toHaveTextContent('Nave de batalla');
  },
};

export const ShipyardLevelTooLow: Story = {
  play: async ({ canvas }) => {
    await order(canvas, 'Estrella de la muerte', '1');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Nivel de hangar insuficiente: se requiere nivel 12 (actual 8).');
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
