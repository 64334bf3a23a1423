import { englishSuite } from './english-suite';

/** Missing-translation guard, shard 2 of 2 (see english-suite.tsx). */
await englishSuite(2, 2);
