import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { clearSession, saveSession } from '@imperio/api-client';
import { DEMO_USER_ID, issueAccessToken } from '@imperio/mocks';
import { createI18n } from '../../i18n';
import { AppProviders } from '../../state/AppProviders';
import { clearAllDrafts, DRAFT_PREFIX } from '../../state/formDrafts';
import { createQueryClient } from '../../state/queryClient';
import { FleetScreen } from './FleetScreen';
import { FLEET_DRAFT_ID } from './useMissionDraft';

/**
 * The New Mission form's draft (the draft store, per player, in this tab's sessionStorage): it
 * survives a reload and a session that ended; an explicit logout clears it.
 */

const SLOW = { timeout: 10_000 };
const login = () =>
  saveSession({ access: issueAccessToken(DEMO_USER_ID), refresh: 'r', user: { id: DEMO_USER_ID, display_name: 'Almirante Demo' } });

function renderFleet() {
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={createQueryClient()} i18n={createI18n('es')} selectedPlanetId={101}>
      <MemoryRouter initialEntries={['/fleet']}>
        <FleetScreen />
      </MemoryRouter>
    </AppProviders>,
  );
  return { user, view };
}

async function newMissionForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('tab', { name: 'Nueva Misión' }, SLOW));
  return within(await screen.findByRole('form', { name: 'Nueva Misión' }, SLOW));
}

/** Types destination [g:44:4] and 3 small cargo ships; unmounts the screen. */
async function typeDraft() {
  const { user, view } = renderFleet();
  const form = await newMissionForm(user);
  await user.clear(form.getByLabelText('Sistema'));
  await user.type(form.getByLabelText('Sistema'), '44');
  await user.clear(form.getByLabelText('Posición'));
  await user.type(form.getByLabelText('Posición'), '4');
  await user.type(await form.findByLabelText('Nave pequeña de carga', {}, SLOW), '3');
  return view;
}

/** Shows the screen again (a new mount: a reload, a new login), checks the form, unmounts. */
async function expectDraftShown(shown: boolean) {
  const { user, view } = renderFleet();
  const form = await newMissionForm(user);
  const ships = await form.findByLabelText('Nave pequeña de carga', {}, SLOW);
  if (shown) {
    expect(form.getByLabelText('Sistema')).toHaveValue('44');
    expect(form.getByLabelText('Posición')).toHaveValue('4');
    expect(ships).toHaveValue('3');
  } else {
    expect(form.getByLabelText('Posición')).not.toHaveValue('4');
    expect(ships).not.toHaveValue('3');
  }
  view.unmount();
}

afterEach(() => clearAllDrafts());

describe('the fleet form draft', () => {
  it('survives a reload: the form comes back from sessionStorage', { timeout: 60_000 }, async () => {
    login();
    const view = await typeDraft();
    view.unmount();
    expect(Object.keys(sessionStorage)).toContain(`${DRAFT_PREFIX}${DEMO_USER_ID}.${FLEET_DRAFT_ID}`);
    await expectDraftShown(true);
  });

  it('survives a session that ended and is gone after an explicit logout', { timeout: 60_000 }, async () => {
    login();
    const view = await typeDraft();
    clearSession('expired');
    view.unmount();
    login();
    await expectDraftShown(true);

    // The logout button is in the signed-in shell: the screen is there when it is pressed.
    const shell = renderFleet().view;
    clearSession('logout');
    shell.unmount();
    login();
    await expectDraftShown(false);
  });
});
