import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '@imperio/mocks/node';
import { DEMO_CREDENTIALS, db } from '@imperio/mocks';
import { callList, calls, defineCall, pathParamNames } from './index';
import { call, pathOf } from './call';
import { InvalidPathParameterError } from './path';
import { login } from '../endpoints/auth';
import { getOwnPlanets } from '../endpoints/planets';
import { extractors } from '../errors';
import { ApiError } from '../errors';
import { routes } from '../routes';
import { idSchema } from '../schemas/common';
import { planetSchema } from '../schemas/planet';

describe('the call table', () => {
  it('declares 74 calls, each under its own id, each method+path once', () => {
    expect(callList).toHaveLength(74);
    for (const [key, entry] of Object.entries(calls)) expect(entry.id).toBe(key);
    const pairs = callList.map((entry) => `${entry.method} ${entry.path}`);
    expect(new Set(pairs).size).toBe(pairs.length);
    for (const entry of callList) expect(entry.path).toMatch(/^\/[a-z][\w/{}-]*\/$/);
  });

  it('is where routes.ts takes every path from', () => {
    expect(routes.galaxy.system(1, 42)).toBe('galaxy/systems/1/42/');
    expect(routes.messages.detail(':id')).toBe('messages/:id/');
    expect(routes.auth.refresh).toBe(calls.refreshToken.path.slice(1));
    const walk = (node: unknown): string[] =>
      typeof node === 'string'
        ? [node]
        : typeof node === 'function'
          ? [(node as (...ids: string[]) => string)('{a}', '{b}')]
          : Object.values(node as object).flatMap(walk);
    const generic = (path: string) => path.replace(/\{\w+\}/g, '{}');
    const tablePaths = new Set(callList.map((entry) => generic(entry.path.slice(1))));
    expect(walk(routes).filter((path) => !tablePaths.has(generic(path)))).toEqual([]);
  });

  it('fills path parameters with validated ids only', () => {
    expect(pathParamNames(calls.getSystem.path)).toEqual(['x', 'y']);
    expect(pathOf(calls.getSystem, { x: 1, y: 42 })).toBe('galaxy/systems/1/42/');
    expect(() => pathOf(calls.getMissionReport, { id: '../901' as never })).toThrow(InvalidPathParameterError);
    expect(() => pathOf(calls.getMissionReport)).toThrow(/missing path parameter id/);
  });
});

describe('call', () => {
  it("sends the entry's method, path, query and body and parses with the entry's answer schema", async () => {
    const seen: Array<{ method: string; url: URL; body: unknown }> = [];
    const probe = defineCall({
      id: 'probeCall',
      method: 'patch',
      path: '/test/things/{id}/',
      tag: 'test',
      summary: 'A call of this test only',
      kind: 'write',
      answer: (s) => s.actionResultSchema,
      errorRule: extractors.standard,
      fallbackKey: 'errors:generic',
    });
    server.use(
      http.patch('*/api/test/things/:id/', async ({ request }) => {
        seen.push({ method: request.method, url: new URL(request.url), body: await request.json() });
        return HttpResponse.json({ success: true, message: 'ok', extra: 1 });
      }),
    );
    await login(DEMO_CREDENTIALS);
    const answer = await call(probe, { params: { id: 7 }, query: undefined, body: { a: 1 } as never });
    expect(answer).toMatchObject({ success: true, message: 'ok' });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.method).toBe('PATCH');
    expect(seen[0]?.url.pathname).toBe('/api/test/things/7/');
    expect(seen[0]?.body).toEqual({ a: 1 });
  });

  it("fails with the entry's catalogue default and error rule", async () => {
    server.use(http.get('*/api/galaxy/planets/', () => HttpResponse.json({ message: 'Sin planetas hoy' }, { status: 503 })));
    await login(DEMO_CREDENTIALS);
    const error = await call(calls.getOwnPlanets, { query: { owner: 'me' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, serverMessage: 'Sin planetas hoy', fallbackKey: 'errors:planets.list' });
  });
});

describe('parse once: ids are numbers after the boundary', () => {
  it('reads an id sent as a string of digits as a number, and refuses one that is not', () => {
    expect(idSchema.parse(12)).toBe(12);
    expect(idSchema.parse('12')).toBe(12);
    expect(idSchema.safeParse('abc').success).toBe(false);
    expect(idSchema.safeParse('1.5').success).toBe(false);
    expect(planetSchema.parse({ id: '7', name: 'Siete', owner: { id: '3' } })).toMatchObject({ id: 7, owner: { id: 3 } });
  });

  it('hands the screens numeric ids when a backend sends them as strings', async () => {
    await login(DEMO_CREDENTIALS);
    const planet = db.planets.findMany(undefined)[0];
    server.use(http.get('*/api/galaxy/planets/', () => HttpResponse.json([{ ...planet, id: String(planet?.id) }])));
    const [first] = await getOwnPlanets();
    expect(typeof first?.id).toBe('number');
    expect(first?.id).toBe(planet?.id);
  });
});
