import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { delay, http } from 'msw';
import { routes, saveSession, type MissionReport } from '@imperio/api-client';
import { DEMO_USER_ID, issueAccessToken, recordRequests, type RequestLog } from '@imperio/mocks';
import { DEMO_REPORTS } from '@imperio/mocks/seed/reportTable';
import { server } from '@imperio/mocks/node';
import { createI18n } from '../../i18n';
import { AppProviders } from '../../state/AppProviders';
import { createQueryClient } from '../../state/queryClient';
import { FleetScreen } from '../Fleet/FleetScreen';
import { ReportDetail } from '../../components/MissionReports';
import { MessageReport } from '../../components/MissionReports/MessageReport';
import { SpyActions } from './SpyActions';

/**
 * A spy report is a table and a starting point: its rows and loot, and where 'Simular',
 * 'Atacar' and 'Espiar de nuevo' lead (router state, the fleet form's address, one probe sent).
 */
const SLOW = { timeout: 20_000 };
const row = DEMO_REPORTS.find((report) => report.report_type === 'espionage')!;
const spyReport = { id: 901, is_read: false, created_at: new Date().toISOString(), mission_id: null, ...row } as unknown as MissionReport;

/** Shows where the app went: the path, the query and the router state as JSON. */
function Where() {
  const location = useLocation();
  return (
    <output data-testid="where">
      {location.pathname}
      {location.search}
      {location.state ? ` ${JSON.stringify(location.state)}` : ''}
    </output>
  );
}

function renderDetail(locale: 'es' | 'en' = 'es', report: MissionReport = spyReport, element?: ReactNode) {
  const user = userEvent.setup();
  render(
    <AppProviders queryClient={createQueryClient()} i18n={createI18n(locale)} selectedPlanetId={101}>
      <MemoryRouter initialEntries={['/reports']}>
        <Routes>
          <Route
            path="/reports"
            element={element ?? <ReportDetail report={report} onBack={() => undefined} spyActions={(plan) => <SpyActions {...plan} />} />}
          />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
  return user;
}

let log: RequestLog;

describe('spy report: table and actions', { timeout: 60_000 }, () => {
  beforeEach(() => {
    saveSession({ access: issueAccessToken(DEMO_USER_ID), refresh: 'r', user: { id: DEMO_USER_ID, display_name: 'Almirante Demo' } });
    log = recordRequests(server);
  });
  afterEach(() => {
    log.stop();
    localStorage.clear();
  });

  it('shows resources, fleet and defences as rows with grouped numbers, the loot at 50 % and the cargo ships for it', async () => {
    renderDetail();
    const table = await screen.findByRole('table', { name: 'Lo que vieron las sondas' }, SLOW);
    const cell = (name: string | RegExp, scope: HTMLElement = table) =>
      within(scope)
        .getAllByRole('rowheader', { name })
        .map((header) => header.nextElementSibling?.textContent);
    expect(cell('Metal')).toEqual(['34.000', '17.000']);
    expect(cell('Cazador ligero')).toEqual(['12']);
    expect(cell('Lanzamisiles')).toEqual(['15']);
    expect(cell('Total')).toEqual(['29.000']);
    // Capacities from the ship types: 5 000 and 25 000.
    await waitFor(() => expect(screen.getByTestId('spy-needs-small_cargo')).toHaveTextContent('6'), SLOW);
    expect(screen.getByTestId('spy-needs-large_cargo')).toHaveTextContent('2');
  });

  it("'Simular' opens the simulator with this defender and the planet's ships as the attacker", async () => {
    const user = renderDetail();
    const simulate = await screen.findByRole('button', { name: 'Simular' }, SLOW);
    await waitFor(() => expect(simulate).toBeEnabled(), SLOW);
    await user.click(simulate);
    const where = await screen.findByTestId('where', {}, SLOW);
    expect(where.textContent).toMatch(/^\/simulator /);
    const state = JSON.parse(where.textContent.replace(/^\/simulator /, '')) as {
      combat: { attacker: { units: Record<string, number> }; defender: { units: Record<string, number>; resources: unknown } };
    };
    expect(state.combat.attacker.units).toMatchObject({ light_fighter: 30, cruiser: 3, large_cargo: 4, small_cargo: 12 });
    expect(state.combat.defender.units).toEqual({
      light_fighter: 12,
      cruiser: 2,
      small_cargo: 4,
      rocket_launcher: 15,
      light_laser: 8,
      gauss_cannon: 1,
    });
    expect(state.combat.defender.resources).toEqual({ metal: 34_000, crystal: 18_000, deuterium: 6_000 });
  });

  it("'Atacar' goes to the fleet form with the target, mission attack and the cargo ships (large first)", async () => {
    const user = renderDetail();
    await waitFor(() => expect(screen.getByTestId('spy-needs-large_cargo')).toHaveTextContent('2'), SLOW);
    await user.click(screen.getByRole('button', { name: 'Atacar' }));
    const where = await screen.findByTestId('where', {}, SLOW);
    const url = new URL(where.textContent, 'http://x');
    expect(url.pathname).toBe('/fleet');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      g: '1',
      s: '41',
      p: '9',
      type: 'planet',
      mission: 'attack',
      ships: 'large_cargo:2',
    });
  });

  it("'Espiar de nuevo' sends one probe to the target, once however often it is pressed", async () => {
    // A real network: the write takes 400 ms, so the second click lands while the first is out.
    server.use(
      http.all('*/api/*', async ({ request }) => {
        if (request.method !== 'GET') await delay(400);
      }),
    );
    const user = renderDetail();
    const again = await screen.findByRole('button', { name: 'Espiar de nuevo' }, SLOW);
    await waitFor(() => expect(again).toBeEnabled(), SLOW);
    await user.dblClick(again);
    await screen.findByText('Misión enviada: Espionaje hacia [1:41:9]', {}, SLOW);
    expect(log.count('POST', routes.fleet.create)).toBe(1);
  });

  it('reads in English too', async () => {
    renderDetail('en');
    const table = await screen.findByRole('table', { name: 'What the probes saw' }, SLOW);
    expect(within(table).getByRole('rowheader', { name: 'Light Fighter' }).nextElementSibling).toHaveTextContent('12');
    expect(within(table).getAllByRole('rowheader', { name: 'Metal' })[0]!.nextElementSibling).toHaveTextContent('34,000');
    expect(screen.getByRole('button', { name: 'Spy again' })).toBeInTheDocument();
  });

  it('shows free text it cannot read as sent, without a table or actions', async () => {
    renderDetail('es', { ...spyReport, content: 'Tus sondas fueron destruidas.', metadata: {} });
    expect(await screen.findByTestId('report-content')).toHaveTextContent('Tus sondas fueron destruidas.');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Atacar' })).toBeNull();
  });
});

