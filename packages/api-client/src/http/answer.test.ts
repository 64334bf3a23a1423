import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { readAnswer, setAnswerTurn } from './answer';
import { planetListSchema } from '../schemas/planet';

const answer = (body: string) => new Response(body, { status: 200 });

afterEach(() => {
  setAnswerTurn(undefined);
  vi.doUnmock('../schemas/load');
});
// The copies made under the mock (this module and the client's modules that import it) must not
// serve the next file of this worker: the `unit` project shares modules between files (isolate:
// false), and a later client call would meet the failing schemas' chunk.
afterAll(() => vi.resetModules());

describe('readAnswer', () => {
  it('hands the answer over only once the installed turn has come', async () => {
    let letThrough = () => {};
    setAnswerTurn(() => new Promise<void>((resolve) => (letThrough = resolve)));
    let handed: unknown;
    const pending = readAnswer(answer('[{"id":7}]'), planetListSchema, 'k').then((value) => (handed = value));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(handed).toBeUndefined();
    letThrough();
    await pending;
    expect(handed).toEqual([expect.objectContaining({ id: 7 })]);
  });

  it('loads the answer schemas for a pick from them', async () => {
    await expect(readAnswer(answer('[{"id":3}]'), (s) => s.planetListSchema, 'k')).resolves.toEqual([expect.objectContaining({ id: 3 })]);
  });

  it("makes a failed load of the schemas' chunk a network error of the call, not a crash", async () => {
    // A fresh copy of this module whose schemas' chunk is missing (as after a redeploy): the
    // setup files have loaded the real one already.
    vi.resetModules();
    vi.doMock('../schemas/load', async (importOriginal) => ({
      ...(await importOriginal<typeof import('../schemas/load')>()),
      loadSchemas: () => Promise.reject(new Error('chunk failed')),
    }));
    const fresh = await import('./answer');
    const error = await fresh.readAnswer(answer('[]'), (s) => s.planetListSchema, 'errors:planets.list').catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ApiError', kind: 'network', fallbackKey: 'errors:planets.list' });
  });

  it('makes a body that is not JSON, or not of the shape, a parse error with the call default', async () => {
    await expect(readAnswer(answer('<html>'), planetListSchema, 'errors:planets.list')).rejects.toMatchObject({
      kind: 'parse',
      status: 200,
      fallbackKey: 'errors:planets.list',
    });
    await expect(readAnswer(answer('{"nope":1}'), planetListSchema, 'k')).rejects.toMatchObject({ kind: 'parse' });
  });
});
