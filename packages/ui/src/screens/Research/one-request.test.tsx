import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { routes, saveSession } from '@imperio/api-client';
import { DEMO_USER_ID, issueAccessToken, recordRequests } from '@imperio/mocks';
import { server } from '@imperio/mocks/node';
import { createI18n } from '../../i18n';
import { AppProviders } from '../../state/AppProviders';
import { createQueryClient } from '../../state/queryClient';
import { ResearchScreen } from './ResearchScreen';

/** A double click in one batch (before React re-renders), then a third press. */
function pressThreeTimes(button: HTMLElement) {
  act(() => {
    button.click();
    button.click();
  });
  fireEvent.click(button);
}

function renderScreen() {
  return render(
    <AppProviders queryClient={createQueryClient()} i18n={createI18n('es')}>
      <MemoryRouter>
        <ResearchScreen />
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('Research: one request per intent', () => {
  beforeEach(() => {
    saveSession({ access: issueAccessToken(DEMO_USER_ID), refresh: 'r', user: { id: DEMO_USER_ID, display_name: 'Almirante Demo' } });
  });
  afterEach(() => localStorage.clear());

  it("a double click and a third press on 'Investigar' send one start request", async () => {
    renderScreen();
    const list = await screen.findByRole('list', { name: 'Tecnologías' }, { timeout: 8_000 });
    fireEvent.click(within(list).getByRole('button', { name: /^Tecnología iónica/ }));
    const detail = await screen.findByTestId('research-detail');
    const button = within(detail).getByRole('button', { name: 'Investigar Tecnología iónica nivel 4' });
    // The stock must be known (an unaffordable research is disabled), so wait for the duration too.
    await waitFor(() => expect(within(detail).getByTestId('research-duration')).toHaveTextContent(/\d:\d\d/), { timeout: 8_000 });
    const start = recordRequests(server);
    try {
      pressThreeTimes(button);
      expect(
        await within(detail).findByText('Investigación iniciada: Tecnología iónica nivel 4', {}, { timeout: 8_000 }),
      ).toBeInTheDocument();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(start.count('POST', routes.research.start)).toBe(1);
    } finally {
      start.stop();
    }
  });

  it("a double click and a third press on 'Completar' send one complete request", async () => {
    renderScreen();
    const panel = await screen.findByRole('region', { name: 'Investigación Activa' }, { timeout: 8_000 });
    const button = await within(panel).findByRole('button', { name: 'Completar' }, { timeout: 8_000 });
    // Let the automatic complete call on load settle before counting.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const complete = recordRequests(server);
    try {
      pressThreeTimes(button);
      expect(await within(panel).findByTestId('complete-result', {}, { timeout: 8_000 })).toHaveTextContent(
        'Ninguna investigación ha terminado todavía',
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(complete.count('POST', routes.research.complete)).toBe(1);
    } finally {
      complete.stop();
    }
  });
});
