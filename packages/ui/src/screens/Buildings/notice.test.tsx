import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { buildingKeys, saveSession } from '@imperio/api-client';
import { DEMO_USER_ID, issueAccessToken } from '@imperio/mocks';
import { createI18n } from '../../i18n';
import { AppProviders } from '../../state/AppProviders';
import { createQueryClient } from '../../state/queryClient';
import { BuildingsScreen } from './BuildingsScreen';

/**
 * The upgrade's success notice is the client's wording in the interface language, from what was
 * asked (the building's translated name and its next level), never the server's Spanish text.
 */
describe('Buildings: the upgrade notice in the player language', () => {
  beforeEach(() => {
    saveSession({ access: issueAccessToken(DEMO_USER_ID), refresh: 'r', user: { id: DEMO_USER_ID, display_name: 'Almirante Demo' } });
  });
  afterEach(() => localStorage.clear());

  it('an English player reads the started upgrade in English with the translated name, then the queued one', async () => {
    const queryClient = createQueryClient();
    render(
      <AppProviders queryClient={queryClient} i18n={createI18n('en')}>
        <MemoryRouter>
          <BuildingsScreen />
        </MemoryRouter>
      </AppProviders>,
    );
    const button = await screen.findByRole('button', { name: 'Upgrade to level 1: Space Dock' }, { timeout: 15_000 });
    await waitFor(() => expect(queryClient.getQueryData(buildingKeys.types())).toBeDefined(), { timeout: 15_000 });
    fireEvent.click(button);
    expect(await screen.findByText('Upgrade of Space Dock to level 1 started', {}, { timeout: 15_000 })).toBeInTheDocument();
    // The server's own sentence ('Mejora de Muelle espacial a nivel 1 iniciada') is not shown.
    expect(screen.queryByText(/iniciada|Muelle espacial/)).toBeNull();

    // A second upgrade waits behind the first: the client says so, with its position.
    let next: HTMLElement | undefined;
    await waitFor(
      () => {
        next = screen.getAllByRole('button', { name: /^Upgrade to level \d+: / }).find((b) => !(b as HTMLButtonElement).disabled);
        expect(next).toBeDefined();
      },
      { timeout: 15_000 },
    );
    fireEvent.click(next!);
    expect(await screen.findByText(/ level \d+ added to the queue \(position 2\)$/, {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByText(/añadido a la cola/)).toBeNull();
  }, 60_000);
});
