import { beforeEach, describe, expect, it } from 'vitest';
import { HttpResponse } from 'msw';
import { calls } from '@imperio/api-client/calls/index';
import { db } from '../db';
import { DEMO_USER_ID } from '../seed/demo';
import { resetDemoAt } from '../testing';
import { mockPattern, mockRoute } from './route';
import { issueAccessToken } from './util';

beforeEach(() => resetDemoAt());

const get = (path: string, token?: string) =>
  fetch(`http://localhost/api/${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });

describe('mockRoute: a handler typed and routed by the call table', () => {
  it("matches the entry's path with MSW's parameters", () => {
    expect(mockPattern(calls.getSystem)).toBe('*/api/galaxy/systems/:x/:y/');
    expect(mockPattern(calls.getDebrisFields)).toBe('*/api/missions/debris/');
  });

  it('refuses the calls without a session, whose handlers check tokens themselves', () => {
    expect(() => mockRoute(calls.login, () => HttpResponse.json({ detail: 'no' }, { status: 400 }))).toThrow(/login has none/);
  });

  it('serves the debris calls (handlers/debris.ts) with a session and answers 401 without one', async () => {
    const field = db.debrisFields.findMany(undefined)[0];
    expect(field).toBeDefined();
    const token = issueAccessToken(DEMO_USER_ID);
    const answer = await get(`missions/debris/${field?.id}/`, token);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ id: field?.id });
    expect((await get(`missions/debris/${field?.id}/`)).status).toBe(401);
    expect((await get('missions/debris/999999/', token)).status).toBe(404);
  });

  it('types the resolver by the entry: path parameters by name, the answer by its schema (checked by `pnpm typecheck`)', () => {
    const handler = mockRoute(calls.getDebrisField, ({ params }) => {
      // @ts-expect-error the path has `{id}` only
      void params.planet_id;
      return HttpResponse.json({ detail: String(params.id) }, { status: 404 });
    });
    // @ts-expect-error a debris field's answer cannot be a list of strings
    mockRoute(calls.getDebrisField, () => HttpResponse.json({ id: 1, metal: ['x'] }));
    expect(handler.info).toMatchObject({ method: 'GET', path: '*/api/missions/debris/:id/' });
  });
});
