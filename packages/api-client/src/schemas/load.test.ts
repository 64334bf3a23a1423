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

describe('loadSchemas (the answer schemas, downloaded at once, one module per task)', () => {
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

  it('starts every import at once, then takes the modules in order with a task between each', async () => {
    const log: string[] = [];
    const module = (name: string, exports: object) => () => {
      log.push(`import ${name}`);
      setTimeout(() => log.push(`task after ${name}`), 0);
      return Promise.resolve(exports);
    };
    const merged = await importInTasks<{ a: number; b: number; c: number }>([
      module('a', { a: 1 }),
      module('b', { b: 2 }),
      module('c', { c: 3, a: 4 }),
    ]);
    // A later module's export wins, as in the index's `export *` order.
    expect(merged).toEqual({ a: 4, b: 2, c: 3 });
    // Every download starts before any module is taken (one round trip, not one per module).
    expect(log.slice(0, 3)).toEqual(['import a', 'import b', 'import c']);
    expect(log.slice(3)).toEqual(['task after a', 'task after b', 'task after c']);
  });

  it('rejects with the first import, in order, that fails, leaving no rejection unhandled', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const failing = importInTasks([
        () => Promise.resolve({ a: 1 }),
        () => Promise.reject(new Error('chunk b failed')),
        () => Promise.reject(new Error('chunk c failed')),
      ]);
      await expect(failing).rejects.toThrow('chunk b failed');
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
