import { createElement } from 'react';
import { PlaceholderScreen } from '../Placeholder';

/** Route /buildings: placeholder until its issue lands (the app lazy-loads this module's default). */
export default function BuildingsRoute() {
  return createElement(PlaceholderScreen, { screen: 'buildings' });
}
