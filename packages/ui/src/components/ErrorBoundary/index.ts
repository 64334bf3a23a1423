export { isChunkLoadError, ScreenErrorBoundary } from './ScreenErrorBoundary';
export { AppErrorBoundary } from './AppErrorBoundary';
