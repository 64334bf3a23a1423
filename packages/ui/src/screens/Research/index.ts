import { createElement } from 'react';
import { PlaceholderScreen } from '../Placeholder';

/** Route /research: placeholder until its issue lands (the app lazy-loads this module's default). */
export default function ResearchRoute() {
  return createElement(PlaceholderScreen, { screen: 'research' });
}
