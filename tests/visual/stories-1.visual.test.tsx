import { visualSuite } from './visual-suite';

/** Visual regression, shard 1 of 2 (see visual-suite.tsx). */
await visualSuite(1, 2);
