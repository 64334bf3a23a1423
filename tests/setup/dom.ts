import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach } from 'vitest';
import { cleanup } from '@testing-library/react';

/**
 * Setup of every happy-dom test project (`rules` and `unit`): jest-dom's matchers, an empty
 * localStorage before each test, and React trees unmounted after it (Testing Library does this
 * only with globals enabled). No mock universe and no network: see msw-node.ts for those.
 */
beforeEach(() => localStorage.clear());
afterEach(() => cleanup());
