import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { AppErrorBoundary, type AppErrorBoundaryProps } from './AppErrorBoundary';

/**
 * Catches a render error in one screen and shows a recoverable message instead of a blank
 * page; `resetKeys` (the route) clears it when the player navigates. 'Reintentar' also resets
 * the TanStack Query errors below it, so a query that threw is fetched again instead of
 * throwing the same error at once. A chunk that failed to load offers
 * 'Recargar' instead: after a redeploy only a reload finds the new files.
 */
export function ScreenErrorBoundary({ children, resetKeys, onReset }: AppErrorBoundaryProps) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <AppErrorBoundary
          resetKeys={resetKeys}
          onReset={() => {
            reset();
            onReset?.();
          }}
        >
          {children}
        </AppErrorBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}
