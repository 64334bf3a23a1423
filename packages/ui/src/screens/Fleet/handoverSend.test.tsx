import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { saveSession } from '@imperio/api-client';
import { DEMO_USER_ID, issueAccessToken } from '@imperio/mocks';
import { createI18n } from '../../i18n';
import { AppProviders } from '../../state/AppProviders';
import { createQueryClient } from '../../state/queryClient';
import { FleetScreen } from './FleetScreen';

/**
 * A send from a hand-over (a spy report's 'Atacar', a galaxy slot's action): the form opens
 * prefilled from `/fleet?g…`, and after 'Enviar misión' the screen returns to `/fleet`. Leaving
 * the hand-over's address must not start a fresh screen: the success notice stays in view.
 */

const SLOW = { timeout: 20_000 };

/** The address the screen is on, shown so the test can wait for the return to the list. */
function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname + location.search}</output>;
}

describe('FleetScreen: a send from a hand-over', { timeout: 60_000 }, () => {
  beforeEach(() => {
    saveSession({ access: issueAccessToken(DEMO_USER_ID), refresh: 'r', user: { id: DEMO_USER_ID, display_name: 'Almirante Demo' } });
  });
  afterEach(() => localStorage.clear());

  it('keeps the success notice after the address leaves the hand-over', async () => {
    const user = userEvent.setup();
    render(
      <AppProviders queryClient={createQueryClient()} i18n={createI18n('es')} selectedPlanetId={101}>
        <MemoryRouter initialEntries={['/fleet?g=1&s=41&p=9&type=planet&mission=attack&ships=large_cargo:2']}>
          <FleetScreen />
          <Address />
        </MemoryRouter>
      </AppProviders>,
    );
    const form = await screen.findByRole('form', { name: 'Nueva Misión' }, SLOW);
    await waitFor(() => expect(within(form).getByTestId('ship-large_cargo')).toHaveValue('2'), SLOW);
    const send = within(form).getByRole('button', { name: 'Enviar misión' });
    await waitFor(() => expect(send).toBeEnabled(), SLOW);
    await user.click(send);
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent(/^\/fleet$/), SLOW);
    expect(await screen.findByText('Misión enviada: Ataque hacia [1:41:9]', {}, SLOW)).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Misiones' })).toHaveAttribute('aria-selected', 'true');
    // Still there once everything the send set off has settled.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(screen.getByText('Misión enviada: Ataque hacia [1:41:9]')).toBeVisible();
  });
});
