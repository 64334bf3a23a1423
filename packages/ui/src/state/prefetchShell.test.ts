import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifyManager, QueryObserver } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  buildingKeys,
  messageKeys,
  missionKeys,
  notificationKeys,
  planetKeys,
  resourceKeys,
  routes,
  saveSession,
  type Planet,
} from '@imperio/api-client';
import { api, DEMO_USER_ID, issueAccessToken } from '@imperio/mocks';
import { server } from '@imperio/mocks/node';
import { createQueryClient } from './queryClient';
import { prefetchShellQueries } from './prefetchShell';
import { SELECTED_PLANET_KEY } from './selectedPlanet';

// The schemas' loader as it is, recording each call in `asked` (the answers still load them).
vi.mock('@imperio/api-client/schemas/load', async (original) => {
  const actual = await original<typeof import('@imperio/api-client/schemas/load')>();
  return { ...actual, loadSchemas: () => (asked.push('schemas'), actual.loadSchemas()) };
});

const planet = (id: number): Planet => ({ id, name: `P${id}`, owner: null });

/** The paths the prefetch asked for, in order. */
let asked: string[] = [];
const record = ({ request }: { request: Request }) => void asked.push(new URL(request.url).pathname);

describe('prefetchShellQueries', () => {
  beforeEach(() => {
    saveSession({ access: issueAccessToken(DEMO_USER_ID), refresh: 'r', user: { id: DEMO_USER_ID } });
    localStorage.removeItem(SELECTED_PLANET_KEY);
    asked = [];
    server.events.on('request:start', record);
    server.use(http.get(api(routes.galaxy.planets), () => HttpResponse.json([planet(101), planet(102)])));
  });

  afterEach(() => server.events.removeListener('request:start', record));

  it('fills the shell’s planets, counts, pending pop-ups, attack warnings and message stats, then the selected planet’s resources; on the dashboard its missions and that planet’s buildings', async () => {
    localStorage.setItem(SELECTED_PLANET_KEY, '102');
    const client = createQueryClient();
    prefetchShellQueries(client, 'dashboard');
    // Nothing in the caller's task: each request starts on a timer.
    expect(asked).toEqual([]);
    await waitFor(() => expect(client.getQueryData(resourceKeys.planet(102))).toBeDefined());
    expect(client.getQueryData(planetKeys.own())).toHaveLength(2);
    expect(client.getQueryData(notificationKeys.counts())).toBeDefined();
    expect(client.getQueryData(notificationKeys.pending())).toBeDefined();
    expect(client.getQueryData(notificationKeys.history(0, 'ATTACK_WARNING'))).toBeDefined();
    expect(client.getQueryData(messageKeys.stats())).toBeDefined();
    await waitFor(() => expect(client.getQueryData(buildingKeys.planet(102))).toBeDefined());
    expect(client.getQueryData(missionKeys.active())).toBeDefined();
    // Only the planet the shell will select, not the others.
    expect(client.getQueryData(resourceKeys.planet(101))).toBeUndefined();
    // The answer schemas are on their way before the first request, not after the first answer.
    expect(asked[0]).toBe('schemas');
    expect(asked.findIndex((path) => path.endsWith(routes.galaxy.planets))).toBeGreaterThan(0);
  });

  it('has the planet’s resources and buildings on their way when the planets reach a screen', async () => {
    // A screen renders them as soon as it hears of the planets; a fetch started after that render
    // changes the query's result before the screen subscribes, a synchronous re-render.
    const client = createQueryClient();
    const seen: string[] = [];
    const progress = (queryKey: readonly unknown[]) => {
      const state = client.getQueryState(queryKey);
      if (!state) return 'not asked';
      return state.fetchStatus === 'fetching' || state.status === 'success' ? 'asked' : state.fetchStatus;
    };
    const screen = new QueryObserver(client, { queryKey: planetKeys.own(), enabled: false });
    // As `useQuery` hears of it: through the notify manager's batch (a 0 ms timer).
    const unsubscribe = screen.subscribe(
      notifyManager.batchCalls((result) => {
        if (!result.data || seen.length) return;
        seen.push(progress(resourceKeys.planet(101)), progress(buildingKeys.planet(101)));
      }),
    );
    prefetchShellQueries(client, 'dashboard');
    await waitFor(() => expect(seen).toHaveLength(2));
    unsubscribe();
    expect(seen).toEqual(['asked', 'asked']);
  });

  it('asks for the remembered planet’s resources and buildings beside the planets, not after their answer', async () => {
    localStorage.setItem(SELECTED_PLANET_KEY, '102');
    let answerPlanets = () => {};
    const planetsHeld = new Promise<void>((resolve) => (answerPlanets = resolve));
    server.use(http.get(api(routes.galaxy.planets), async () => (await planetsHeld, HttpResponse.json([planet(101), planet(102)]))));
    const client = createQueryClient();
    prefetchShellQueries(client, 'dashboard');
    await waitFor(() => expect(client.getQueryData(buildingKeys.planet(102))).toBeDefined());
    expect(client.getQueryData(resourceKeys.planet(102))).toBeDefined();
    // Both answered while the planets' answer was still held back.
    expect(client.getQueryState(planetKeys.own())?.status).toBe('pending');
    answerPlanets();
    await waitFor(() => expect(client.getQueryData(planetKeys.own())).toHaveLength(2));
    // The planets confirm the remembered one: nothing is asked twice, nothing for the others.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked.filter((path) => path.includes('/resources/'))).toHaveLength(1);
    expect(asked.filter((path) => path.includes('/buildings/'))).toHaveLength(1);
  });

  it('falls back to the first planet when the remembered one is gone, and asks for nothing more when the planets fail', async () => {
    localStorage.setItem(SELECTED_PLANET_KEY, '999');
    const client = createQueryClient();
    prefetchShellQueries(client);
    await waitFor(() => expect(client.getQueryData(resourceKeys.planet(101))).toBeDefined());
    // The remembered one was asked for beside the planets (its answer stays unread), the first
    // one once they said it is gone.
    expect(asked.some((path) => path.includes('/resources/') && path.endsWith('/999/'))).toBe(true);
    expect(asked.some((path) => path.includes('/resources/') && path.endsWith('/101/'))).toBe(true);
    // Another screen than the dashboard: none of the dashboard's own requests.
    expect(asked.some((path) => path.endsWith(routes.fleet.active) || path.includes('/buildings/'))).toBe(false);

    server.use(http.get(api(routes.galaxy.planets), () => HttpResponse.json({ detail: 'no' }, { status: 403 })));
    // No planet remembered: the only resources asked for would be the planets' choice.
    localStorage.removeItem(SELECTED_PLANET_KEY);
    const failing = createQueryClient();
    asked = [];
    prefetchShellQueries(failing);
    await waitFor(() => expect(failing.getQueryState(planetKeys.own())?.status).toBe('error'));
    await waitFor(() => expect(failing.getQueryData(notificationKeys.pending())).toBeDefined());
    expect(asked.some((path) => path.includes('/resources/'))).toBe(false);
  });
});
