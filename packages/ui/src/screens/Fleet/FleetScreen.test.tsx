import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { delay, http } from 'msw';
import { routes, saveSession } from '@imperio/api-client';
import { DEMO_USER_ID, issueAccessToken, recordRequests, type RequestLog } from '@imperio/mocks';
import { server } from '@imperio/mocks/node';
import { createI18n } from '../../i18n';
import { AppProviders } from '../../state/AppProviders';
import { createQueryClient } from '../../state/queryClient';
import { FleetScreen } from './FleetScreen';

/**
 * One user intent, one request (no duplicate writes) for every fleet write: send, cancel, process,
 * mark a report read, mark all read. Each is tried with a double click (user-event, and a burst
 * of clicks that lands before React re-renders) and, where a key sends it, with Enter pressed
 * three times; the mock server counts the requests that reached it.
 */

// A fresh-clone CI run, with the unit, rules and English-guard projects sharing 2 cores (load
// above 4), once took more than 10 s from the double click to the notice; 20 s leaves room.
const SLOW = { timeout: 20_000 };

/** Requests the mock server sees during a test. */
let log: RequestLog;
const count = (method: string, route: string) => log.count(method, route);
/**
 * Clicks `times` times in one go, before React can re-render the disabled control: what a fast
 * double click or a bouncing mouse does, and what `disabled` alone cannot stop.
 */
const burst = (element: Element, times = 2) => {
  for (let i = 0; i < times; i++) fireEvent.click(element);
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 600));

function renderFleet(locale: 'es' | 'en' = 'es') {
  const user = userEvent.setup();
  render(
    <AppProviders queryClient={createQueryClient()} i18n={createI18n(locale)} selectedPlanetId={101}>
      <MemoryRouter initialEntries={['/fleet']}>
        <FleetScreen />
      </MemoryRouter>
    </AppProviders>,
  );
  return user;
}

/** Prepares a transport of 3 small cargo ships from the home planet [1:42:7] to [1:44:4]. */
async function prepareTransport(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('tab', { name: 'Nueva Misión' }, SLOW));
  const form = await screen.findByRole('form', { name: 'Nueva Misión' }, SLOW);
  const system = within(form).getByLabelText('Sistema');
  await user.clear(system);
  await user.type(system, '44');
  const position = within(form).getByLabelText('Posición');
  await user.clear(position);
  await user.type(position, '4');
  await user.click(within(form).getByRole('radio', { name: 'Planeta' }));
  await user.click(await within(form).findByRole('radio', { name: /^Transporte/ }, SLOW));
  const ships = await within(form).findByLabelText('Nave pequeña de carga', {}, SLOW);
  await user.type(ships, '3');
  return { form, ships };
}

