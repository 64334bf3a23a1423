import { createElement } from 'react';
import { PlaceholderScreen } from '../Placeholder';

/** Route /profile: placeholder until its issue lands (the app lazy-loads this module's default). */
export default function ProfileRoute() {
  return createElement(PlaceholderScreen, { screen: 'profile' });
}
