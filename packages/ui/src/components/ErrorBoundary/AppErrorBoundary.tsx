import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Fallback } from './Fallback';

/**
 * The boundary around the whole signed-in app (the shell's chunk failing to load, or a crash
 * outside any screen): the same message as `ScreenErrorBoundary`, without TanStack Query's reset,
 * so the login route, which uses it, does not import TanStack Query (issue 16 item 6).
 * `onReset` runs on 'Reintentar' (e.g. to import the failed chunks again).
 */
export function AppErrorBoundary({ children, onReset }: { children: ReactNode; onReset?: () => void }) {
  return (
    <ErrorBoundary FallbackComponent={Fallback} onReset={onReset} onError={(error) => console.error('[imperio] screen crashed', error)}>
      {children}
    </ErrorBoundary>
  );
}
