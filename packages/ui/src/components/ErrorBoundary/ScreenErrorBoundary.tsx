import type { ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';

/**
 * True for the error a browser gives when a lazily loaded chunk cannot be fetched (typically a
 * tab opened before a redeploy asks for a file that no longer exists). Chromium, Firefox and
 * Safari word it differently.
 */
export function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError|Loading (CSS )?chunk \S+ failed/i.test(
    text,
  );
}

function Fallback({ error, resetErrorBoundary }: FallbackProps) {
  const { t } = useTranslation('errors');
  // A missing chunk does not come back by re-rendering: only a fresh page has the new file names.
  if (isChunkLoadError(error)) {
    return (
      <Alert
        action={
          <Button size="sm" onClick={() => globalThis.location.reload()}>
            {t('reload')}
          </Button>
        }
      >
        {t('chunk')}
      </Alert>
    );
  }
  return (
    <Alert
      action={
        <Button size="sm" onClick={resetErrorBoundary}>
          {t('retry')}
        </Button>
      }
    >
      {t('boundary')}
    </Alert>
  );
}

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
