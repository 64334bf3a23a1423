import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { saveSession } from '@imperio/api-client';
import { db, DEMO_USER_ID, issueAccessToken } from '@imperio/mocks';
import { createI18n } from '../../i18n';
import { AppProviders } from '../../state/AppProviders';
import { clearAllDrafts } from '../../state/formDrafts';
import { createQueryClient } from '../../state/queryClient';
import { FleetScreen } from './FleetScreen';
import { recentTargetsKey } from './targetRules';

/**
 * The Fleet screen for a daily player: the open tab is the address (`/fleet/new`, Back to the
 * list, the draft after a reload), one-tap destinations and recent targets, the target's name
 * and owner, mission types filtered by the slot, 'todas las naves' per mission, 'Enviar
 * recicladores…', and on phones the switch above the missions, the notice scrolled into view and
 * the mission just sent first in the grid.
 */

const SLOW = { timeout: 20_000 };

/** The address and a Back button, as the browser shows and offers them. */
function Browser() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="path">{location.pathname}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        Atrás
      </button>
    </>
  );
}

/** The screen at `path` behind the app's two fleet routes (`/fleet`, `/fleet/new`). */
function renderFleet(path = '/fleet') {
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={createQueryClient()} i18n={createI18n('es')} selectedPlanetId={101}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="fleet" element={<FleetScreen />} />
          <Route path="fleet/new" element={<FleetScreen />} />
        </Routes>
        <Browser />
      </MemoryRouter>
    </AppProviders>,
  );
  return { user, view };
}

const path = () => screen.getByTestId('path').textContent;
const form = async () => within(await screen.findByRole('form', { name: 'Nueva Misión' }, SLOW));

async function openForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('tab', { name: 'Nueva Misión' }, SLOW));
  return form();
}

async function typeCoordinates(
  user: ReturnType<typeof userEvent.setup>,
  f: Awaited<ReturnType<typeof form>>,
  system: number,
  position: number,
) {
  // As a player sees it: an untouched form takes the selected planet's system once the planet
  // has loaded (useMissionDraft). Clearing the still empty field left the form untouched, and
  // the planet's '42' then landed before the typed '44' ('4244' in a run on a busy machine).
  await waitFor(() => expect(f.getByLabelText('Sistema')).not.toHaveValue(''));
  await user.clear(f.getByLabelText('Sistema'));
  await user.type(f.getByLabelText('Sistema'), String(system));
  await user.clear(f.getByLabelText('Posición'));
  await user.type(f.getByLabelText('Posición'), String(position));
}

const missionNames = (f: Awaited<ReturnType<typeof form>>) =>
  within(f.getByRole('radiogroup', { name: 'Tipo de misión' }))
    .getAllByRole('radio')
    .map((radio) => radio.getAttribute('value'));

beforeEach(() => {
  saveSession({ access: issueAccessToken(DEMO_USER_ID), refresh: 'r', user: { id: DEMO_USER_ID, display_name: 'Almirante Demo' } });
});
afterEach(() => clearAllDrafts());

