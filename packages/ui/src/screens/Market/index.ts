import { createElement } from 'react';
import { PlaceholderScreen } from '../Placeholder';

/** Route /trade: placeholder until its issue lands (the app lazy-loads this module's default). */
export default function MarketRoute() {
  return createElement(PlaceholderScreen, { screen: 'trade' });
}
