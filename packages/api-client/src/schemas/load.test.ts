import { describe, expect, it, vi } from 'vitest';
import { importInTasks } from './load';

/**
 * Fresh copies of the schemas' modules, as on a page that has loaded none of them yet: the `unit`
 * project shares modules between the files of a worker (isolate: false), so an earlier file, or
 * an earlier test of this one, may have loaded them. The index first, so the schemas
 * `loadSchemas` loads are its objects.
 */
async function freshPage() {
  vi.resetModules();
  const index = await import('./index');
  return { index, ...(await import('./load')) };
}

describe('loadSchemas (the answer schemas, one module per task)', () => {
  it("loads the login answer's light schema on its own, without the game's schemas", async () => {
    const { loadLoginSchema, schemasLoaded } = await freshPage();
    const { loginAnswerSchema } = await loadLoginSchema();
    expect(loginAnswerSchema.safeParse({ access: 'a', refresh: 'r', user: { id: 7 } }).success).toBe(true);
    expect(schemasLoaded()).toBe(false);
  });

  it('gives every export of schemas/index.ts, the same objects', async () => {
    const { index, loadSchemas } = await freshPage();
    const loaded = await loadSchemas();
    // A module added to the index but not to SCHEMA_MODULES would leave its schemas undefined.
    expect(Object.keys(loaded).sort()).toEqual(Object.keys(index).sort());
    for (const [name, value] of Object.entries(index)) expect(loaded[name as keyof typeof loaded], name).toBe(value);
  });

  it('imports the modules in order, each in a task of its own, and merges their exports', async () => {
    const log: string[] = [];
    const module = (name: string, exports: object) => () => {
      log.push(`import ${name}`);
      // A task queued by the import itself runs before the next import starts.
      setTimeout(() => log.push(`task after ${name}`), 0);
      return Promise.resolve(exports);
    };
    const merged = await importInTasks<{ a: number; b: number }>([module('a', { a: 1 }), module('b', { b: 2 })]);
    expect(merged).toEqual({ a: 1, b: 2 });
    expect(log).toEqual(['import a', 'task after a', 'import b', 'task after b']);
  });

  it('rejects with the first import that fails, without importing the rest', async () => {
    let later = 0;
    const failing = importInTasks([
      () => Promise.reject(new Error('chunk failed')),
      () => {
        later += 1;
        return Promise.resolve({});
      },
    ]);
    await expect(failing).rejects.toThrow('chunk failed');
    expect(later).toBe(0);
  });
});