describe('the fleet tab in the address', { timeout: 60_000 }, () => {
  it('opens the form at /fleet/new and Back returns to the missions list', async () => {
    const { user } = renderFleet('/fleet');
    await openForm(user);
    expect(path()).toBe('/fleet/new');
    await user.click(screen.getByRole('button', { name: 'Atrás' }));
    await waitFor(() => expect(path()).toBe('/fleet'));
    expect(screen.getByRole('tab', { name: 'Misiones' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('form', { name: 'Nueva Misión' })).toBeNull();
  });

  it('reloads /fleet/new with the form open and its draft as typed', async () => {
    const first = renderFleet('/fleet/new');
    const f = await form();
    await typeCoordinates(first.user, f, 44, 4);
    await first.user.type(await f.findByLabelText('Nave pequeña de carga', {}, SLOW), '3');
    first.view.unmount();

    renderFleet('/fleet/new');
    const again = await form();
    expect(screen.getByRole('tab', { name: 'Nueva Misión' })).toHaveAttribute('aria-selected', 'true');
    expect(again.getByLabelText('Sistema')).toHaveValue('44');
    expect(again.getByLabelText('Posición')).toHaveValue('4');
    expect(await again.findByLabelText('Nave pequeña de carga', {}, SLOW)).toHaveValue('3');
  });

  it('opens the form from a galaxy hand-over link, and its missions tab leaves the link for /fleet', async () => {
    const { user } = renderFleet('/fleet?g=1&s=42&p=9&type=debris&mission=recycle');
    const f = await form();
    expect(f.getByLabelText('Posición')).toHaveValue('9');
    expect(f.getByRole('radio', { name: 'Campo de escombros' })).toBeChecked();
    await user.click(screen.getByRole('tab', { name: 'Misiones' }));
    await waitFor(() => expect(path()).toBe('/fleet'));
    expect(screen.queryByRole('form', { name: 'Nueva Misión' })).toBeNull();
  });
});

describe('the New Mission form for a daily player', { timeout: 60_000 }, () => {
  it('offers the other own planets as one-tap destinations, names the target, and offers no attack, espionage or colonise there', async () => {
    const { user } = renderFleet();
    const f = await openForm(user);
    const own = await f.findByRole('group', { name: 'Tus planetas' }, SLOW);
    expect(
      within(own)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Forja Boreal [1:44:4]', 'Marea Azul [2:17:11]']);
    await user.click(within(own).getByRole('button', { name: 'Forja Boreal [1:44:4]' }));
    expect(f.getByLabelText('Sistema')).toHaveValue('44');
    expect(f.getByLabelText('Posición')).toHaveValue('4');
    expect(f.getByRole('radio', { name: 'Planeta' })).toBeChecked();
    await waitFor(() => expect(f.getByTestId('mission-target')).toHaveTextContent('En destino: Forja Boreal · Tu planeta'), SLOW);
    await waitFor(() => expect(missionNames(f)).toEqual(expect.arrayContaining(['transport', 'deploy'])), SLOW);
    for (const code of ['attack', 'espionage', 'colonize']) expect(missionNames(f)).not.toContain(code);
  });

  it("names another player's planet and its owner, and offers no colonise to that slot", async () => {
    const other = db.planets.all().find((planet) => planet.galaxy === 1 && planet.owner && planet.owner.id !== DEMO_USER_ID)!;
    const { user } = renderFleet();
    const f = await openForm(user);
    await typeCoordinates(user, f, other.system_number, other.position);
    if (other.galaxy !== 1) throw new Error('expected a planet in galaxy 1');
    await user.click(f.getByRole('radio', { name: 'Planeta' }));
    await waitFor(() => expect(f.getByTestId('mission-target')).toHaveTextContent(`${other.name} · ${other.owner!.display_name}`), SLOW);
    await waitFor(() => expect(missionNames(f)).toContain('attack'), SLOW);
    expect(missionNames(f)).not.toContain('colonize');
  });

  it("clears a chosen colonise once the slot turns out to be one's own", async () => {
    renderFleet('/fleet/new?g=1&s=44&p=4&type=planet&mission=colonize');
    const f = await form();
    await waitFor(() => expect(f.getByTestId('mission-target')).toHaveAttribute('data-kind', 'mine'), SLOW);
    await waitFor(() => expect(f.queryByRole('radio', { name: /^Colonizar/ })).toBeNull(), SLOW);
    expect(f.getAllByRole('radio', { checked: true }).map((radio) => radio.getAttribute('value'))).toEqual(['planet']);
  });

  it("fills only the cargo ships with 'todas las naves de carga' on a transport, and every ship with 'todas las naves' on a deployment", async () => {
    const { user } = renderFleet();
    const f = await openForm(user);
    await user.click(await f.findByRole('button', { name: 'Forja Boreal [1:44:4]' }, SLOW));
    await user.click(await f.findByRole('radio', { name: /^Transporte/ }, SLOW));
    await user.click(await f.findByRole('button', { name: 'todas las naves de carga' }, SLOW));
    expect(f.getByTestId('ship-small_cargo')).toHaveValue('12');
    expect(f.getByTestId('ship-large_cargo')).toHaveValue('4');
    expect(f.getByTestId('ship-light_fighter')).toHaveValue('');
    expect(f.getByTestId('ship-recycler')).toHaveValue('');

    await user.click(f.getByRole('radio', { name: /^Desplegar/ }));
    await user.click(f.getByRole('button', { name: 'todas las naves' }));
    expect(f.getByTestId('ship-light_fighter')).toHaveValue('30');
    expect(f.getByTestId('ship-recycler')).toHaveValue('2');
  });

  it("fills the recyclers the debris field needs with 'Enviar recicladores…', as the galaxy's quick action counts them", async () => {
    const field = db.debrisFields.all().find((entry) => entry.galaxy === 1 && entry.system === 42 && entry.position === 9)!;
    const needed = Math.min(2, Math.max(1, Math.ceil((field.metal_amount + field.crystal_amount) / 20_000)));
    const { user } = renderFleet();
    const f = await openForm(user);
    await typeCoordinates(user, f, 42, 9);
    const button = await f.findByRole('button', { name: `Enviar recicladores… (${needed})` }, SLOW);
    await user.click(button);
    expect(f.getByRole('radio', { name: 'Campo de escombros' })).toBeChecked();
    expect(await f.findByRole('radio', { name: /^Reciclar/ }, SLOW)).toBeChecked();
    expect(f.getByTestId('ship-recycler')).toHaveValue(String(needed));
  });

  it('keeps the last targets per player in localStorage and offers them after a send', async () => {
    const first = renderFleet();
    const f = await openForm(first.user);
    await first.user.click(await f.findByRole('button', { name: 'Forja Boreal [1:44:4]' }, SLOW));
    await first.user.click(await f.findByRole('radio', { name: /^Transporte/ }, SLOW));
    await first.user.type(await f.findByLabelText('Nave pequeña de carga', {}, SLOW), '2');
    const send = f.getByRole('button', { name: 'Enviar misión' });
    await waitFor(() => expect(send).toBeEnabled(), SLOW);
    await first.user.click(send);
    await screen.findByText(/Misión enviada/, {}, SLOW);
    expect(JSON.parse(localStorage.getItem(recentTargetsKey(DEMO_USER_ID))!)).toEqual([
      { galaxy: 1, system: 44, position: 4, destinationType: 'planet' },
    ]);
    first.view.unmount();

    const second = renderFleet();
    const again = await openForm(second.user);
    const recent = await again.findByRole('group', { name: 'Últimos destinos' }, SLOW);
    expect(within(recent).getByRole('button')).toHaveTextContent('[1:44:4] Planeta');
  });
});

/**
 * Mocks `matchMedia` for the tests of one `describe`: on a 390 px phone the phone query
 * (`max-width`) matches and the desktop one does not; on a 1366 px laptop the other way round.
 */
function useViewport(kind: 'phone' | 'desktop') {
  const original = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = vi.fn(
      (query: string) =>
        ({
          matches: query.includes('max-width') === (kind === 'phone'),
          media: query,
          addEventListener: vi.fn(),
          removeEventListener: vi.fn(),
          addListener: vi.fn(),
          removeListener: vi.fn(),
        }) as unknown as MediaQueryList,
    );
  });
  afterEach(() => {
    window.matchMedia = original;
  });
}

describe('the Fleet screen on a desktop', { timeout: 60_000 }, () => {
  useViewport('desktop');

  it('puts the switch above the active missions and opens the form right below it, without the grid', async () => {
    const { user } = renderFleet();
    const grid = await screen.findByTestId('active-missions-grid', {}, SLOW);
    const tabs = screen.getByRole('tablist', { name: 'Secciones de la flota' });
    expect(tabs.compareDocumentPosition(grid) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await openForm(user);
    expect(screen.queryByTestId('active-missions-grid')).toBeNull();
  });
});

describe('the Fleet screen on a phone', { timeout: 60_000 }, () => {
  useViewport('phone');

  it("puts the 'Misiones / Nueva Misión' switch above the active missions", async () => {
    renderFleet();
    const grid = await screen.findByTestId('active-missions-grid', {}, SLOW);
    const tabs = screen.getByRole('tablist', { name: 'Secciones de la flota' });
    expect(tabs.compareDocumentPosition(grid) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("shows the preview as a closed one-line disclosure above 'Enviar', and brings the notice into view after a send", async () => {
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => undefined);
    try {
      const { user } = renderFleet();
      const f = await openForm(user);
      await user.click(await f.findByRole('button', { name: 'Forja Boreal [1:44:4]' }, SLOW));
      await user.click(await f.findByRole('radio', { name: /^Transporte/ }, SLOW));
      await user.type(await f.findByLabelText('Nave pequeña de carga', {}, SLOW), '3');
      const preview = f.getByTestId('mission-preview');
      expect(preview.tagName).toBe('DETAILS');
      expect(preview).not.toHaveAttribute('open');
      await waitFor(() => expect(f.getByTestId('summary-duration')).toHaveTextContent('0:00:09'), SLOW);
      expect(f.getByTestId('summary-fuel')).toHaveTextContent(/Combustible\s*\d/);
      expect(f.getByTestId('summary-arrival')).toHaveTextContent(/Llegada\s*\d\d:\d\d:\d\d/);
      const send = f.getByRole('button', { name: 'Enviar misión' });
      expect(preview.compareDocumentPosition(send) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

      await waitFor(() => expect(send).toBeEnabled(), SLOW);
      await user.click(send);
      const notice = await screen.findByTestId('fleet-notice', {}, SLOW);
      expect(notice).toHaveTextContent('Misión enviada: Transporte hacia [1:44:4]');
      await waitFor(() => expect(scrolled.mock.contexts).toContain(notice));
      // The new mission leads the list right below the switch (the server lists the four seeded
      // ones first: oldest first, it was the fifth card), outlined.
      const grid = await screen.findByTestId('active-missions-grid', {}, SLOW);
      await waitFor(() => expect(grid.children).toHaveLength(5), SLOW);
      const [first, ...rest] = [...grid.children] as HTMLElement[];
      expect(within(first!).getByRole('button', { name: /Cancelar misión Transporte hacia \[1:44:4\]/ })).toBeInTheDocument();
      expect(first).toHaveAttribute('data-just-sent', 'true');
      for (const card of rest) {
        expect(card).not.toHaveAttribute('data-just-sent');
        expect(within(card).queryByRole('button', { name: /hacia \[1:44:4\]/ })).toBeNull();
      }
    } finally {
      scrolled.mockRestore();
    }
  });
});
