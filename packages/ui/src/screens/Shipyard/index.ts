import { createElement } from 'react';
import { ShipyardScreen } from './ShipyardScreen';

export { ShipyardScreen } from './ShipyardScreen';
export { YardScreen } from './YardScreen';

/** Route /hangar (the app lazy-loads this module's default). */
export default function ShipyardRoute() {
  return createElement(ShipyardScreen);
}
