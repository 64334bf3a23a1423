import { englishSuite } from './english-suite';

/** Missing-translation guard, shard 1 of 2 (see english-suite.tsx). */
await englishSuite(1, 2);
