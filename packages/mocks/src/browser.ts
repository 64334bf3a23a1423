import { setupWorker } from 'msw/browser';
import { allHandlers } from './handlers';

/** MSW service worker for Storybook and `pnpm dev`. */
export const worker = setupWorker(...allHandlers);
