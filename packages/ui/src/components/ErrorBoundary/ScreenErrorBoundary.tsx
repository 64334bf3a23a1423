import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { Fallback } from './Fallback';

export { isChunkLoadError } from './Fallback';

/**
 * Catches a render error in one screen and shows a recoverable message instead of a blank
 * page; `resetKeys` (the route) clears it when the player navigates. 'Reintentar' also resets
 * the TanStack Query errors below it, so a query that threw is fetched again instead of
 * throwing the same error at once (issue 15 item 14). A chunk that failed to load offers
 * 'Recargar' instead: after a redeploy only a reload finds the new files.
 */
export function ScreenErrorBoundary({
  children,
  resetKeys,
  onReset,
}: {
  children: ReactNode;
  /** Values whose change clears the error (the route). */
  resetKeys?: unknown[];
  /** Called when the boundary resets ('Reintentar' or a reset key), e.g. to re-import chunks. */
  onReset?: () => void;
}) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ErrorBoundary
          FallbackComponent={Fallback}
          resetKeys={resetKeys}
          onReset={() => {
            reset();
            onReset?.();
          }}
          onError={(error) => console.error('[imperio] screen crashed', error)}
        >
          {children}
        </ErrorBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}
