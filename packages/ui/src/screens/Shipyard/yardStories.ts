import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { UnitKind } from '../../components/UnitCatalogue';
import { entityCode, entityName, type AnyT } from '../../lib/entityName';
import { storyTexts } from '../../workbench/play/storyTexts';

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

/** What a play receives besides the canvas: the story's globals (its language). */
export interface YardPlayContext {
  globals?: Record<string, unknown>;
}

/** Escapes `text` for a `RegExp`. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The yard's texts in the story's language: `t` (shipyard), `errors`, `common`, `number`,
 * `name(code)` (a unit's name from the `entities` catalogue, as the screen names it) and the
 * strings a play finds ('Seleccionar <name>', 'Añadidas a la cola: 3 × <name>', a queue head).
 * @param kind 'ships' or 'defenses' (picks `shipyard:<kind>.*`, `errors:<kind>.*` and `entities:ship|defense.*`)
 * @throws when `name` gets a code the entities catalogue does not know (a typo in a story)
 */
export function yardTexts(context: YardPlayContext, kind: UnitKind) {
  const { t, number, locale } = storyTexts(context, 'shipyard');
  const errors = storyTexts(context, 'errors').t;
  const common = storyTexts(context, 'common').t;
  const entities = storyTexts(context, 'entities').t as unknown as AnyT;
  const entity = kind === 'ships' ? 'ship' : 'defense';
  const name = (code: string) => {
    if (!entityCode(entity, code)) throw new Error(`No ${entity} with the code '${code}' in the entities catalogue`);
    return entityName(entities, entity, code);
  };
  /** The accessible name of a card's 'Seleccionar' button (its visible word and the hidden name). */
  const select = (code: string) => `${t('card.select')} ${name(code)}`;
  /** A queue line's head or a build confirmation's tail: '8 × Cazador ligero'. */
  const line = (quantity: number, code: string) => `${number(quantity)} × ${name(code)}`;
  const queued = (quantity: number, code: string) => t(`${kind}.queued`, { count: quantity, name: name(code) });
  /** The number pattern of the language ('48.250', '48,250'): digits grouped by three. */
  const grouped = `\\d{1,3}(?:${escapeRegExp(number(1000).charAt(1))}\\d{3})*`;
  const list = (items: string[]) => new Intl.ListFormat(locale, { type: 'conjunction' }).format(items);
  /**
   * The whole shortfall line for metal and crystal, any amounts ('Recursos insuficientes: faltan
   * 402.000 de metal y 127.000 de cristal.').
   */
  const shortfall = () => {
    const mark = '\u0000';
    const text = t('panel.shortfall', {
      list: list([t('panel.missing.metal', { amount: mark }), t('panel.missing.crystal', { amount: mark })]),
    });
    return new RegExp(`^${text.split(mark).map(escapeRegExp).join(grouped)}$`);
  };
  /** The start of `t(key)` before its interpolated value ('Recursos insuficientes: faltan ', 'máx. '). */
  const before = (text: (mark: string) => string) => text('\u0000').split('\u0000')[0]!;
  return { t, errors, common, number, locale, name, select, line, queued, grouped, shortfall, before, list };
}

