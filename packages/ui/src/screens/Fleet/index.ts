import { createElement } from 'react';
import { PlaceholderScreen } from '../Placeholder';

/** Route /fleet: placeholder until its issue lands (the app lazy-loads this module's default). */
export default function FleetRoute() {
  return createElement(PlaceholderScreen, { screen: 'fleet' });
}
