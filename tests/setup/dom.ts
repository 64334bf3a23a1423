import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
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

/**
 * Both projects run a worker's files one after the other in one module graph and one window
 * (`isolate: false`, vitest.config.ts), and between files Vitest itself restores only spies. What
 * a file may set for all its tests is undone when it ends, as a fresh worker would have it: an
 * environment variable stubbed at the top of a file (composeDraft.test.tsx names the rivals'
 * password, which auth.test.ts checks nobody knows), stubbed globals, and fake timers a file
 * left on (the next file's intervals would never fire).
 */
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});
