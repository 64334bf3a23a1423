import { createElement } from 'react';
import { PlaceholderScreen } from '../Placeholder';

/** Route /alliance: placeholder until its issue lands (the app lazy-loads this module's default). */
export default function AllianceRoute() {
  return createElement(PlaceholderScreen, { screen: 'alliance' });
}
