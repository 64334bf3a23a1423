import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { routes, serverNow, serverOffsetMs } from '@imperio/api-client';
import { clock, db, loginDemo, recordRequests, type RequestLog } from '@imperio/mocks';
import { server } from '@imperio/mocks/node';
import { createI18n } from '../../i18n';
import { AppProviders } from '../../state/AppProviders';
import { createQueryClient } from '../../state/queryClient';
import { advance, SLOW, useDueTimers } from '../dueTimers.testkit';
import { ResearchScreen } from './ResearchScreen';

describe('Research: the complete call at the end time (spec p2 §4 Research, §7, §9)', { timeout: 60_000 }, () => {
  let log: RequestLog;
  useDueTimers();
  afterEach(() => log.stop());

  it("calls complete when the running research ends on the server's clock, 60 s ahead of the device", async () => {
    clock.advance(60_000);
    loginDemo();
    // Energy 5 → 6 runs on the seed; make it end 20 s from the server's now.
    const running = db.userResearch.findMany((q) => q.where({ is_researching: true })).find((r) => (r.ends_ms ?? 0) > clock.now())!;
    const endsMs = clock.now() + 20_000;
    await db.userResearch.update(running, { data: (r) => void (r.ends_ms = endsMs) });
    log = recordRequests(server);

    render(
      <AppProviders queryClient={createQueryClient()} i18n={createI18n('es')}>
        <MemoryRouter>
          <ResearchScreen />
        </MemoryRouter>
      </AppProviders>,
    );
    await screen.findByRole('region', { name: 'Investigación Activa' }, SLOW);
    // The planet's server_time taught the client the server's clock.
    await waitFor(() => expect(serverOffsetMs()).toBeGreaterThan(59_000), SLOW);
    await waitFor(() => expect(log.count('POST', routes.research.complete)).toBe(1), SLOW); // the call on load
    const userReads = log.count('GET', routes.research.user);

    await advance(endsMs - serverNow() - 1_500);
    expect(log.count('POST', routes.research.complete)).toBe(1);
    await advance(2_500);
    await waitFor(() => expect(log.count('POST', routes.research.complete)).toBe(2), SLOW);
    // It registered the research, and the levels reload.
    expect(db.userResearch.findFirst((q) => q.where({ id: running.id }))).toMatchObject({
      is_researching: false,
      level: running.level + 1,
    });
    await waitFor(() => expect(log.count('GET', routes.research.user)).toBeGreaterThan(userReads), SLOW);
  });
});
