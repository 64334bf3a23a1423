export { ScreenErrorBoundary } from './ScreenErrorBoundary';