describe('FleetScreen: one request per intent', { timeout: 60_000 }, () => {
  beforeEach(() => {
    saveSession({ access: issueAccessToken(DEMO_USER_ID), refresh: 'r', user: { id: DEMO_USER_ID, display_name: 'Almirante Demo' } });
    log = recordRequests(server);
    // A real network: every write takes 400 ms, so the second click lands while the first is in
    // flight (the resolver returns nothing, so the request goes on to the mock's own handler).
    server.use(
      http.all('*/api/*', async ({ request }) => {
        if (request.method !== 'GET') await delay(400);
      }),
    );
  });
  afterEach(() => {
    log.stop();
    localStorage.clear();
  });

  it("sends a fleet once on a double click of 'Enviar misión'", async () => {
    const user = renderFleet();
    await prepareTransport(user);
    const send = screen.getByRole('button', { name: 'Enviar misión' });
    await waitFor(() => expect(send).toBeEnabled());
    burst(send);
    await user.dblClick(send);
    await screen.findByText(/Misión enviada: Transporte hacia \[1:44:4\]/, {}, SLOW);
    await settle();
    expect(count('POST', routes.fleet.create)).toBe(1);
  });

  it('sends a fleet once when Enter is pressed three times in a field', async () => {
    const user = renderFleet();
    const { form, ships } = await prepareTransport(user);
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Enviar misión' })).toBeEnabled());
    await user.click(ships);
    // Enter in a field submits the form: three presses before any re-render, then three more.
    for (let i = 0; i < 3; i++) fireEvent.submit(form);
    await user.keyboard('{Enter}{Enter}{Enter}');
    await screen.findByText(/Misión enviada/, {}, SLOW);
    await settle();
    expect(count('POST', routes.fleet.create)).toBe(1);
  });

  it("moves the focus to the 'Misiones' tab after a send (the form and its focused control are gone)", async () => {
    const user = renderFleet();
    const { form, ships } = await prepareTransport(user);
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Enviar misión' })).toBeEnabled());
    await user.click(ships);
    await user.keyboard('{Enter}');
    await screen.findByText(/Misión enviada: Transporte hacia \[1:44:4\]/, {}, SLOW);
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Misiones' })).toHaveFocus());
  });

  it('refuses cargo over capacity in the form with formatted numbers, and sends nothing', async () => {
    const user = renderFleet();
    const { form } = await prepareTransport(user);
    const metal = within(form).getByLabelText('Metal');
    await user.clear(metal);
    await user.type(metal, '1000000');
    expect(await within(form).findByTestId('over-capacity')).toHaveTextContent(
      'La carga (1.000.000) supera la capacidad de la flota (15.000)',
    );
    expect(within(form).getByRole('button', { name: 'Enviar misión' })).toBeDisabled();
    await user.keyboard('{Enter}');
    await settle();
    expect(count('POST', routes.fleet.create)).toBe(0);
    // The draft is kept as typed.
    expect(metal).toHaveValue('1000000');
  });

  it("cancels once on a double click of 'Sí, cancelar'", async () => {
    const user = renderFleet();
    const grid = await screen.findByTestId('active-missions-grid', {}, SLOW);
    await user.click(within(grid).getByRole('button', { name: 'Cancelar misión Transporte hacia [1:42:7]' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancelar misión' });
    burst(within(dialog).getByRole('button', { name: 'Sí, cancelar' }));
    await screen.findByText('Misión cancelada: la flota regresa a su origen.', {}, SLOW);
    await settle();
    expect(count('POST', routes.fleet.cancel(':id'))).toBe(1);
  });

  it("processes once on a double click and on Enter pressed three times on 'Procesar'", async () => {
    const user = renderFleet();
    const process = await screen.findByRole('button', { name: 'Procesar' }, SLOW);
    burst(process);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Procesar' })).toBeEnabled(), SLOW);
    await settle();
    expect(count('POST', routes.fleet.process)).toBe(1);
    // The server's `output` is its free text (Spanish in any language): marked as such.
    expect(await screen.findByTestId('process-output', {}, SLOW)).toHaveAttribute('data-server-text');

    // The same button (its label reads 'Procesando...' while pending).
    process.focus();
    await user.keyboard('{Enter}{Enter}{Enter}');
    burst(process, 3);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Procesar' })).toBeEnabled(), SLOW);
    await settle();
    expect(count('POST', routes.fleet.process)).toBe(2);
  });

  it('marks an opened report read once, and all reports read once on a double click', async () => {
    const user = renderFleet();
    await user.click(await screen.findByRole('button', { name: /^Reportes/ }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Reportes de misión' });
    const unread = (await within(dialog).findAllByTestId('report-item', {}, SLOW)).find(
      (item) => item.getAttribute('data-unread') === 'true',
    )!;
    burst(unread);
    await within(dialog).findByTestId('report-content', {}, SLOW);
    await settle();
    expect(count('PATCH', routes.reports.detail(':id'))).toBe(1);

    await user.click(within(dialog).getByRole('button', { name: 'Volver a la lista' }));
    const markAll = await within(dialog).findByRole('button', { name: 'Marcar Todo Leído' });
    await waitFor(() => expect(markAll).toBeEnabled(), SLOW);
    burst(markAll);
    await user.dblClick(markAll);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Marcar Todo Leído' })).toBeDisabled(), SLOW);
    await settle();
    expect(count('POST', routes.reports.markAllRead)).toBe(1);
  });
});
