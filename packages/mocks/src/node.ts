import { setupServer } from 'msw/node';
import { allHandlers } from './handlers';

/** MSW for Vitest in Node: `server.listen({ onUnhandledRequest: 'error' })` in a setup file. */
export const server = setupServer(...allHandlers);
