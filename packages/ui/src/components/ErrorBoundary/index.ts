export { ScreenErrorBoundary } from './ScreenErrorBoundary';
export { AppErrorBoundary } from './AppErrorBoundary';
export { isChunkLoadError } from './Fallback';
