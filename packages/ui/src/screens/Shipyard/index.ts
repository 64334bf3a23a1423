import { createElement } from 'react';
import { PlaceholderScreen } from '../Placeholder';

/** Route /hangar: placeholder until its issue lands (the app lazy-loads this module's default). */
export default function ShipyardRoute() {
  return createElement(PlaceholderScreen, { screen: 'hangar' });
}
