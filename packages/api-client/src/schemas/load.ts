import { nextTask } from '../nextTask';
import { shareUntilFailure } from '../shareUntilFailure';

/** Every answer schema (`schemas/index.ts`): classic zod, loaded with the first answer to parse. */
export type Schemas = typeof import('./index');

/**
 * The modules `schemas/index.ts` gathers, in the order they are evaluated: zod's core first, then
 * the schemas (the first of them with zod's classic API). Each is a file of its own in the build:
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
 * Imports `modules` one after the other, each in a task of its own, and merges their exports.
 * Building every schema of the game (and evaluating zod) in one task made one of the longest
 * tasks of the dashboard's load; one module per task keeps each short (less main-thread blocking).
 * @returns the union of the modules' exports; rejects with the first import that fails
 */
export async function importInTasks<T>(modules: ReadonlyArray<() => Promise<object>>): Promise<T> {
  const parts: object[] = [];
  for (const load of modules) {
    parts.push(await load());
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
