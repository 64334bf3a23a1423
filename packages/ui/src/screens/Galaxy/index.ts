import { createElement } from 'react';
import { PlaceholderScreen } from '../Placeholder';

/** Route /galaxy: placeholder until its issue lands (the app lazy-loads this module's default). */
export default function GalaxyRoute() {
  return createElement(PlaceholderScreen, { screen: 'galaxy' });
}