export interface YardStoryConfig {
  /** Ships or defences: picks the texts (the h1, the load and build errors) and the unit names. */
  kind: UnitKind;
  scenarios: YardScenarios;
  /** The planets without a planet (`scenarios.planets.empty`). */
  noPlanets: Handler[];
  buildSpy: YardSpy;
  completeSpy: YardSpy;
  /** The code of a cheap unit the home planet can pay a few of ('espionage_probe'). */
  cheapUnit: string;
  /** The code of a unit the home planet can pay five of, for the refusals ('light_fighter'). */
  refusedUnit: string;
  /**
   * The first field error and the `message` refusal of the build scenarios: the server's own
   * texts (the mock's answers), shown as sent in every language.
   */
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

/** Selects the unit `code`, types `quantity` in 'Cantidad' and presses 'Construir', in the story's language. */
export async function order(canvas: YardCanvas, context: YardPlayContext, kind: UnitKind, code: string, quantity: string) {
  await selectAndType(canvas, context, kind, code, quantity);
  await userEvent.click(canvas.getByRole('button', { name: yardTexts(context, kind).t('panel.submit') }));
}

/** Selects the unit `code` and types `quantity` in 'Cantidad', in the story's language. @returns the field */
export async function selectAndType(canvas: YardCanvas, context: YardPlayContext, kind: UnitKind, code: string, quantity: string) {
  const { t, select } = yardTexts(context, kind);
  await userEvent.click(await canvas.findByRole('button', { name: select(code) }, slow));
  const field = canvas.getByLabelText(t('panel.quantity'));
  await userEvent.clear(field);
  await userEvent.type(field, quantity);
  return field;
}

const scenario = (handlers: Handler[]) => ({ msw: { handlers: { scenario: handlers } } });

/**
 * The shared stories of a yard screen: one intent one request (double click, repeated Enter,
 * 'Completar'), every build refusal of the catalogue, loading, every load error, no planet.
 * Their plays find every text in the story's language (`yardTexts`).
 * @returns stories to re-export one by one (`export const BuildDoubleClick = shared.BuildDoubleClick`)
 */
export function yardStories(config: YardStoryConfig) {
  const { kind, scenarios: s, buildSpy, completeSpy, cheapUnit } = config;
  const loadError = (context: YardPlayContext) => yardTexts(context, kind).errors(`${kind}.load`);
  const buildError = (context: YardPlayContext) => yardTexts(context, kind).errors(`${kind}.build`);
  const loadFails = (handlers: Handler[]): YardStory => ({
    parameters: scenario(handlers),
    play: async ({ canvas, globals }) => expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent(loadError({ globals })),
  });
  const refused = (handlers: Handler[], text: (context: YardPlayContext) => string, unit = config.refusedUnit): YardStory => ({
    parameters: scenario(handlers),
    play: async ({ canvas, globals }) => {
      await order(canvas, { globals }, kind, unit, '5');
      await expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent(text({ globals }));
      await expect(canvas.getByLabelText(yardTexts({ globals }, kind).t('panel.quantity'))).toHaveValue(5);
    },
  });
  return {
    /** A double click on 'Construir' queues one order (one request, one charge). */
    BuildDoubleClick: {
      parameters: scenario(buildSpy.handlers),
      play: async ({ canvas, globals }) => {
        const { t, queued } = yardTexts({ globals }, kind);
        buildSpy.reset();
        await selectAndType(canvas, { globals }, kind, cheapUnit, '2');
        await fast().dblClick(canvas.getByRole('button', { name: t('panel.submit') }));
        await expect(await canvas.findByRole('button', { name: t('panel.submitting') })).toBeDisabled();
        await expect(await canvas.findByText(queued(2, cheapUnit), {}, slow)).toBeVisible();
        await expect(buildSpy.count).toBe(1);
        await expect(await canvas.findAllByTestId('queue-item')).toHaveLength(1);
      },
    },
    /** Enter pressed three times in the quantity field queues one order. */
    BuildRepeatedEnter: {
      parameters: scenario(buildSpy.handlers),
      play: async ({ canvas, globals }) => {
        buildSpy.reset();
        const field = await selectAndType(canvas, { globals }, kind, cheapUnit, '3');
        await fast().type(field, '{Enter}{Enter}{Enter}');
        await expect(await canvas.findByText(yardTexts({ globals }, kind).queued(3, cheapUnit), {}, slow)).toBeVisible();
        await expect(buildSpy.count).toBe(1);
        await expect(await canvas.findAllByTestId('queue-item')).toHaveLength(1);
      },
    },
    /** 'Completar' says it is working, then what it registered; a double click sends it once. */
    CompleteWithResult: {
      parameters: scenario([...completeSpy.handlers, ...s.completeRegistered]),
      play: async ({ canvas, globals }) => {
        const { t } = yardTexts({ globals }, kind);
        await canvas.findAllByTestId('queue-item');
        completeSpy.reset();
        await fast().dblClick(canvas.getByRole('button', { name: t('queue.complete') }));
        await expect(await canvas.findByRole('button', { name: t('queue.completing') })).toBeDisabled();
        await expect(await canvas.findByText(t('queue.registered', { count: 1 }), {}, slow)).toBeVisible();
        await expect(completeSpy.count).toBe(1);
        await expect(canvas.getByRole('button', { name: t('queue.complete') })).toBeEnabled();
      },
    },
    /** 'Completar' fails: the reason in a red box; the queue stays. */
    CompleteError: {
      parameters: scenario([...s.completeError, ...s.queueCompleted]),
      play: async ({ canvas, globals }) => {
        const { t } = yardTexts({ globals }, kind);
        const before = (await canvas.findAllByTestId('queue-item')).length;
        await userEvent.click(canvas.getByRole('button', { name: t('queue.complete') }));
        await expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent(t('queue.completeError'));
        await waitFor(() => expect(canvas.getByRole('button', { name: t('queue.complete') })).toBeEnabled());
        await expect(canvas.getAllByTestId('queue-item')).toHaveLength(before);
      },
    },
    /** The first field error only; the typed quantity stays. */
    BuildFirstFieldError: {
      parameters: scenario(s.buildFieldErrors),
      play: async ({ canvas, globals }) => {
        await order(canvas, { globals }, kind, config.fieldError.unit, config.fieldError.quantity);
        const alert = await canvas.findByRole('alert');
        await expect(alert).toHaveTextContent(config.fieldError.text);
        // The mock's second field error, the server's own text: never shown.
        await expect(alert).not.toHaveTextContent('Segundo error');
        await expect(canvas.getByLabelText(yardTexts({ globals }, kind).t('panel.quantity'))).toHaveValue(
          Number(config.fieldError.quantity),
        );
      },
    },
    BuildMessageError: refused(s.buildMessage, () => config.messageError),
    // The server's own `error` text (the mock's answer), the same in every language.
    BuildErrorField: refused(s.buildErrorField, () => 'Planeta bloqueado por modo vacaciones.'),
    BuildServerError: refused(s.buildServerError, buildError),
    BuildNetworkError: refused(s.buildNetworkError, buildError),
    Loading: {
      parameters: scenario(s.loading),
      play: async ({ canvas, globals }) => {
        const { t } = yardTexts({ globals }, kind);
        await expect(await canvas.findByText(t('loading'))).toBeVisible();
        await expect(canvas.getByRole('heading', { level: 1, name: t(`${kind}.title`) })).toBeVisible();
      },
    },
    TypesLoadError: {
      parameters: scenario(s.typesError),
      play: async ({ canvas, globals }) => {
        await expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent(loadError({ globals }));
        await expect(canvas.getByRole('button', { name: yardTexts({ globals }, kind).common('retry') })).toBeVisible();
      },
    },
    StockLoadError: loadFails(s.stockError),
    QueueLoadError: loadFails(s.queueError),
    UnreadableAnswer: loadFails(s.typesMalformed),
    NoPlanet: {
      parameters: scenario(config.noPlanets),
      play: async ({ canvas, globals }) => expect(await canvas.findByText(yardTexts({ globals }, kind).t('noPlanet'))).toBeVisible(),
    },
  } satisfies Record<string, YardStory>;
}

/** The names of the cards in the type list of `kind` ('Tipos de naves'), in the story's language. */
export async function cardNames(canvas: YardCanvas, context: YardPlayContext, kind: UnitKind) {
  const list = await canvas.findByRole('list', { name: yardTexts(context, kind).t(`${kind}.listTitle`) });
  return within(list)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
}
