import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

/**
 * The stories the shipyard and the defence screen share (one story factory for
 * the one yard factory). The story files pass their mock scenarios and request spies in, so this
 * module does not import the mocks (ui imports them only from stories and tests).
 */
type YardStory = StoryObj<{ [key: string]: unknown }>;
type Play = NonNullable<YardStory['play']>;
export type YardCanvas = Parameters<Play>[0]['canvas'];
type MswParameter = Extract<NonNullable<NonNullable<YardStory['parameters']>['msw']>, { handlers?: unknown }>;
type MswHandlers = NonNullable<MswParameter['handlers']>;
/** One MSW handler as `parameters.msw.handlers` takes it. */
type Handler = Extract<MswHandlers, readonly unknown[]>[number];

/** Holds one route's requests (so a repeat lands while the first is pending) and counts them. */
export interface YardSpy {
  handlers: Handler[];
  /** Starts counting afresh (call it at the start of the play function). */
  reset: () => void;
  readonly count: number;
}

/** What a yard spy needs from the mocks: the request counter and the hold handler. */
export interface SpyTools {
  /** `scenarioHelpers.hold('post', route)`. */
  hold: (route: string) => Handler;
  /** `recordRequests(worker)`. */
  record: () => { count: (method: string, route: string) => number; stop: () => void };
}

/**
 * A `YardSpy` over the one request counter (`recordRequests` on the story's MSW worker) and
 * `scenarioHelpers.hold`, for the one-request stories of a yard.
 */
export function yardSpy(route: string, tools: SpyTools): YardSpy {
  let log: ReturnType<SpyTools['record']> | null = null;
  return {
    handlers: [tools.hold(route)],
    reset: () => {
      log?.stop();
      log = tools.record();
    },
    get count() {
      return log?.count('POST', route) ?? 0;
    },
  };
}

/** The MSW scenarios of one yard (`scenarios.ships`, `scenarios.defenses`). */
export interface YardScenarios {
  loading: Handler[];
  typesError: Handler[];
  stockError: Handler[];
  queueError: Handler[];
  typesMalformed: Handler[];
  queueCompleted: Handler[];
  completeError: Handler[];
  completeRegistered: Handler[];
  buildFieldErrors: Handler[];
  buildMessage: Handler[];
  buildErrorField: Handler[];
  buildServerError: Handler[];
  buildNetworkError: Handler[];
}

export interface YardStoryConfig {
  /** The h1 ('Hangar Espacial'). */
  title: string;
  scenarios: YardScenarios;
  /** The planets without a planet (`scenarios.planets.empty`). */
  noPlanets: Handler[];
  buildSpy: YardSpy;
  completeSpy: YardSpy;
  /** A cheap unit the home planet can pay a few of ('Sonda de espionaje'). */
  cheapUnit: string;
  /** The catalogue's load and build errors ('Error al cargar datos de naves', 'Error al construir naves'). */
  loadError: string;
  buildError: string;
  /** A unit the home planet can pay five of, for the refusals ('Cazador ligero'). */
  refusedUnit: string;
  /** The first field error and the `message` refusal of the build scenarios. */
  fieldError: { unit: string; quantity: string; text: string };
  messageError: string;
}

/** Errors arrive after the retry policy gives up on a 5xx (about 3 s). */
export const slow = { timeout: 8000 };

/**
 * Presses with no pause between them: the second press arrives before the screen re-renders,
 * the worst case of a real double click (the default pause would let the button disable first).
 */
const fast = () => userEvent.setup({ delay: null });

/** Selects `unit`, types `quantity` in 'Cantidad' and presses 'Construir'. */
export async function order(canvas: YardCanvas, unit: string, quantity: string) {
  await selectAndType(canvas, unit, quantity);
  await userEvent.click(canvas.getByRole('button', { name: 'Construir' }));
}

/** Selects `unit` and types `quantity` in 'Cantidad'. @returns the field */
export async function selectAndType(canvas: YardCanvas, unit: string, quantity: string) {
  await userEvent.click(await canvas.findByRole('button', { name: `Seleccionar ${unit}` }));
  const field = canvas.getByLabelText('Cantidad');
  await userEvent.clear(field);
  await userEvent.type(field, quantity);
  return field;
}

const scenario = (handlers: Handler[]) => ({ msw: { handlers: { scenario: handlers } } });

/**
 * The shared stories of a yard screen: one intent one request (double click, repeated Enter,
 * 'Completar'), every build refusal of the catalogue, loading, every load error, no planet.
 * @returns stories to re-export one by one (`export const BuildDoubleClick = shared.BuildDoubleClick`)
 */
