import { createElement } from 'react';
import { PlaceholderScreen } from '../Placeholder';

/** Route /feature1: placeholder until its issue lands (the app lazy-loads this module's default). */
export default function DesignerRoute() {
  return createElement(PlaceholderScreen, { screen: 'feature1' });
}
