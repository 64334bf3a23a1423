export { isChunkLoadError, ScreenErrorBoundary } from './ScreenErrorBoundary';
