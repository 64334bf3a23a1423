import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { configureHttp, resetServerClock } from '@imperio/api-client';
import { clock, listStyle, resetUniverse } from '@imperio/mocks';
import { server } from '@imperio/mocks/node';

/**
 * Setup of the `unit` project (after dom.ts): MSW's node server answering the client, and a
 * fresh mock universe and clock before every test. Tests of pure rules do not pay this: they
 * run in the `rules` project (vitest.config.ts).
 */

// Node has no page origin: the client talks to an absolute base that MSW answers.
configureHttp({ prefixUrl: 'http://localhost/api' });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  clock.reset();
  // The device-to-server offset is learnt per answer; each test starts with none.
  resetServerClock();
  listStyle.paginated = false;
  await resetUniverse();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
