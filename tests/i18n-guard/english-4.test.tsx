import { englishSuite } from './english-suite';

/** Missing-translation guard, shard 4 of 4 (see english-suite.tsx). */
await englishSuite(4, 4);
