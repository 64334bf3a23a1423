import { createMiddleware } from '@mswjs/http-middleware';
import { allHandlers } from './handlers';

/**
 * The demo `/api` over real HTTP: an Express middleware answering every row of the contract
 * from the in-memory universe (`pnpm start`, end-to-end tests).
 */
export function demoApiMiddleware() {
  return createMiddleware(...allHandlers);
}
