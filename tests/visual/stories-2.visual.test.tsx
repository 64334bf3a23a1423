import { visualSuite } from './visual-suite';

/** Visual regression, shard 2 of 2 (see visual-suite.tsx). */
await visualSuite(2, 2);
