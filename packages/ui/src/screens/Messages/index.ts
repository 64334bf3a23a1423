import { createElement } from 'react';
import { PlaceholderScreen } from '../Placeholder';

/** Route /messages: placeholder until its issue lands (the app lazy-loads this module's default). */
export default function MessagesRoute() {
  return createElement(PlaceholderScreen, { screen: 'messages' });
}
