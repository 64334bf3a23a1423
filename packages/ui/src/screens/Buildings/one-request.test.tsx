import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { buildingKeys, routes, saveSession } from '@imperio/api-client';
import { DEMO_USER_ID, issueAccessToken, recordRequests } from '@imperio/mocks';
import { server } from '@imperio/mocks/node';
import { createI18n } from '../../i18n';
import { AppProviders } from '../../state/AppProviders';
import { createQueryClient } from '../../state/queryClient';
import { BuildingsScreen } from './BuildingsScreen';

describe('Buildings: one request per intent', () => {
  beforeEach(() => {
    saveSession({ access: issueAccessToken(DEMO_USER_ID), refresh: 'r', user: { id: DEMO_USER_ID, display_name: 'Almirante Demo' } });
  });
  afterEach(() => localStorage.clear());

  it('a double click and a triple activation of an upgrade send one construct request', async () => {
    const queryClient = createQueryClient();
    render(
      <AppProviders queryClient={queryClient} i18n={createI18n('es')}>
        <MemoryRouter>
          <BuildingsScreen />
        </MemoryRouter>
      </AppProviders>,
    );
    const construct = recordRequests(server);
    try {
      const button = await screen.findByRole('button', { name: 'Mejorar a nivel 1: Muelle espacial' }, { timeout: 8_000 });
      await waitFor(() => expect(queryClient.getQueryData(buildingKeys.types())).toBeDefined(), { timeout: 8_000 });
      // Two clicks in one batch: the second comes before React re-renders the disabled button.
      act(() => {
        button.click();
        button.click();
      });
      await waitFor(() => expect(button).toBeDisabled());
      fireEvent.click(button);
      expect(await screen.findByText('Mejora de Muelle espacial a nivel 1 iniciada', {}, { timeout: 8_000 })).toBeInTheDocument();
      expect(construct.count('POST', routes.buildings.construct)).toBe(1);

      // Another building, activated three times in a row (Enter on a button is a click): one request.
      let terraform: HTMLElement | undefined;
      await waitFor(
        () => {
          terraform = screen.getAllByRole('button', { name: /^Mejorar a nivel \d+: / }).find((b) => !(b as HTMLButtonElement).disabled);
          expect(terraform).toBeDefined();
        },
        { timeout: 8_000 },
      );
      act(() => {
        terraform!.click();
        terraform!.click();
      });
      fireEvent.click(terraform!);
      await waitFor(() => expect(construct.count('POST', routes.buildings.construct)).toBe(2), { timeout: 8_000 });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(construct.count('POST', routes.buildings.construct)).toBe(2);
    } finally {
      construct.stop();
    }
  });
});
