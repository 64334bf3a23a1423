import { nextTask } from '../nextTask';
import { shareUntilFailure } from '../shareUntilFailure';

/** Every answer schema (`schemas/index.ts`): `zod/mini`, loaded with the first answer to parse. */
export type Schemas = typeof import('./index');

/**
 * The modules `schemas/index.ts` gathers, in the order they are evaluated: zod's core first, then
 * the schemas (the first of them with zod's mini API). Each is a file of its own in the build:
 * grouped in three files, or in one, tasks of 25-40 ms remained in the dashboard's Lighthouse
 * traces. `load.test.ts` checks that together they export everything the index does.
 */
export const SCHEMA_MODULES: ReadonlyArray<() => Promise<object>> = [
  () => import('../zod-config'),
  () => import('./common'),
  () => import('./enums'),
  () => import('./user'),
  () => import('./planet'),
  () => import('./notification'),
  () => import('./resources'),
  () => import('./buildings'),
  () => import('./mission'),
  () => import('./messages'),
  () => import('./ships'),
  () => import('./defenses'),
  () => import('./galaxy'),
  () => import('./research'),
];

/**
 * Imports `modules` all at once and merges their exports, taking them in order with a task
 * between each. The downloads start together: one after the other, each waited for the one before
 * it, fourteen round trips (about 2.8 s on a slow 4G phone) stood between the first answer and
 * the dashboard's data. Each module is evaluated as it arrives, in the task its download ends in,
 * so evaluating zod and every schema is not one long task either.
 * @returns the union of the modules' exports; rejects with the first import (in order) that fails
 */
export async function importInTasks<T>(modules: ReadonlyArray<() => Promise<object>>): Promise<T> {
  const pending = modules.map((load) => load());
  // A later failure is reported by the loop below, in order; none is left unhandled meanwhile.
  for (const promise of pending) promise.catch(() => undefined);
  const parts: object[] = [];
  for (const promise of pending) {
    parts.push(await promise);
    await nextTask();
  }
  return Object.assign({}, ...parts) as T;
}

let loaded = false;

/**
 * Loads the answer schemas (and zod) once; the same promise for every caller until one fails
 * (then the next call tries again). They are not part of the shell's code: the first answer to
 * parse loads them, not at start-up.
 * @returns every export of `schemas/index.ts`
 */
export const loadSchemas: () => Promise<Schemas> = shareUntilFailure(() =>
  importInTasks<Schemas>(SCHEMA_MODULES).then((schemas) => {
    loaded = true;
    return schemas;
  }),
);

/** Whether the schemas have loaded already (a call's answer can be parsed at once). */
export const schemasLoaded = (): boolean => loaded;

/**
 * The login answer's light schema (`zod/mini`, `schemas/session.ts`), loaded on its own: the
 * login route's first JavaScript holds no zod (a chunk of about 17 KiB gzip with zod's mini
 * core, checked by `pnpm bundle:budget`). The login screen asks for it once it has painted and
 * the player touches the form, so a login does not wait for it; `login` awaits it.
 * @returns the module with `loginAnswerSchema`; the same module on every call (the browser's
 *   module cache); rejects when its chunk fails to load
 */
export function loadLoginSchema() {
  return import('./session');
}
