import { useEffect } from 'react';
import { describe, expect, it, beforeEach } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { routes, saveSession, type Planet } from '@imperio/api-client';
import { api, DEMO_USER_ID, issueAccessToken } from '@imperio/mocks';
import { server } from '@imperio/mocks/node';
import { createI18n } from '../i18n';
import { AppProviders } from './AppProviders';
import { createQueryClient } from './queryClient';
import { choosePlanet, readStoredId, SELECTED_PLANET_KEY, useSelectedPlanet, type SelectedPlanetState } from './selectedPlanet';

const p = (id: number, name = `P${id}`): Planet => ({ id, name, owner: null });

describe('choosePlanet (spec p1 §4)', () => {
  const planets = [p(101), p(102), p(103)];
  it('keeps the wanted planet when it is in the list', () => expect(choosePlanet(planets, 102)?.id).toBe(102));
  it('reads the remembered id as a number once, so it matches the parsed planet ids', () => {
    localStorage.setItem(SELECTED_PLANET_KEY, '103');
    expect(readStoredId()).toBe(103);
    expect(choosePlanet(planets, readStoredId())?.id).toBe(103);
    localStorage.setItem(SELECTED_PLANET_KEY, '../1');
    expect(readStoredId()).toBeNull();
    localStorage.removeItem(SELECTED_PLANET_KEY);
  });
  it('takes the first planet by default or when the wanted one is gone', () => {
    expect(choosePlanet(planets, null)?.id).toBe(101);
    expect(choosePlanet(planets, 999)?.id).toBe(101);
  });
  it('chooses none without planets', () => expect(choosePlanet([], 101)).toBeNull());
});

let state: SelectedPlanetState;
const report = (next: SelectedPlanetState) => {
  state = next;
};
function Probe() {
  const current = useSelectedPlanet();
  useEffect(() => report(current));
  return <p data-testid="selected">{current.planet ? String(current.planet.id) : 'none'}</p>;
}

let answer: Planet[] = [];
function renderProvider(initialId?: number) {
  server.use(http.get(api(routes.galaxy.planets), () => HttpResponse.json(answer)));
  return render(
    <AppProviders queryClient={createQueryClient()} i18n={createI18n('es')} selectedPlanetId={initialId}>
      <Probe />
    </AppProviders>,
  );
}

describe('SelectedPlanetProvider', () => {
  beforeEach(() => {
    saveSession({ access: issueAccessToken(DEMO_USER_ID), refresh: 'r', user: { id: DEMO_USER_ID } });
    answer = [p(101), p(102), p(103)];
  });

  it('selects the first own planet by default, and remembers it for the next visit’s first requests', async () => {
    localStorage.removeItem(SELECTED_PLANET_KEY);
    renderProvider();
    await waitFor(() => expect(screen.getByTestId('selected')).toHaveTextContent('101'));
    await waitFor(() => expect(localStorage.getItem(SELECTED_PLANET_KEY)).toBe('101'));
  });

  it('remembers the rule’s new choice when the remembered planet is gone, but never a story’s fixed planet', async () => {
    localStorage.setItem(SELECTED_PLANET_KEY, '999');
    const first = renderProvider();
    await waitFor(() => expect(screen.getByTestId('selected')).toHaveTextContent('101'));
    await waitFor(() => expect(localStorage.getItem(SELECTED_PLANET_KEY)).toBe('101'));
    first.unmount();
    renderProvider(103);
    await waitFor(() => expect(screen.getByTestId('selected')).toHaveTextContent('103'));
    expect(localStorage.getItem(SELECTED_PLANET_KEY)).toBe('101');
  });

  it('remembers the choice across reloads', async () => {
    const first = renderProvider();
    await waitFor(() => expect(screen.getByTestId('selected')).toHaveTextContent('101'));
    act(() => state.select(103));
    expect(screen.getByTestId('selected')).toHaveTextContent('103');
    expect(localStorage.getItem(SELECTED_PLANET_KEY)).toBe('103');
    first.unmount();
    renderProvider();
    await waitFor(() => expect(screen.getByTestId('selected')).toHaveTextContent('103'));
  });

  it('falls back to the first planet when the selected one is gone after a refresh, or to none', async () => {
    localStorage.setItem(SELECTED_PLANET_KEY, '102');
    renderProvider();
    await waitFor(() => expect(screen.getByTestId('selected')).toHaveTextContent('102'));
    answer = [p(103), p(101)];
    act(() => state.refetch());
    await waitFor(() => expect(screen.getByTestId('selected')).toHaveTextContent('103'));
    answer = [];
    act(() => state.refetch());
    await waitFor(() => expect(screen.getByTestId('selected')).toHaveTextContent('none'));
  });

  it('reports a failure of the planet list', async () => {
    server.use(http.get(api(routes.galaxy.planets), () => HttpResponse.json({}, { status: 404 })));
    render(
      <AppProviders queryClient={createQueryClient()} i18n={createI18n('es')}>
        <Probe />
      </AppProviders>,
    );
    await waitFor(() => expect(state.error).toBeTruthy());
    expect(state.planet).toBeNull();
  });
});
