import { registerTick } from '../universe';
import { advanceYard, unitYardAdapter, yardHandlers } from './unitYard';

/** The defence yard's adapter: the shipyard's rules over the defence collections. */
export const defenseYard = unitYardAdapter('defenses');

registerTick('defenses', (now) => advanceYard(defenseYard, now));

/** Defence calls (spec p2 §7): types, planet defences, queue, build, complete. */
export const defenseHandlers = yardHandlers(defenseYard);
