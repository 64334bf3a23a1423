import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { routes } from '@imperio/api-client';
import { loginDemo, recordRequests, type RequestLog } from '@imperio/mocks';
import { server } from '@imperio/mocks/node';
import { createI18n } from '../../i18n';
import { AppProviders } from '../../state/AppProviders';
import { createQueryClient } from '../../state/queryClient';
import { advance, SLOW, useDueTimers } from '../dueTimers.testkit';
import { ShipyardScreen } from './ShipyardScreen';

describe('Shipyard: the complete call when a unit in the queue ends (spec p2 §4, §7, §9)', { timeout: 60_000 }, () => {
  let log: RequestLog;
  useDueTimers();
  beforeEach(() => {
    loginDemo();
    log = recordRequests(server);
  });
  afterEach(() => log.stop());

  it("calls complete at the light fighter's end (15 s after the seed), not at the 30 s call", async () => {
    render(
      <AppProviders queryClient={createQueryClient()} i18n={createI18n('es')} selectedPlanetId={102}>
        <MemoryRouter>
          <ShipyardScreen />
        </MemoryRouter>
      </AppProviders>,
    );
    await screen.findAllByTestId('queue-countdown', {}, SLOW);
    const queueReads = log.count('GET', routes.ships.queue);
    await advance(14_000);
    expect(log.count('POST', routes.ships.complete)).toBe(0);
    await advance(1_500);
    await waitFor(() => expect(log.count('POST', routes.ships.complete)).toBe(1), SLOW);
    // Then the stock and the queue reload.
    await waitFor(() => expect(log.count('GET', routes.ships.queue)).toBeGreaterThan(queueReads), SLOW);
  });
});
