import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach } from 'vitest';
import { cleanup } from '@testing-library/react';

/**
 * Setup of every happy-dom test project (`rules` and `unit`): jest-dom's matchers, an empty
 * localStorage and sessionStorage before each test (a browser-session login and the form drafts
 * live in the latter), and React trees unmounted after it (Testing Library does this only with
 * globals enabled). No mock universe and no network: see msw-node.ts for those.
 */
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => cleanup());
