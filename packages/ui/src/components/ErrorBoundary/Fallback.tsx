import type { FallbackProps } from 'react-error-boundary';
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

/**
 * What a boundary shows instead of a crashed screen: 'Recargar' for a chunk that failed to load
 * (after a redeploy only a reload finds the new files), else the error text with 'Reintentar'.
 */
export function Fallback({ error, resetErrorBoundary }: FallbackProps) {
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