export function yardStories(config: YardStoryConfig) {
  const { scenarios: s, buildSpy, completeSpy, cheapUnit } = config;
  const loadFails = (handlers: Handler[]): YardStory => ({
    parameters: scenario(handlers),
    play: async ({ canvas }) => expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent(config.loadError),
  });
  const refused = (handlers: Handler[], text: string, unit = config.refusedUnit): YardStory => ({
    parameters: scenario(handlers),
    play: async ({ canvas }) => {
      await order(canvas, unit, '5');
      await expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent(text);
      await expect(canvas.getByLabelText('Cantidad')).toHaveValue(5);
    },
  });
  return {
    /** A double click on 'Construir' queues one order (one request, one charge). */
    BuildDoubleClick: {
      parameters: scenario(buildSpy.handlers),
      play: async ({ canvas }) => {
        buildSpy.reset();
        await selectAndType(canvas, cheapUnit, '2');
        await fast().dblClick(canvas.getByRole('button', { name: 'Construir' }));
        await expect(await canvas.findByRole('button', { name: 'Enviando orden...' })).toBeDisabled();
        await expect(await canvas.findByText(`Añadidas a la cola: 2 × ${cheapUnit}`, {}, slow)).toBeVisible();
        await expect(buildSpy.count).toBe(1);
        await expect(await canvas.findAllByTestId('queue-item')).toHaveLength(1);
      },
    },
    /** Enter pressed three times in the quantity field queues one order. */
    BuildRepeatedEnter: {
      parameters: scenario(buildSpy.handlers),
      play: async ({ canvas }) => {
        buildSpy.reset();
        const field = await selectAndType(canvas, cheapUnit, '3');
        await fast().type(field, '{Enter}{Enter}{Enter}');
        await expect(await canvas.findByText(`Añadidas a la cola: 3 × ${cheapUnit}`, {}, slow)).toBeVisible();
        await expect(buildSpy.count).toBe(1);
        await expect(await canvas.findAllByTestId('queue-item')).toHaveLength(1);
      },
    },
    /** 'Completar' says it is working, then what it registered; a double click sends it once. */
    CompleteWithResult: {
      parameters: scenario([...completeSpy.handlers, ...s.completeRegistered]),
      play: async ({ canvas }) => {
        await canvas.findAllByTestId('queue-item');
        completeSpy.reset();
        await fast().dblClick(canvas.getByRole('button', { name: 'Completar' }));
        await expect(await canvas.findByRole('button', { name: 'Completando...' })).toBeDisabled();
        await expect(await canvas.findByText('Cola actualizada: 1 orden terminada registrada.', {}, slow)).toBeVisible();
        await expect(completeSpy.count).toBe(1);
        await expect(canvas.getByRole('button', { name: 'Completar' })).toBeEnabled();
      },
    },
    /** 'Completar' fails: the reason in a red box; the queue stays. */
    CompleteError: {
      parameters: scenario([...s.completeError, ...s.queueCompleted]),
      play: async ({ canvas }) => {
        const before = (await canvas.findAllByTestId('queue-item')).length;
        await userEvent.click(canvas.getByRole('button', { name: 'Completar' }));
        await expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent('No se pudo completar la cola de construcción.');
        await waitFor(() => expect(canvas.getByRole('button', { name: 'Completar' })).toBeEnabled());
        await expect(canvas.getAllByTestId('queue-item')).toHaveLength(before);
      },
    },
    /** The first field error only; the typed quantity stays. */
    BuildFirstFieldError: {
      parameters: scenario(s.buildFieldErrors),
      play: async ({ canvas }) => {
        await order(canvas, config.fieldError.unit, config.fieldError.quantity);
        const alert = await canvas.findByRole('alert');
        await expect(alert).toHaveTextContent(config.fieldError.text);
        await expect(alert).not.toHaveTextContent('Segundo error');
        await expect(canvas.getByLabelText('Cantidad')).toHaveValue(Number(config.fieldError.quantity));
      },
    },
    BuildMessageError: refused(s.buildMessage, config.messageError),
    BuildErrorField: refused(s.buildErrorField, 'Planeta bloqueado por modo vacaciones.'),
    BuildServerError: refused(s.buildServerError, config.buildError),
    BuildNetworkError: refused(s.buildNetworkError, config.buildError),
    Loading: {
      parameters: scenario(s.loading),
      play: async ({ canvas }) => {
        await expect(await canvas.findByText('Cargando...')).toBeVisible();
        await expect(canvas.getByRole('heading', { level: 1, name: config.title })).toBeVisible();
      },
    },
    TypesLoadError: {
      parameters: scenario(s.typesError),
      play: async ({ canvas }) => {
        await expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent(config.loadError);
        await expect(canvas.getByRole('button', { name: 'Reintentar' })).toBeVisible();
      },
    },
    StockLoadError: loadFails(s.stockError),
    QueueLoadError: loadFails(s.queueError),
    UnreadableAnswer: loadFails(s.typesMalformed),
    NoPlanet: {
      parameters: scenario(config.noPlanets),
      play: async ({ canvas }) => expect(await canvas.findByText('Selecciona un Planeta')).toBeVisible(),
    },
  } satisfies Record<string, YardStory>;
}

/** The names of the cards in the type list labelled `listName` ('Tipos de naves'). */
export async function cardNames(canvas: YardCanvas, listName: string) {
  const list = await canvas.findByRole('list', { name: listName });
  return within(list)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
}
