import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { configureHttp } from '@imperio/api-client';
import { clock, listStyle, resetUniverse } from '@imperio/mocks';
import { server } from '@imperio/mocks/node';

// Node has no page origin: the client talks to an absolute base that MSW answers.
configureHttp({ prefixUrl: 'http://localhost/api' });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  clock.reset();
  listStyle.paginated = false;
  localStorage.clear();
  await resetUniverse();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
