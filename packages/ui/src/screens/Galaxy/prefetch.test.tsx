import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { routes, saveSession } from '@imperio/api-client';
import { DEMO_USER_ID, issueAccessToken } from '@imperio/mocks';
import { server } from '@imperio/mocks/node';
import { createI18n } from '../../i18n';
import { AppProviders } from '../../state/AppProviders';
import { createQueryClient } from '../../state/queryClient';
import { GalaxyScreen } from './Galaxy';

/**
 * The neighbouring systems (±1) and their nearby debris are prefetched, so
 * 'Sistema siguiente' shows from the cache. Requests are counted with MSW's life-cycle events.
 */

/** Every GET the screen sends, as `path?query` under /api/. */
function recordRequests() {
  const sent: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    sent.push(`${url.pathname.replace(/^\/api\//, '')}${url.search}`);
  };
  server.events.on('request:start', listener);
  return { sent, stop: () => server.events.removeListener('request:start', listener) };
}

const systemPath = (g: number, s: number) => routes.galaxy.system(g, s);
const debrisQuery = (g: number, s: number) => `${routes.debris.galaxy}?galaxy=${g}&system_min=${s - 2}&system_max=${s + 2}`;
const wait = { timeout: 8000 };
let recorder: ReturnType<typeof recordRequests>;

beforeEach(() => {
  saveSession({ access: issueAccessToken(DEMO_USER_ID), refresh: 'r', user: { id: DEMO_USER_ID } });
  recorder = recordRequests();
});
afterEach(() => recorder.stop());

describe('galaxy: neighbouring systems from the cache', () => {
  it('prefetches 1:41 and 1:43 with their debris, and stepping to 1:43 sends no system request', async () => {
    const user = userEvent.setup();
    // The app keeps data fresh for 5 s; this busy test machine can take longer than that between
    // the prefetch and the click, so the window is widened here to keep the count about the cache.
    const queryClient = createQueryClient();
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, staleTime: 60_000 } });
    render(
      <MemoryRouter initialEntries={['/galaxy?g=1&s=42']}>
        <AppProviders queryClient={queryClient} i18n={createI18n('es')}>
          <GalaxyScreen />
        </AppProviders>
      </MemoryRouter>,
    );
    await screen.findByRole('list', { name: 'Posiciones del sistema [1:42]' }, wait);
    const count = (path: string) => recorder.sent.filter((sent) => sent === path).length;
    await waitFor(() => {
      for (const s of [41, 43]) {
        expect(count(systemPath(1, s))).toBe(1);
        expect(count(debrisQuery(1, s))).toBe(1);
      }
    }, wait);

    const before = recorder.sent.length;
    await user.click(screen.getByRole('button', { name: 'Sistema siguiente' }));
    // The grid of 1:43 is there at once: no spinner, no request for it.
    const grid = screen.getByRole('list', { name: 'Posiciones del sistema [1:43]' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(15);
    expect(screen.queryByText('Cargando sistema...')).toBeNull();
    expect(count(systemPath(1, 43))).toBe(1);
    expect(count(debrisQuery(1, 43))).toBe(1);
    // Then 1:44 (the new neighbour) is prefetched; 1:42, still fresh in the cache, is not asked again.
    await waitFor(() => expect(count(systemPath(1, 44))).toBe(1), wait);
    expect(recorder.sent.slice(before).filter((sent) => sent.startsWith('galaxy/systems/'))).toEqual([systemPath(1, 44)]);
  });
});
