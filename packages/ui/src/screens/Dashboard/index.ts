import { createElement } from 'react';
import { PlaceholderScreen } from '../Placeholder';

/** Route /dashboard: placeholder until its issue lands (the app lazy-loads this module's default). */
export default function DashboardRoute() {
  return createElement(PlaceholderScreen, { screen: 'dashboard' });
}
