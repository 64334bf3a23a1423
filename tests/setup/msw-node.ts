import '@testing-library/jest-dom/vitest';
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

// Unmount React trees between tests (Testing Library does this only with globals enabled).
import { cleanup } from '@testing-library/react';
afterEach(() => cleanup());
