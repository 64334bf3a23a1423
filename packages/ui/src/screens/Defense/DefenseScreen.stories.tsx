import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { routes } from '@imperio/api-client';
import { requestSpy, scenarios } from '@imperio/mocks';
import { DefenseScreen } from './DefenseScreen';

const meta = {
  title: 'Screens/Defense',
  component: DefenseScreen,
  parameters: { route: '/defense', selectedPlanet: 101 },
} satisfies Meta<typeof DefenseScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Errors arrive after the retry policy gives up on a 5xx (about 3 s). */
const slow = { timeout: 8000 };
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

async function cardNames(canvas: Canvas) {
  const list = await canvas.findByRole('list', { name: 'Tipos de defensas' });
  return within(list).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
}

async function showTab(canvas: Canvas, tab: string, expected: string[]) {
  await userEvent.click(await canvas.findByRole('tab', { name: tab }));
  await expect(canvas.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  await expect(await cardNames(canvas)).toEqual(expected);
}

async function order(canvas: Canvas, unit: string, quantity: string) {
  await userEvent.click(await canvas.findByRole('button', { name: `Seleccionar ${unit}` }));
  const field = canvas.getByLabelText('Cantidad');
  await userEvent.clear(field);
  await userEvent.type(field, quantity);
  await userEvent.click(canvas.getByRole('button', { name: 'Construir' }));
}

export const AllDefenses: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sistema de Defensa' })).toBeVisible();
    await expect(await cardNames(canvas)).toHaveLength(10);
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Todas', 'Láser', 'Proyectil', 'Iónico', 'Plasma', 'Escudo', 'Misil']);
    // Σ attack × quantity: 3200 + 2500 + 1500 + 2200 + 600 + 1 + 10
    await expect(canvas.getByTestId('power')).toHaveTextContent('Poder defensivo total10.011');
    const gauss = canvas.getByTestId('unit-gauss_cannon');
    for (const text of ['Ataque1.100', 'Escudo200', 'Blindaje3.500', 'Metal 20.000', 'Cristal 15.000', 'Deuterio 2.000', '10 min', 'Requiere hangar nivel 6']) {
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
export const ShieldTab: Story = { play: ({ canvas }) => showTab(canvas, 'Escudo', ['Cúpula pequeña de protección', 'Cúpula grande de protección']) };
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
    await expect(items.map((item) => item.textContent)).toEqual([expect.stringContaining('Construyendo...'), expect.stringContaining('En cola')]);
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
  play: async ({ canvas }) => {
    await order(canvas, 'Cúpula grande de protección', '10');
    await expect(canvas.getByTestId('build-total')).toHaveTextContent('Metal500.000');
    await expect(canvas.getByTestId('build-blocked')).toHaveTextContent(/^Recursos insuficientes: faltan [\d.]+ de metal y [\d.]+ de cristal\.$/);
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

const buildSpy = requestSpy('post', routes.defenses.build);
/** Presses with no pause between them (before any re-render): the worst case of a double click. */
const fast = () => userEvent.setup({ delay: null });

/** A double click on 'Construir' queues one order. */
export const BuildDoubleClick: Story = {
  parameters: { msw: { handlers: { scenario: buildSpy.handlers } } },
  play: async ({ canvas }) => {
    buildSpy.reset();
    await userEvent.click(await canvas.findByRole('button', { name: 'Seleccionar Lanzamisiles' }));
    const field = canvas.getByLabelText('Cantidad');
    await userEvent.clear(field);
    await userEvent.type(field, '4');
    await fast().dblClick(canvas.getByRole('button', { name: 'Construir' }));
    await expect(await canvas.findByText('Añadidas a la cola: 4 × Lanzamisiles', {}, slow)).toBeVisible();
    await expect(buildSpy.count).toBe(1);
  },
};

/** Enter pressed three times in the quantity field queues one order. */
export const BuildRepeatedEnter: Story = {
  parameters: { msw: { handlers: { scenario: buildSpy.handlers } } },
  play: async ({ canvas }) => {
    buildSpy.reset();
    await userEvent.click(await canvas.findByRole('button', { name: 'Seleccionar Lanzamisiles' }));
    const field = canvas.getByLabelText('Cantidad');
    await userEvent.clear(field);
    await userEvent.type(field, '2');
    await fast().type(field, '{Enter}{Enter}{Enter}');
    await expect(await canvas.findByText('Añadidas a la cola: 2 × Lanzamisiles', {}, slow)).toBeVisible();
    await expect(buildSpy.count).toBe(1);
  },
};

const completeSpy = requestSpy('post', routes.defenses.complete);

/** 'Completar' says 'Completando...', then what it registered; a double click sends it once. */
export const CompleteWithResult: Story = {
  parameters: { msw: { handlers: { scenario: [...completeSpy.handlers, ...scenarios.defenses.completeRegistered] } } },
  play: async ({ canvas }) => {
    await canvas.findAllByTestId('queue-item');
    completeSpy.reset();
    await fast().dblClick(canvas.getByRole('button', { name: 'Completar' }));
    await expect(await canvas.findByRole('button', { name: 'Completando...' })).toBeDisabled();
    await expect(await canvas.findByText('Cola actualizada: 1 orden terminada registrada.', {}, slow)).toBeVisible();
    await expect(completeSpy.count).toBe(1);
  },
};

/** 'Completar' fails: the reason in a red box. */
export const CompleteError: Story = {
  parameters: { msw: { handlers: { scenario: [...scenarios.defenses.completeError, ...scenarios.defenses.queueCompleted] } } },
  play: async ({ canvas }) => {
    await canvas.findAllByTestId('queue-item');
    await userEvent.click(canvas.getByRole('button', { name: 'Completar' }));
    await expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent('No se pudo completar la cola de construcción.');
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

export const BuildFirstFieldError: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.defenses.buildFieldErrors } } },
  play: async ({ canvas }) => {
    await order(canvas, 'Cúpula pequeña de protección', '2');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Solo se puede construir una cúpula de cada tipo.');
    await expect(alert).not.toHaveTextContent('Segundo error');
  },
};

export const BuildMessageError: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.defenses.buildMessage } } },
  play: async ({ canvas }) => {
    await order(canvas, 'Láser pequeño', '5');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('El sistema de defensa está en mantenimiento.');
  },
};

export const BuildErrorField: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.defenses.buildErrorField } } },
  play: async ({ canvas }) => {
    await order(canvas, 'Láser pequeño', '5');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Planeta bloqueado por modo vacaciones.');
  },
};

export const BuildServerError: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.defenses.buildServerError } } },
  play: async ({ canvas }) => {
    await order(canvas, 'Láser pequeño', '5');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Error al construir defensas');
    await expect(canvas.getByLabelText('Cantidad')).toHaveValue(5);
  },
};

export const BuildNetworkError: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.defenses.buildNetworkError } } },
  play: async ({ canvas }) => {
    await order(canvas, 'Láser pequeño', '5');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Error al construir defensas');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.defenses.loading } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Cargando...')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sistema de Defensa' })).toBeVisible();
  },
};

export const TypesLoadError: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.defenses.typesError } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent('Error al cargar datos de defensas');
    await expect(canvas.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  },
};

export const StockLoadError: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.defenses.stockError } } },
  play: async ({ canvas }) => expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent('Error al cargar datos de defensas'),
};

export const QueueLoadError: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.defenses.queueError } } },
  play: async ({ canvas }) => expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent('Error al cargar datos de defensas'),
};

export const UnreadableAnswer: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.defenses.typesMalformed } } },
  play: async ({ canvas }) => expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent('Error al cargar datos de defensas'),
};
