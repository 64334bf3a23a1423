export { PlaceholderScreen } from './PlaceholderScreen';
export type { ScreenId } from './PlaceholderScreen';
