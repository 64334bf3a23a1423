import { englishSuite } from './english-suite';

/** Missing-translation guard, shard 3 of 4 (see english-suite.tsx). */
await englishSuite(3, 4);
