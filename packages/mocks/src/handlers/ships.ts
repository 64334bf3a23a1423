import { registerTick } from '../universe';
import { advanceYard, unitYardAdapter, yardHandlers } from './unitYard';

/** The shipyard's adapter over the ship collections. */
export const shipYard = unitYardAdapter('ships');

registerTick('ships', (now) => advanceYard(shipYard, now));

/** Ship calls (spec p2 §7): types, planet ships, queue, build, complete. */
export const shipHandlers = yardHandlers(shipYard);
