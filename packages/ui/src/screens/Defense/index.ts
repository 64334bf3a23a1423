import { createElement } from 'react';
import { PlaceholderScreen } from '../Placeholder';

/** Route /defense: placeholder until its issue lands (the app lazy-loads this module's default). */
export default function DefenseRoute() {
  return createElement(PlaceholderScreen, { screen: 'defense' });
}
