import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { reportKeys, saveSession } from '@imperio/api-client';
import { DEMO_USER_ID, issueAccessToken } from '@imperio/mocks';
import { createReport } from '@imperio/mocks/seed/reports';
import { createI18n } from '../../i18n';
import { AppProviders } from '../../state/AppProviders';
import { createQueryClient } from '../../state/queryClient';
import { FleetScreen } from './FleetScreen';

/** The report centre: the type filter, one unread count everywhere, a delivered transport's cargo. */
const SLOW = { timeout: 20_000 };

let queryClient = createQueryClient();

function renderFleet() {
  const user = userEvent.setup();
  queryClient = createQueryClient();
  render(
    <AppProviders queryClient={queryClient} i18n={createI18n('es')} selectedPlanetId={101}>
      <MemoryRouter initialEntries={['/fleet']}>
        <FleetScreen />
      </MemoryRouter>
    </AppProviders>,
  );
  return user;
}

/** Every unread count a person can read: the button's badge, 'Sin leer', 'No Leídos (n)' and the 'Nuevo' items. */
function unreadCounts(dialog: HTMLElement) {
  const stats = within(dialog).getByTestId('report-stats');
  const term = within(stats).getByText('Sin leer');
  return {
    badge: Number(screen.getByTestId('reports-badge').textContent),
    stats: Number(term.nextElementSibling?.textContent),
    filter: Number(/\((\d+)\)/.exec(within(dialog).getByRole('button', { name: /^No Leídos/ }).textContent ?? '')?.[1]),
    items: within(dialog)
      .getAllByTestId('report-item')
      .filter((item) => item.dataset.unread === 'true').length,
  };
}

describe('ReportsModal', { timeout: 60_000 }, () => {
  beforeEach(() => {
    saveSession({ access: issueAccessToken(DEMO_USER_ID), refresh: 'r', user: { id: DEMO_USER_ID, display_name: 'Almirante Demo' } });
  });
  afterEach(() => localStorage.clear());

  it('filters the reports by type', async () => {
    const user = renderFleet();
    await user.click(await screen.findByRole('button', { name: /^Reportes/ }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Reportes de misión' }, SLOW);
    await within(dialog).findAllByTestId('report-item', {}, SLOW);
    const types = within(dialog).getByRole('group', { name: 'Tipo de reporte' });
    await user.click(within(types).getByRole('button', { name: 'Espionaje' }));
    expect(
      within(dialog)
        .getAllByTestId('report-item')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Informe de espionaje de Vesta')]);
    await user.click(within(types).getByRole('button', { name: 'Transporte' }));
    const [transport] = within(dialog).getAllByTestId('report-item');
    // A delivered transport says what it carried (the seed's transport flew with cargo).
    expect(transport).toHaveTextContent('entregó 8.000 metal, 5.000 cristal y 2.000 deuterio');
    await user.click(within(types).getByRole('button', { name: 'Todos los tipos' }));
    expect(within(dialog).getAllByTestId('report-item')).toHaveLength(7);
  });

  it('reads one unread count on the button, the statistics, the filter and the list, before and after a report is read', async () => {
    const user = renderFleet();
    await waitFor(() => expect(screen.getByTestId('reports-badge')).toHaveTextContent('3'), SLOW);
    await user.click(screen.getByRole('button', { name: /^Reportes/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Reportes de misión' }, SLOW);
    await within(dialog).findAllByTestId('report-item', {}, SLOW);
    expect(unreadCounts(dialog)).toEqual({ badge: 3, stats: 3, filter: 3, items: 3 });
    await user.click(within(dialog).getByRole('button', { name: /Informe de espionaje de Vesta/ }));
    await user.click(await within(dialog).findByRole('button', { name: 'Volver a la lista' }, SLOW));
    await waitFor(() => expect(unreadCounts(dialog)).toEqual({ badge: 2, stats: 2, filter: 2, items: 2 }), SLOW);
  });

  it('keeps the list in step with the counts when reports arrive while the dialog is open', async () => {
    const user = renderFleet();
    await user.click(await screen.findByRole('button', { name: /^Reportes/ }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Reportes de misión' }, SLOW);
    await within(dialog).findAllByTestId('report-item', {}, SLOW);
    // Two fleets land on the server; the screen's due handler refreshes the statistics, as it does.
    for (const title of ['Transporte entregado en Vesta [1:41:9]', 'Reciclaje en [1:44:9]']) {
      await createReport({ user_id: DEMO_USER_ID, report_type: 'transport', title, content: 'Tu flota entregó 1 metal.' });
    }
    await queryClient.invalidateQueries({ queryKey: reportKeys.statistics() });
    await waitFor(() => expect(unreadCounts(dialog)).toEqual({ badge: 5, stats: 5, filter: 5, items: 5 }), SLOW);
  });
});
