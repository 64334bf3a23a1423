import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Fallback } from './Fallback';

/** Props of `AppErrorBoundary` (and of `ScreenErrorBoundary`, which builds on it). */
export interface AppErrorBoundaryProps {
  children: ReactNode;
  /** Values whose change clears the error (the route). */
  resetKeys?: unknown[];
  /** Called when the boundary resets ('Reintentar' or a reset key), e.g. to re-import chunks. */
  onReset?: () => void;
}

/**
 * Catches a render error below it and shows `Fallback` ('Reintentar', or 'Recargar' for a chunk
 * that failed to load) instead of a blank page; logs it as '[imperio] screen crashed'. Without
 * TanStack Query, so the login route can use it around the signed-in app;
 * `ScreenErrorBoundary` adds the query reset for screens.
 */
export function AppErrorBoundary({ children, resetKeys, onReset }: AppErrorBoundaryProps) {
  return (
    <ErrorBoundary
      FallbackComponent={Fallback}
      resetKeys={resetKeys}
      onReset={onReset}
      onError={(error) => console.error('[imperio] screen crashed', error)}
    >
      {children}
    </ErrorBoundary>
  );
}
