import { createElement } from 'react';
import { DefenseScreen } from './DefenseScreen';

export { DefenseScreen } from './DefenseScreen';

/** Route /defense (the app lazy-loads this module's default). */
export default function DefenseRoute() {
  return createElement(DefenseScreen);
}