describe('a message that is a spy report', { timeout: 60_000 }, () => {
  beforeEach(() => {
    saveSession({ access: issueAccessToken(DEMO_USER_ID), refresh: 'r', user: { id: DEMO_USER_ID, display_name: 'Almirante Demo' } });
  });
  afterEach(() => localStorage.clear());

  it('opens the same table and actions as the reports dialog (the seeded message on Helios [1:44:12])', async () => {
    const message = {
      id: 77,
      subject: 'Informe de espionaje de 1:44:12',
      content: '<p>Sondas regresaron de <strong>Helios</strong> (1:44:12).</p><p>Recursos detectados y defensas ligeras.</p>',
      category: 'ESPIONAGE_REPORT',
      related_planet_coordinates: '1:44:12',
      metadata: { target: 'Helios', metal: 45_210, crystal: 23_870, deuterium: 8_400, defenses: 14, counter_espionage: '12%' },
    } as unknown as Parameters<typeof MessageReport>[0]['message'];
    const user = renderDetail('es', spyReport, <MessageReport message={message} actions={(plan) => <SpyActions {...plan} />} />);
    const table = await screen.findByRole('table', { name: 'Lo que vieron las sondas' }, SLOW);
    expect(within(table).getAllByRole('rowheader', { name: 'Metal' })[0]!.nextElementSibling).toHaveTextContent('45.210');
    await waitFor(() => expect(screen.getByTestId('spy-needs-large_cargo')).toHaveTextContent('2'), SLOW);
    await user.click(screen.getByRole('button', { name: 'Atacar' }));
    const where = await screen.findByTestId('where', {}, SLOW);
    expect(where.textContent).toBe('/fleet?g=1&s=44&p=12&type=planet&mission=attack&ships=large_cargo%3A2');
  });
});

describe("the fleet form reads a report's 'Atacar'", { timeout: 60_000 }, () => {
  beforeEach(() => {
    saveSession({ access: issueAccessToken(DEMO_USER_ID), refresh: 'r', user: { id: DEMO_USER_ID, display_name: 'Almirante Demo' } });
  });
  afterEach(() => localStorage.clear());

  it("from the reports dialog: the spy report's 'Atacar' closes it and fills target, attack and cargo", async () => {
    const user = userEvent.setup();
    render(
      <AppProviders queryClient={createQueryClient()} i18n={createI18n('es')} selectedPlanetId={101}>
        <MemoryRouter initialEntries={['/fleet']}>
          <Routes>
            <Route path="/fleet" element={<FleetScreen />} />
          </Routes>
        </MemoryRouter>
      </AppProviders>,
    );
    await user.click(await screen.findByRole('button', { name: /^Reportes/ }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Reportes de misión' }, SLOW);
    await user.click(await within(dialog).findByRole('button', { name: /Informe de espionaje de Vesta/ }, SLOW));
    const attack = await within(dialog).findByRole('button', { name: 'Atacar' }, SLOW);
    await waitFor(() => expect(within(dialog).getByTestId('spy-needs-large_cargo')).toHaveTextContent('2'), SLOW);
    await user.click(attack);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reportes de misión' })).toBeNull(), SLOW);
    const form = await screen.findByRole('form', { name: 'Nueva Misión' }, SLOW);
    expect(within(form).getByLabelText('Sistema')).toHaveValue('41');
    expect(within(form).getByLabelText('Posición')).toHaveValue('9');
    await waitFor(() => expect(within(form).getByLabelText('Nave grande de carga')).toHaveValue('2'), SLOW);
    // The attack fill adds the combat ships beside the cargo.
    await waitFor(() => expect(within(form).getByLabelText('Cazador ligero')).toHaveValue('30'), SLOW);
  });
});
