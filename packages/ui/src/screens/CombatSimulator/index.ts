import { createElement } from 'react';
import { PlaceholderScreen } from '../Placeholder';

/** Route /simulator: placeholder until its issue lands (the app lazy-loads this module's default). */
export default function CombatSimulatorRoute() {
  return createElement(PlaceholderScreen, { screen: 'simulator' });
}
